-- Product searches compare a stored fold of the title (products.search_title = comptoir_fold(title)) instead of folding
-- each title they test: a search page walks the live list index testing its tuples, and the capped count rechecks
-- every trigram candidate, both calling comptoir_fold (NFD + regexp) ~3.5 µs a row. The trigram index moves to the
-- column and the live list index carries it (in place of the title, which no list walk tests any more).
DROP INDEX "products_title_fold_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (comptoir_fold(title)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_title_trgm_idx" ON "products" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "products_live_list_idx";--> statement-breakpoint
CREATE INDEX "products_live_list_idx" ON "products" USING btree ("company_id", "created_at", "id") INCLUDE ("search_title", "status", "type", "tags") WHERE deleted_at IS NULL;
