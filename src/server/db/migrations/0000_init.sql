CREATE TABLE "sys_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"fk_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"real_name" text NOT NULL,
	"post" text,
	"password_hash" text NOT NULL,
	"login_role_code" text NOT NULL,
	"fk_delegate_id" integer,
	"fk_delegation_id" integer,
	"fk_unit_id" integer,
	"fk_station_id" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "comm_area" (
	"area_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comm_area_area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_name" text NOT NULL,
	"fk_parent_area" integer,
	"area_level" smallint NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comm_dict_data" (
	"dict_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comm_dict_data_dict_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_code" text NOT NULL,
	"data_key" text NOT NULL,
	"data_value" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_delegate" (
	"delegate_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_delegate_delegate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delegate_name" text NOT NULL,
	"sex" text DEFAULT '男' NOT NULL,
	"birth" date,
	"work_time" date,
	"nationality" text,
	"native_place" text,
	"political" text,
	"degree" text,
	"education_background" text,
	"graduate_institutions" text,
	"major" text,
	"phone" text,
	"office_phone" text,
	"home_phone" text,
	"postal_address" text,
	"postcode" text,
	"position" text,
	"present_occupation" text,
	"resume" text,
	"head_portrait" text,
	"fk_delegation_id" integer NOT NULL,
	"delegate_grade" smallint NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"fk_station_id" integer,
	"is_special_committee" boolean DEFAULT false NOT NULL,
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_delegate_relation" (
	"relation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_delegate_relation_relation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_delegate_id" integer NOT NULL,
	"appellation" text NOT NULL,
	"name" text NOT NULL,
	"birthday" date,
	"political" text,
	"works" text
);
--> statement-breakpoint
CREATE TABLE "npc_delegation" (
	"delegation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_delegation_delegation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delegation_name" text NOT NULL,
	"fk_npc_id" integer NOT NULL,
	"delegation_level" smallint NOT NULL,
	"fk_area_id" integer,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_npc_state" (
	"state_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_npc_state_state_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"npc_id" integer NOT NULL,
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"term_show" text NOT NULL,
	"times_show" text NOT NULL,
	"times_start_time" date,
	"is_current_term_times" boolean DEFAULT false NOT NULL,
	"current_meet_status" smallint DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_npc_unit" (
	"unit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_npc_unit_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_name" text NOT NULL,
	"assign_type" smallint NOT NULL,
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"contact_name" text,
	"contact_phone" text
);
--> statement-breakpoint
CREATE TABLE "sys_competence" (
	"competence_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_competence_competence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"operator" text NOT NULL,
	"remark" text,
	"is_enable" boolean DEFAULT true NOT NULL,
	"fk_create_id" integer,
	"create_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"fk_update_id" integer,
	"update_name" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_competence_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_menu_competence" (
	"fk_menu_id" integer NOT NULL,
	"fk_competence_id" integer NOT NULL,
	CONSTRAINT "sys_menu_competence_fk_menu_id_fk_competence_id_pk" PRIMARY KEY("fk_menu_id","fk_competence_id")
);
--> statement-breakpoint
CREATE TABLE "sys_npc_menu" (
	"menu_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_npc_menu_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_name" text NOT NULL,
	"menu_url" text,
	"menu_icon" text,
	"parent_menu_id" integer,
	"sort_num" integer DEFAULT 1 NOT NULL,
	"menu_code" text,
	"menu_type" smallint DEFAULT 1 NOT NULL,
	"open_type" smallint DEFAULT 1 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL,
	"is_root" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_competence" (
	"role_code" text NOT NULL,
	"fk_competence_id" integer NOT NULL,
	CONSTRAINT "sys_role_competence_role_code_fk_competence_id_pk" PRIMARY KEY("role_code","fk_competence_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_code" text NOT NULL,
	"fk_menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_menu_role_code_fk_menu_id_pk" PRIMARY KEY("role_code","fk_menu_id")
);
--> statement-breakpoint
CREATE TABLE "notice_receive" (
	"receive_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_receive_receive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_notice_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"is_look" smallint DEFAULT 0 NOT NULL,
	"look_time" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overall_notice" (
	"notice_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "overall_notice_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notice_title" text NOT NULL,
	"real_title" text,
	"content" text,
	"destination" text,
	"notice_type" smallint DEFAULT 1 NOT NULL,
	"schedule_time" timestamp with time zone,
	"term" smallint,
	"times" smallint,
	"fk_create_user_id" integer,
	"create_user_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_station" (
	"station_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_station_station_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"station_name" text NOT NULL,
	"station_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"street_name" text,
	"address" text NOT NULL,
	"contact_user" text,
	"convene_user" text,
	"contact_phone" text,
	"introduce" text,
	"station_picture" text,
	"fk_station_area_id" integer,
	"is_demonstration" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"coordinate" text,
	CONSTRAINT "contact_station_station_code_unique" UNIQUE("station_code")
);
--> statement-breakpoint
CREATE TABLE "contact_station_column" (
	"column_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_station_column_column_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"column_name" text NOT NULL,
	"picture" text,
	"fk_station_id" integer,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_station_resource" (
	"resources_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_station_resource_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_column_id" integer NOT NULL,
	"title" text NOT NULL,
	"source" text,
	"content" text NOT NULL,
	"thumbnail" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_station_suggest" (
	"masses_suggest_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"address" text,
	"annex" text,
	"masses_name" text,
	"masses_phone" text,
	"fk_delegate_id" integer,
	"delegate_name" text,
	"fk_station_id" integer,
	"handle_status" smallint DEFAULT 0 NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"delegate_suggestion" text,
	"station_suggestion" text,
	"handle_result" text,
	"handle_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_station_suggest_history" (
	"fk_masses_suggest_id" text NOT NULL,
	"history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_station_suggest_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"result" smallint,
	"satisfaction" smallint,
	"opinion" text,
	"payload" jsonb,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal" (
	"proposal_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_proposal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"serial_no" integer,
	"title" text,
	"content" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_delegate_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_delegation_id" integer,
	"co_signer_delegate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_at" timestamp with time zone,
	"reply_content" text,
	"answer_category" text,
	"replied_at" timestamp with time zone,
	"satisfaction" smallint,
	"rehandled" boolean DEFAULT false NOT NULL,
	"submit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"delegation_id" integer,
	"withdrawn_from" smallint,
	"linked_suggest_id" integer
);
--> statement-breakpoint
CREATE TABLE "proposal_history" (
	"fk_proposal_id" integer NOT NULL,
	"history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"result" smallint,
	"satisfaction" smallint,
	"opinion" text,
	"payload" jsonb,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggest" (
	"suggest_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggest_suggest_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"serial_no" integer,
	"title" text,
	"content" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_delegate_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_delegation_id" integer,
	"co_signer_delegate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_at" timestamp with time zone,
	"reply_content" text,
	"answer_category" text,
	"replied_at" timestamp with time zone,
	"satisfaction" smallint,
	"rehandled" boolean DEFAULT false NOT NULL,
	"submit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" timestamp with time zone,
	"delay_requested" boolean DEFAULT false NOT NULL,
	"delay_pending" boolean DEFAULT false NOT NULL,
	"adjust_reason" text,
	"reference_only" boolean DEFAULT false NOT NULL,
	"linked_proposal_id" integer
);
--> statement-breakpoint
CREATE TABLE "suggest_history" (
	"fk_suggest_id" integer NOT NULL,
	"history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggest_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"result" smallint,
	"satisfaction" smallint,
	"opinion" text,
	"payload" jsonb,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_fk_user_id_sys_user_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_delegate_relation" ADD CONSTRAINT "npc_delegate_relation_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_menu_competence" ADD CONSTRAINT "sys_menu_competence_fk_menu_id_sys_npc_menu_menu_id_fk" FOREIGN KEY ("fk_menu_id") REFERENCES "public"."sys_npc_menu"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_menu_competence" ADD CONSTRAINT "sys_menu_competence_fk_competence_id_sys_competence_competence_id_fk" FOREIGN KEY ("fk_competence_id") REFERENCES "public"."sys_competence"("competence_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_competence" ADD CONSTRAINT "sys_role_competence_fk_competence_id_sys_competence_competence_id_fk" FOREIGN KEY ("fk_competence_id") REFERENCES "public"."sys_competence"("competence_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_fk_menu_id_sys_npc_menu_menu_id_fk" FOREIGN KEY ("fk_menu_id") REFERENCES "public"."sys_npc_menu"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_receive" ADD CONSTRAINT "notice_receive_fk_notice_id_overall_notice_notice_id_fk" FOREIGN KEY ("fk_notice_id") REFERENCES "public"."overall_notice"("notice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_station_column" ADD CONSTRAINT "contact_station_column_fk_station_id_contact_station_station_id_fk" FOREIGN KEY ("fk_station_id") REFERENCES "public"."contact_station"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_station_resource" ADD CONSTRAINT "contact_station_resource_fk_column_id_contact_station_column_column_id_fk" FOREIGN KEY ("fk_column_id") REFERENCES "public"."contact_station_column"("column_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "comm_area_parent_idx" ON "comm_area" USING btree ("fk_parent_area");--> statement-breakpoint
CREATE INDEX "comm_area_name_idx" ON "comm_area" USING btree ("area_name");--> statement-breakpoint
CREATE INDEX "comm_dict_type_idx" ON "comm_dict_data" USING btree ("type_code","sort_num");--> statement-breakpoint
CREATE INDEX "npc_delegate_delegation_idx" ON "npc_delegate" USING btree ("fk_delegation_id","delegate_grade");--> statement-breakpoint
CREATE INDEX "npc_delegate_station_idx" ON "npc_delegate" USING btree ("fk_station_id");--> statement-breakpoint
CREATE INDEX "notice_receive_user_idx" ON "notice_receive" USING btree ("fk_user_id","is_look");--> statement-breakpoint
CREATE INDEX "contact_station_column_station_idx" ON "contact_station_column" USING btree ("fk_station_id","sort_no");--> statement-breakpoint
CREATE INDEX "contact_station_resource_column_idx" ON "contact_station_resource" USING btree ("fk_column_id","create_time");--> statement-breakpoint
CREATE INDEX "contact_station_suggest_delegate_idx" ON "contact_station_suggest" USING btree ("fk_delegate_id","create_time");--> statement-breakpoint
CREATE INDEX "contact_station_suggest_station_idx" ON "contact_station_suggest" USING btree ("fk_station_id","handle_status","create_time");--> statement-breakpoint
CREATE INDEX "contact_station_suggest_history_record_idx" ON "contact_station_suggest_history" USING btree ("fk_masses_suggest_id","history_id");--> statement-breakpoint
CREATE INDEX "proposal_status_idx" ON "proposal" USING btree ("term","times","status","proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_author_idx" ON "proposal" USING btree ("author_delegate_id","status");--> statement-breakpoint
CREATE INDEX "proposal_cosigner_idx" ON "proposal" USING gin ("co_signer_delegate_ids");--> statement-breakpoint
CREATE INDEX "proposal_units_idx" ON "proposal" USING gin ("units");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_serial_idx" ON "proposal" USING btree ("term","times","serial_no");--> statement-breakpoint
CREATE INDEX "proposal_history_record_idx" ON "proposal_history" USING btree ("fk_proposal_id","history_id");--> statement-breakpoint
CREATE INDEX "suggest_status_idx" ON "suggest" USING btree ("term","times","status","suggest_id");--> statement-breakpoint
CREATE INDEX "suggest_author_idx" ON "suggest" USING btree ("author_delegate_id","status");--> statement-breakpoint
CREATE INDEX "suggest_delegation_idx" ON "suggest" USING btree ("author_delegation_id","status");--> statement-breakpoint
CREATE INDEX "suggest_cosigner_idx" ON "suggest" USING gin ("co_signer_delegate_ids");--> statement-breakpoint
CREATE INDEX "suggest_units_idx" ON "suggest" USING gin ("units");--> statement-breakpoint
CREATE INDEX "suggest_due_idx" ON "suggest" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "suggest_serial_idx" ON "suggest" USING btree ("term","times","serial_no");--> statement-breakpoint
CREATE INDEX "suggest_history_record_idx" ON "suggest_history" USING btree ("fk_suggest_id","history_id");