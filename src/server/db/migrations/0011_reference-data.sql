CREATE TABLE "comm_dict_type" (
	"type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comm_dict_type_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_code" text NOT NULL,
	"type_name" text NOT NULL,
	"remark" text,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "comm_dict_type_type_code_unique" UNIQUE("type_code")
);
--> statement-breakpoint
CREATE TABLE "npc_organization" (
	"organization_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_organization_organization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_name" text NOT NULL,
	"fk_parent_organization" integer,
	"delegate_grade" smallint NOT NULL,
	"fk_area_id" integer,
	"remark" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_special_committee" (
	"special_committee_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_special_committee_special_committee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"committee_name" text NOT NULL,
	"remark" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npc_special_committee_member" (
	"member_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_special_committee_member_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_special_committee_id" integer NOT NULL,
	"fk_delegate_id" integer NOT NULL,
	"special_committee_position" text NOT NULL,
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_url" (
	"url_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_url_url_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url_name" text NOT NULL,
	"url" text NOT NULL,
	"remark" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "npc_delegation" ADD COLUMN "is_valid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_npc_unit" ADD COLUMN "is_valid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "npc_special_committee_member" ADD CONSTRAINT "npc_special_committee_member_fk_special_committee_id_npc_special_committee_special_committee_id_fk" FOREIGN KEY ("fk_special_committee_id") REFERENCES "public"."npc_special_committee"("special_committee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npc_special_committee_member" ADD CONSTRAINT "npc_special_committee_member_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npc_organization_parent_idx" ON "npc_organization" USING btree ("fk_parent_organization","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "npc_special_committee_member_seat_idx" ON "npc_special_committee_member" USING btree ("fk_special_committee_id","fk_delegate_id","term","times");--> statement-breakpoint
CREATE INDEX "npc_special_committee_member_delegate_idx" ON "npc_special_committee_member" USING btree ("fk_delegate_id");