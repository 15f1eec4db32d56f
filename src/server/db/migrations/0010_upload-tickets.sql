CREATE TABLE "upload_ticket" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_ticket" ADD CONSTRAINT "upload_ticket_fk_user_id_sys_user_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_ticket_expires_idx" ON "upload_ticket" USING btree ("expires_at");