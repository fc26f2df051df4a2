-- One meaning of low stock (docs/decisions.md, core isVariantLowStock): a variant of a tracked product is low when
-- its reorder point is set and its available quantity over every warehouse is at or below it; bundles and menus by
-- what their components allow. The reorder point is the variant's, never a warehouse's.
-- 1. stock_balances.low (0063) flagged each warehouse's balance against the variant's point, a second meaning the
--    dashboard and the low-stock list read. Both now read the low variants through products.low_stock (0044), so
--    the flag, its triggers, functions and index go. Triggers first: the functions write the column.
DROP TRIGGER IF EXISTS stock_balances_low ON stock_balances;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_balances_low ON product_variants;--> statement-breakpoint
DROP FUNCTION IF EXISTS comptoir_stock_balance_low();--> statement-breakpoint
DROP FUNCTION IF EXISTS comptoir_variant_balances_low();--> statement-breakpoint
DROP INDEX "stock_balances_low_idx";--> statement-breakpoint
ALTER TABLE "stock_balances" DROP COLUMN "low";--> statement-breakpoint
-- 2. products.low_stock by the same rule as the variants' filter and the low-stock list (products.repo.ts
--    effectiveQuantitySql, core compositeAvailable): a bundle or menu without components allows none, so it is low
--    when it has a reorder point (0044 skipped it, the other lists did not).
--    The type is tested outside the EXISTS, as in 0044: a CASE inside it, around the components' subquery, made the
--    insert of 15,000 variants in one statement take 15.3 s instead of 1.1 s (PostgreSQL 15, fresh table), and the
--    catalogue bench's 300,000 did not end in 20 minutes.
CREATE OR REPLACE FUNCTION comptoir_product_is_low(p_id uuid, p_company uuid, p_type text, p_track boolean)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_track AND CASE WHEN p_type IN ('bundle', 'menu') THEN EXISTS (
      SELECT 1 FROM product_variants v
      WHERE v.product_id = p_id AND v.company_id = p_company AND v.deleted_at IS NULL
        AND v.reorder_point IS NOT NULL
        AND coalesce((
          SELECT min(CASE WHEN c.deleted_at IS NULL THEN greatest(c.quantity, 0) ELSE 0 END / cs.quantity)
          FROM composite_stocks cs JOIN product_variants c ON c.id = cs.component_variant_id
          WHERE cs.variant_id = v.id AND cs.quantity > 0), 0) <= v.reorder_point)
    ELSE EXISTS (
      SELECT 1 FROM product_variants v
      WHERE v.product_id = p_id AND v.company_id = p_company AND v.deleted_at IS NULL
        AND v.reorder_point IS NOT NULL AND v.quantity <= v.reorder_point)
    END
$$;--> statement-breakpoint
UPDATE products SET low_stock = comptoir_product_is_low(id, company_id, type, track_inventory)
WHERE low_stock IS DISTINCT FROM comptoir_product_is_low(id, company_id, type, track_inventory);
