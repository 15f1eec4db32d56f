DROP INDEX "npc_delegate_tenure_period_idx";--> statement-breakpoint
CREATE INDEX "npc_delegate_roster_idx" ON "npc_delegate" USING btree ("delegate_grade","fk_delegation_id","delegate_id");--> statement-breakpoint
CREATE INDEX "npc_delegate_tenure_roster_idx" ON "npc_delegate_tenure" USING btree ("delegate_grade","fk_delegation_id","fk_delegate_id");