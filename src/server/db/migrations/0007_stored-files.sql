CREATE TABLE "stored_file" (
	"obj_path" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"fk_user_id" integer,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stored_file_key_idx" ON "stored_file" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "stored_file_user_idx" ON "stored_file" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "stored_file_create_time_idx" ON "stored_file" USING btree ("create_time");
