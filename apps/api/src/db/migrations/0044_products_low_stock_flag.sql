ALTER TABLE "products" ADD COLUMN "low_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("company_id","created_at","id") WHERE low_stock and deleted_at is null;--> statement-breakpoint
-- products.low_stock: the product list's stock_status=low_stock (products.list-query.ts), kept by the
-- triggers below. A tracked product is low when a variant is at or below its reorder point: its stored
-- quantity, or for bundles and menus the quantity its components allow (only variants that have components).
CREATE OR REPLACE FUNCTION comptoir_product_is_low(p_id uuid, p_company uuid, p_type text, p_track boolean)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_track AND CASE WHEN p_type IN ('bundle', 'menu') THEN EXISTS (
      SELECT 1 FROM product_variants v
      WHERE v.product_id = p_id AND v.company_id = p_company AND v.deleted_at IS NULL
        AND v.reorder_point IS NOT NULL
        AND EXISTS (SELECT 1 FROM composite_stocks cs0 WHERE cs0.variant_id = v.id AND cs0.company_id = p_company)
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
-- Recomputes the flag of these products, writing only the rows whose flag changes.
CREATE OR REPLACE FUNCTION comptoir_refresh_low_stock(p_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET low_stock = x.low
  FROM (SELECT p2.id, comptoir_product_is_low(p2.id, p2.company_id, p2.type, p2.track_inventory) AS low
        FROM products p2 WHERE p2.id = ANY (p_ids)) x
  WHERE p.id = x.id AND p.low_stock IS DISTINCT FROM x.low
$$;--> statement-breakpoint
-- Variants inserted, deleted, or changed in quantity, reorder point or deletion: their products, and
-- the bundles and menus they are a component of.
CREATE OR REPLACE FUNCTION comptoir_variants_low_stock_stmt() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_ids uuid[];
  p_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT product_id) INTO v_ids, p_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(DISTINCT product_id) INTO v_ids, p_ids FROM old_rows;
  ELSE
    SELECT array_agg(n.id), array_agg(DISTINCT n.product_id) || array_agg(DISTINCT o.product_id) INTO v_ids, p_ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.quantity IS DISTINCT FROM o.quantity OR n.reorder_point IS DISTINCT FROM o.reorder_point
      OR n.deleted_at IS DISTINCT FROM o.deleted_at OR n.product_id IS DISTINCT FROM o.product_id;
  END IF;
  IF v_ids IS NULL THEN
    RETURN NULL;
  END IF;
  p_ids := p_ids || ARRAY(
    SELECT DISTINCT v.product_id FROM composite_stocks cs JOIN product_variants v ON v.id = cs.variant_id
    WHERE cs.component_variant_id = ANY (v_ids));
  PERFORM comptoir_refresh_low_stock(p_ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comptoir_composites_low_stock_stmt() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_ids uuid[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    p_ids := p_ids || ARRAY(SELECT DISTINCT v.product_id FROM new_rows n JOIN product_variants v ON v.id = n.variant_id);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    p_ids := p_ids || ARRAY(SELECT DISTINCT v.product_id FROM old_rows o JOIN product_variants v ON v.id = o.variant_id);
  END IF;
  PERFORM comptoir_refresh_low_stock(p_ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comptoir_products_low_stock_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.low_stock := comptoir_product_is_low(NEW.id, NEW.company_id, NEW.type, NEW.track_inventory);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_ins AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_variants_low_stock_stmt();--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_upd AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_variants_low_stock_stmt();--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_del AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_variants_low_stock_stmt();--> statement-breakpoint
CREATE TRIGGER composite_stocks_low_stock_ins AFTER INSERT ON composite_stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_composites_low_stock_stmt();--> statement-breakpoint
CREATE TRIGGER composite_stocks_low_stock_upd AFTER UPDATE ON composite_stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_composites_low_stock_stmt();--> statement-breakpoint
CREATE TRIGGER composite_stocks_low_stock_del AFTER DELETE ON composite_stocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_composites_low_stock_stmt();--> statement-breakpoint
CREATE TRIGGER products_low_stock_upd BEFORE UPDATE OF type, track_inventory ON products FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.track_inventory IS DISTINCT FROM NEW.track_inventory)
  EXECUTE FUNCTION comptoir_products_low_stock_row();--> statement-breakpoint
UPDATE products SET low_stock = true
WHERE comptoir_product_is_low(id, company_id, type, track_inventory);
