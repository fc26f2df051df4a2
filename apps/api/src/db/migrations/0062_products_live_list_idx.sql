-- The product list narrowed by filters or a search (docs/decisions.md "Narrowed product pages found on a covering
-- index"): live products newest first with the columns the common filters and the search test (title, status, type,
-- tags), so a narrowed page's walk tests index tuples only (no heap visit for the rows it drops); the page's 20 rows
-- are then read by id.
CREATE INDEX IF NOT EXISTS "products_live_list_idx" ON "products" USING btree ("company_id", "created_at", "id") INCLUDE ("title", "status", "type", "tags") WHERE deleted_at IS NULL;
