CREATE TABLE "double_contact_person" (
	"person_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "double_contact_person_person_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_delegate_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "double_contact_person" ADD CONSTRAINT "double_contact_person_fk_delegate_id_npc_delegate_delegate_id_fk" FOREIGN KEY ("fk_delegate_id") REFERENCES "public"."npc_delegate"("delegate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "double_contact_person_delegate_idx" ON "double_contact_person" USING btree ("fk_delegate_id","sort_no");