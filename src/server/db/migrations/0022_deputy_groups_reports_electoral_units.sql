CREATE TABLE "npc_electoral_unit" (
	"unit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_electoral_unit_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_name" text NOT NULL,
	"fk_area_id" integer,
	"coverage" text DEFAULT '' NOT NULL,
	"voter_count" integer DEFAULT 0 NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"election_date" date,
	"fk_station_id" integer,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_electoral_unit_delegate" (
	"fk_unit_id" integer NOT NULL,
	"fk_delegate_id" integer NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "npc_electoral_unit_delegate_fk_unit_id_fk_delegate_id_pk" PRIMARY KEY("fk_unit_id","fk_delegate_id")
);
--> statement-breakpoint
CREATE TABLE "npc_group" (
	"group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_group_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_name" text NOT NULL,
	"group_level" smallint NOT NULL,
	"fk_station_id" integer,
	"fk_area_id" integer,
	"description" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_group_admin" (
	"fk_group_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "npc_group_admin_fk_group_id_fk_user_id_pk" PRIMARY KEY("fk_group_id","fk_user_id")
);
--> statement-breakpoint
CREATE TABLE "npc_group_member" (
	"member_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_group_member_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_group_id" integer NOT NULL,
	"fk_delegate_id" integer NOT NULL,
	"group_level" smallint NOT NULL,
	"member_role" smallint DEFAULT 3 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_report_on_work" (
	"report_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_report_on_work_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_delegate_id" integer NOT NULL,
	"title" text NOT NULL,
	"report_year" smallint NOT NULL,
	"meeting_date" date,
	"meeting_place" text,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"review_opinion" text,
	"reviewer_name" text,
	"submit_time" timestamp with time zone,
	"review_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "npc_electoral_unit" ADD CONSTRAINT "npc_electoral_unit_fk_area_id_comm_area_area_id_fk" FOREIGN KEY ("fk_area_id") REFERENCES "public"."comm_area"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_electoral_unit" ADD CONSTRAINT "npc_electoral_unit_fk_station_id_contact_station_station_id_fk" FOREIGN KEY ("fk_station_id") REFERENCES "public"."contact_station"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_electoral_unit_delegate" ADD CONSTRAINT "npc_electoral_unit_delegate_fk_unit_id_npc_electoral_unit_unit_id_fk" FOREIGN KEY ("fk_unit_id") REFERENCES "public"."npc_electoral_unit"("unit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_electoral_unit_delegate" ADD CONSTRAINT "npc_electoral_unit_delegate_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_group" ADD CONSTRAINT "npc_group_fk_station_id_contact_station_station_id_fk" FOREIGN KEY ("fk_station_id") REFERENCES "public"."contact_station"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_group" ADD CONSTRAINT "npc_group_fk_area_id_comm_area_area_id_fk" FOREIGN KEY ("fk_area_id") REFERENCES "public"."comm_area"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_group_admin" ADD CONSTRAINT "npc_group_admin_fk_group_id_npc_group_group_id_fk" FOREIGN KEY ("fk_group_id") REFERENCES "public"."npc_group"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_group_admin" ADD CONSTRAINT "npc_group_admin_fk_user_id_sys_user_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_group_member" ADD CONSTRAINT "npc_group_member_fk_group_id_npc_group_group_id_fk" FOREIGN KEY ("fk_group_id") REFERENCES "public"."npc_group"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_group_member" ADD CONSTRAINT "npc_group_member_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_report_on_work" ADD CONSTRAINT "npc_report_on_work_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "npc_electoral_unit_delegate_idx" ON "npc_electoral_unit_delegate" USING btree ("fk_delegate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "npc_group_name_idx" ON "npc_group" USING btree ("group_name");--> statement-breakpoint
CREATE INDEX "npc_group_station_idx" ON "npc_group" USING btree ("fk_station_id");--> statement-breakpoint
CREATE INDEX "npc_group_admin_user_idx" ON "npc_group_admin" USING btree ("fk_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "npc_group_member_level_idx" ON "npc_group_member" USING btree ("fk_delegate_id","group_level");--> statement-breakpoint
CREATE INDEX "npc_group_member_group_idx" ON "npc_group_member" USING btree ("fk_group_id","member_role");--> statement-breakpoint
CREATE INDEX "npc_report_on_work_author_idx" ON "npc_report_on_work" USING btree ("fk_delegate_id","create_time");--> statement-breakpoint
CREATE INDEX "npc_report_on_work_status_idx" ON "npc_report_on_work" USING btree ("status","submit_time");