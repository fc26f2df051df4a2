-- Customer searches (the customers list, the credit ledger, the order list by customer name) compare a stored fold of the
-- name, as 0072 does for product titles: the order search walked ~2,000 orders probing each customer's folded name.
DROP INDEX "customers_name_fold_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (comptoir_fold(name)) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_name_trgm_idx" ON "customers" USING gin ("search_name" gin_trgm_ops);