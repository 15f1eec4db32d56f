-- An electoral unit belongs to the term whose election drew it: a unit kept before this column
-- takes the term of the deputies elected in it, or else the current term.
ALTER TABLE "npc_electoral_unit" ADD COLUMN "term" smallint;--> statement-breakpoint
UPDATE "npc_electoral_unit" u SET "term" = coalesce(
  (SELECT max(d."term") FROM "npc_electoral_unit_delegate" ud JOIN "npc_delegate" d ON d."delegate_id" = ud."fk_delegate_id" WHERE ud."fk_unit_id" = u."unit_id"),
  (SELECT s."term" FROM "sys_npc_state" s WHERE s."is_current_term_times" ORDER BY s."state_id" LIMIT 1),
  1
);--> statement-breakpoint
ALTER TABLE "npc_electoral_unit" ALTER COLUMN "term" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "npc_electoral_unit_term_name_idx" ON "npc_electoral_unit" USING btree ("term","unit_name");
