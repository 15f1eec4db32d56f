CREATE TABLE "sys_role" (
	"role_code" text PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"base_role" text NOT NULL,
	"data_scope" text DEFAULT 'all' NOT NULL,
	"remark" text,
	"sort_no" integer DEFAULT 1 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_built_in" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_role_base_idx" ON "sys_role" USING btree ("base_role");