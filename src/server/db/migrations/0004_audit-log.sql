CREATE TABLE "audit_log" (
	"audit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"role" text,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb,
	"client_address" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_create_time_idx" ON "audit_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","create_time");