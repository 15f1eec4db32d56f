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
CREATE INDEX "stored_file_create_time_idx" ON "stored_file" USING btree ("create_time");--> statement-breakpoint
-- Files the records already name as attachments are adopted, so a record saved again with its
-- files passes the stored-file check. Their uploader and size are unknown: no quota counts them.
INSERT INTO "stored_file" ("obj_path", "file_key", "fk_user_id", "bytes", "create_time", "stored_time")
SELECT "path", split_part("path", '/', 4), NULL, 0, now(), now()
FROM (
	SELECT DISTINCT "file"->>'objPath' AS "path"
	FROM (
		SELECT jsonb_array_elements("attachments") AS "file" FROM "proposal" WHERE jsonb_typeof("attachments") = 'array'
		UNION ALL SELECT jsonb_array_elements("attachments") FROM "suggest" WHERE jsonb_typeof("attachments") = 'array'
		UNION ALL SELECT jsonb_array_elements("payload"->'attachments') FROM "proposal_history" WHERE jsonb_typeof("payload"->'attachments') = 'array'
		UNION ALL SELECT jsonb_array_elements("payload"->'attachments') FROM "suggest_history" WHERE jsonb_typeof("payload"->'attachments') = 'array'
	) AS "named"
	WHERE jsonb_typeof("file") = 'object'
) AS "paths"
WHERE "path" ~ '^\d{4}/\d{2}/\d{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$'
ON CONFLICT DO NOTHING;
