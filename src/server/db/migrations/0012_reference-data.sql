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
CREATE INDEX "npc_special_committee_member_delegate_idx" ON "npc_special_committee_member" USING btree ("fk_delegate_id");--> statement-breakpoint
-- Rows an installation made before the reference tables needs: a dictionary type for every
-- typeCode its entries use, and the congress its terms and delegations point to (npc_id 1).
INSERT INTO "comm_dict_type" ("type_code", "type_name", "sort_num")
SELECT d."type_code",
       CASE d."type_code"
         WHEN 'nationality' THEN '民族' WHEN 'political' THEN '政治面貌' WHEN 'education' THEN '学历'
         WHEN 'degree' THEN '学位' WHEN 'sex' THEN '性别' WHEN 'delegateGrade' THEN '代表层级'
         WHEN 'delegateComposition' THEN '代表构成' WHEN 'appellation' THEN '家庭成员称谓'
         WHEN 'answerCategory' THEN '答复类别' WHEN 'satisfaction' THEN '满意度'
         WHEN 'proposalType' THEN '议案类别' WHEN 'suggestType' THEN '建议类别'
         WHEN 'stationActivityType' THEN '联络站活动类型' ELSE d."type_code" END,
       row_number() OVER (ORDER BY min(d."dict_id"))
FROM "comm_dict_data" d
WHERE NOT EXISTS (SELECT 1 FROM "comm_dict_type" t WHERE t."type_code" = d."type_code")
GROUP BY d."type_code";
--> statement-breakpoint
INSERT INTO "npc_organization" ("organization_id", "organization_name", "delegate_grade", "sort_no")
OVERRIDING SYSTEM VALUE
SELECT 1, '巴中市人民代表大会', 3, 1
WHERE EXISTS (SELECT 1 FROM "sys_npc_state" WHERE "npc_id" = 1 UNION SELECT 1 FROM "npc_delegation" WHERE "fk_npc_id" = 1)
  AND NOT EXISTS (SELECT 1 FROM "npc_organization" WHERE "organization_id" = 1);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"npc_organization"', 'organization_id'), GREATEST((SELECT max("organization_id") FROM "npc_organization"), 1));
