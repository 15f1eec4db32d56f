DROP INDEX "proposal_author_idx";--> statement-breakpoint
DROP INDEX "suggest_author_idx";--> statement-breakpoint
CREATE INDEX "proposal_author_newest_idx" ON "proposal" USING btree ("author_delegate_id","proposal_id","status");--> statement-breakpoint
CREATE INDEX "suggest_author_newest_idx" ON "suggest" USING btree ("author_delegate_id","suggest_id","status");