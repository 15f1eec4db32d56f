ALTER TABLE "login_link" ADD COLUMN "session_token_hash" text;--> statement-breakpoint
ALTER TABLE "login_link" ADD COLUMN "notice_seen_at" timestamp with time zone;