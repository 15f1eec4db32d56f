CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"outbox_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"code_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_code_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_code_failure" (
	"failure_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_code_failure_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"fk_code_id" integer NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_code_failure" ADD CONSTRAINT "verification_code_failure_fk_code_id_verification_code_code_id_fk" FOREIGN KEY ("fk_code_id") REFERENCES "public"."verification_code"("code_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_create_time_idx" ON "sms_outbox" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "verification_code_phone_idx" ON "verification_code" USING btree ("phone","create_time");--> statement-breakpoint
CREATE INDEX "verification_code_failure_phone_idx" ON "verification_code_failure" USING btree ("phone","create_time");