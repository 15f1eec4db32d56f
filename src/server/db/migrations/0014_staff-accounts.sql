ALTER TABLE "sys_user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_code" ADD COLUMN "purpose" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
CREATE INDEX "verification_code_phone_purpose_idx" ON "verification_code" USING btree ("phone","purpose","create_time");