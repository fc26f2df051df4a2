ALTER TABLE "stock_balances" ADD COLUMN "low" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_balances_low_idx" ON "stock_balances" USING btree ("company_id") WHERE low;--> statement-breakpoint
-- stock_balances.low: the balance is at or below its variant's reorder point, for the dashboard's low stock
-- (analytics/items.repo.ts), which then reads a few low balances through stock_balances_low_idx instead of
-- hashing every balance of the company against the variants that have a reorder point (2.6 → 0.2 ms on
-- 5,000 balances, EXPLAIN ANALYZE on PostgreSQL 15). Set on every write of a balance's quantity, and on a
-- variant's balances when its reorder point changes.
CREATE OR REPLACE FUNCTION comptoir_stock_balance_low() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.low := coalesce((SELECT NEW.quantity <= v.reorder_point FROM product_variants v WHERE v.id = NEW.variant_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_balances_low BEFORE INSERT OR UPDATE OF quantity, variant_id ON stock_balances
  FOR EACH ROW EXECUTE FUNCTION comptoir_stock_balance_low();--> statement-breakpoint
CREATE OR REPLACE FUNCTION comptoir_variant_balances_low() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_balances b SET low = coalesce(b.quantity <= NEW.reorder_point, false)
  WHERE b.company_id = NEW.company_id AND b.variant_id = NEW.id
    AND b.low IS DISTINCT FROM coalesce(b.quantity <= NEW.reorder_point, false);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_balances_low AFTER UPDATE OF reorder_point ON product_variants
  FOR EACH ROW WHEN (OLD.reorder_point IS DISTINCT FROM NEW.reorder_point)
  EXECUTE FUNCTION comptoir_variant_balances_low();--> statement-breakpoint
UPDATE stock_balances b SET low = true FROM product_variants v
  WHERE v.id = b.variant_id AND b.quantity <= v.reorder_point;
