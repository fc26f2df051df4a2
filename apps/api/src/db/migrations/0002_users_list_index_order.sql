DROP INDEX "users_company_created_idx";--> statement-breakpoint
CREATE INDEX "users_company_created_idx" ON "users" USING btree ("company_id","created_at","id");