CREATE TABLE "bind_msg" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bind_msg_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_user_id" integer NOT NULL,
	"msg_type" smallint NOT NULL,
	"local_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"fk_user_id" integer NOT NULL,
	"fk_issued_by" integer,
	"fk_bind_msg_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bind_msg" ADD CONSTRAINT "bind_msg_fk_user_id_sys_user_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_link" ADD CONSTRAINT "login_link_fk_user_id_sys_user_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_link" ADD CONSTRAINT "login_link_fk_issued_by_sys_user_user_id_fk" FOREIGN KEY ("fk_issued_by") REFERENCES "public"."sys_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_link" ADD CONSTRAINT "login_link_fk_bind_msg_id_bind_msg_id_fk" FOREIGN KEY ("fk_bind_msg_id") REFERENCES "public"."bind_msg"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bind_msg_user_idx" ON "bind_msg" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "login_link_user_idx" ON "login_link" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "login_link_expires_idx" ON "login_link" USING btree ("expires_at");