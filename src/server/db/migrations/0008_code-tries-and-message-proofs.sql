CREATE TABLE "message_proof_spent" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_code_failure" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "message_proof_spent_expire_time_idx" ON "message_proof_spent" USING btree ("expire_time");