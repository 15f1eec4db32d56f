CREATE TABLE "npc_delegate_tenure" (
	"tenure_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_delegate_tenure_tenure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_delegate_id" integer NOT NULL,
	"fk_delegation_id" integer NOT NULL,
	"delegate_grade" smallint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "npc_delegate_history" (
	"fk_delegate_id" integer NOT NULL,
	"history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_delegate_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
ALTER TABLE "npc_delegate" ADD COLUMN "id_card" text;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "annex_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "election_report" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "pending_apply_type" smallint;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "pending_delegation_id" integer;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "apply_reason" text;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "apply_annex" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "npc_delegate" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "npc_delegate_tenure" ADD CONSTRAINT "npc_delegate_tenure_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npc_delegate_tenure_delegate_idx" ON "npc_delegate_tenure" USING btree ("fk_delegate_id","valid_from");--> statement-breakpoint
CREATE INDEX "npc_delegate_tenure_period_idx" ON "npc_delegate_tenure" USING btree ("valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "npc_delegate_history_record_idx" ON "npc_delegate_history" USING btree ("fk_delegate_id","history_id");--> statement-breakpoint
CREATE INDEX "npc_delegate_audit_idx" ON "npc_delegate" USING btree ("audit_status","delegate_grade");--> statement-breakpoint
CREATE INDEX "npc_delegate_phone_idx" ON "npc_delegate" USING btree ("phone");