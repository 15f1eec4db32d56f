CREATE TABLE "npc_appointment_removal" (
	"appointment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_appointment_removal_appointment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_name" text NOT NULL,
	"sex" text NOT NULL,
	"birth" date,
	"kind" smallint NOT NULL,
	"post" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"decision_date" date NOT NULL,
	"session" text NOT NULL,
	"document_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fk_create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "npc_appointment_removal_date_idx" ON "npc_appointment_removal" USING btree ("decision_date");