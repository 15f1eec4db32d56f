CREATE TABLE "npc_delegation_record" (
	"record_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npc_delegation_record_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_delegation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"happen_date" date,
	"clock" text,
	"place" text,
	"organiser" text,
	"summary" text,
	"content" text,
	"term" smallint,
	"times" smallint,
	"fk_speaker_id" integer,
	"participant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"fk_create_user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "npc_delegation_record" ADD CONSTRAINT "npc_delegation_record_fk_delegation_id_npc_delegation_delegation_id_fk" FOREIGN KEY ("fk_delegation_id") REFERENCES "public"."npc_delegation"("delegation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npc_delegation_record_kind_idx" ON "npc_delegation_record" USING btree ("fk_delegation_id","kind","happen_date");