CREATE TABLE "npc_report_on_work_history" (
	"fk_report_id" integer NOT NULL,
	"history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_report_on_work_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
CREATE INDEX "npc_report_on_work_history_record_idx" ON "npc_report_on_work_history" USING btree ("fk_report_id","history_id");