CREATE TABLE "sys_code_rule" (
	"rule_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_code_rule_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"term" smallint NOT NULL,
	"times" smallint NOT NULL,
	"pattern" text NOT NULL,
	"digits" smallint NOT NULL,
	"start_no" integer DEFAULT 1 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_npc_state" ADD COLUMN "proposal_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_npc_state" ADD COLUMN "proposal_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_npc_state" ADD COLUMN "proposal_min_signers" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_npc_state" ADD COLUMN "suggest_in_recess" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "readable_no" text;--> statement-breakpoint
ALTER TABLE "suggest" ADD COLUMN "readable_no" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_code_rule_session_idx" ON "sys_code_rule" USING btree ("kind","term","times");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_npc_state_session_idx" ON "sys_npc_state" USING btree ("npc_id","term","times");--> statement-breakpoint
UPDATE "proposal" SET "readable_no" = '议案第' || lpad("serial_no"::text, 3, '0') || '号' WHERE "serial_no" IS NOT NULL AND "readable_no" IS NULL;
--> statement-breakpoint
UPDATE "suggest" SET "readable_no" = '建议第' || lpad("serial_no"::text, 3, '0') || '号' WHERE "serial_no" IS NOT NULL AND "readable_no" IS NULL;
