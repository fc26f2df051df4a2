-- Analytics rollups (issue 7, docs/decisions.md "Analytics rollups"): sales_daily,
-- product_sales_daily, customer_sales_daily, customer_first_days and payments_daily kept exact by
-- row triggers, in the same transaction as the change. Every trigger subtracts the row's old
-- contribution and adds its new one. An order counts when its status is confirmed or completed
-- (core countsAsSale); paid when its payment status is paid, partially_paid or partially_credited
-- (countsAsPaidSale). Its day is created_at in the company's time zone. analytics_rebuild(company)
-- recomputes a company's rows from the raw tables (used when the time zone changes, and by tests).

-- The cost of goods at sale time: the variant's cost when the line is made.
CREATE OR REPLACE FUNCTION analytics_line_unit_cost() RETURNS trigger AS $$
BEGIN
  IF NEW.unit_cost IS NULL AND NEW.variant_id IS NOT NULL THEN
    NEW.unit_cost := (SELECT cost FROM product_variants WHERE id = NEW.variant_id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_lines_unit_cost BEFORE INSERT ON order_lines
  FOR EACH ROW EXECUTE FUNCTION analytics_line_unit_cost();
--> statement-breakpoint
UPDATE order_lines l SET unit_cost = v.cost FROM product_variants v
  WHERE v.id = l.variant_id AND l.unit_cost IS NULL AND v.cost IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_counts(o orders) RETURNS boolean AS $$
  SELECT o.status IN ('confirmed', 'completed')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_paid(o orders) RETURNS boolean AS $$
  SELECT o.payment_status IN ('paid', 'partially_paid', 'partially_credited')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_day(company uuid, p_at timestamptz) RETURNS date AS $$
  SELECT (p_at AT TIME ZONE coalesce((SELECT timezone FROM companies WHERE id = company), 'UTC'))::date
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Revenue excluding tax of an order: its revenue (total − credited) × (total − tax) / total.
CREATE OR REPLACE FUNCTION analytics_ex_tax(revenue bigint, total bigint, tax bigint) RETURNS bigint AS $$
  SELECT CASE WHEN total = 0 THEN 0 ELSE round(revenue::numeric * (total - tax) / total)::bigint END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Adds a contribution to a sales_daily row; a row left at zero is removed.
CREATE OR REPLACE FUNCTION analytics_add_sales(
  p_company uuid, p_day date, p_shop uuid, p_paid boolean, p_seller uuid, p_channel text, p_mode text,
  p_orders bigint, p_revenue bigint, p_ex_tax bigint, p_discounts bigint, p_shipping bigint, p_tax bigint,
  p_units bigint, p_returned bigint, p_cost bigint
) RETURNS void AS $$
DECLARE r sales_daily;
BEGIN
  INSERT INTO sales_daily AS s (company_id, day, shop_id, paid, seller_id, channel, delivery_mode, orders,
      revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost)
    VALUES (p_company, p_day, p_shop, p_paid, p_seller, p_channel, p_mode, p_orders, p_revenue, p_ex_tax,
      p_discounts, p_shipping, p_tax, p_units, p_returned, p_cost)
  ON CONFLICT ON CONSTRAINT sales_daily_pk DO UPDATE SET
    orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue,
    revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts,
    shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units,
    units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost
  RETURNING * INTO r;
  IF r.orders = 0 AND r.revenue = 0 AND r.revenue_ex_tax = 0 AND r.discounts = 0 AND r.shipping = 0
      AND r.tax = 0 AND r.units = 0 AND r.units_returned = 0 AND r.cost = 0 THEN
    DELETE FROM sales_daily WHERE company_id = p_company AND day = p_day AND shop_id = p_shop
      AND paid = p_paid AND seller_id = p_seller AND channel = p_channel AND delivery_mode = p_mode;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_add_customer(
  p_company uuid, p_day date, p_shop uuid, p_paid boolean, p_customer uuid,
  p_orders bigint, p_revenue bigint, p_units bigint
) RETURNS void AS $$
DECLARE r customer_sales_daily;
BEGIN
  INSERT INTO customer_sales_daily AS s (company_id, day, shop_id, paid, customer_id, orders, revenue, units)
    VALUES (p_company, p_day, p_shop, p_paid, p_customer, p_orders, p_revenue, p_units)
  ON CONFLICT ON CONSTRAINT customer_sales_daily_pk DO UPDATE SET
    orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units
  RETURNING * INTO r;
  IF r.orders = 0 AND r.revenue = 0 AND r.units = 0 THEN
    DELETE FROM customer_sales_daily WHERE company_id = p_company AND day = p_day AND shop_id = p_shop
      AND paid = p_paid AND customer_id = p_customer;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A product line's contribution with `returned_qty` units (for `returned_amount`) come back.
CREATE OR REPLACE FUNCTION analytics_apply_line(
  o orders, l order_lines, sign integer, returned_qty bigint, returned_amount bigint
) RETURNS void AS $$
DECLARE
  v_day date;
  v_paid boolean := analytics_paid(o);
  v_kept bigint := l.quantity - returned_qty;
  v_cost bigint := coalesce(l.unit_cost, 0) * (l.quantity - returned_qty);
  r product_sales_daily;
BEGIN
  IF l.source <> 'product' THEN RETURN; END IF;
  v_day := analytics_day(o.company_id, o.created_at);
  PERFORM analytics_add_sales(o.company_id, v_day, o.shop_id, v_paid,
    coalesce(o.seller_id, '00000000-0000-0000-0000-000000000000'), o.channel, o.delivery_mode,
    0, 0, 0, 0, 0, 0, sign * l.quantity, sign * returned_qty, sign * v_cost);
  INSERT INTO product_sales_daily AS s (company_id, day, shop_id, paid, product_id, variant_id, lines, units,
      units_returned, revenue, revenue_ex_tax, cost)
    VALUES (o.company_id, v_day, o.shop_id, v_paid, coalesce(l.product_id, '00000000-0000-0000-0000-000000000000'),
      coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000'), sign, sign * l.quantity,
      sign * returned_qty, sign * (l.total - returned_amount),
      sign * CASE WHEN l.quantity = 0 THEN 0
        ELSE round((l.total - l.tax_total)::numeric * v_kept / l.quantity)::bigint END,
      sign * v_cost)
  ON CONFLICT ON CONSTRAINT product_sales_daily_pk DO UPDATE SET
    lines = s.lines + EXCLUDED.lines, units = s.units + EXCLUDED.units,
    units_returned = s.units_returned + EXCLUDED.units_returned, revenue = s.revenue + EXCLUDED.revenue,
    revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, cost = s.cost + EXCLUDED.cost
  RETURNING * INTO r;
  IF r.lines = 0 AND r.units = 0 AND r.units_returned = 0 AND r.revenue = 0 AND r.revenue_ex_tax = 0
      AND r.cost = 0 THEN
    DELETE FROM product_sales_daily s WHERE s.company_id = r.company_id AND s.day = r.day AND s.shop_id = r.shop_id
      AND s.paid = r.paid AND s.product_id = r.product_id AND s.variant_id = r.variant_id;
  END IF;
  IF o.customer_id IS NOT NULL THEN
    PERFORM analytics_add_customer(o.company_id, v_day, o.shop_id, v_paid, o.customer_id, 0, 0, sign * v_kept);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Units and amount of approved returns of an order line, as they stand now.
CREATE OR REPLACE FUNCTION analytics_returned(line uuid, OUT qty bigint, OUT amount bigint) AS $$
  SELECT coalesce(sum(rl.quantity), 0)::bigint, coalesce(sum(rl.amount), 0)::bigint
  FROM return_lines rl JOIN returns r ON r.id = rl.return_id
  WHERE rl.order_line_id = line AND r.status = 'approved'
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The first counted order day of a customer, per shop and company-wide (nil shop), all and paid.
CREATE OR REPLACE FUNCTION analytics_customer_first(p_company uuid, p_customer uuid) RETURNS void AS $$
BEGIN
  INSERT INTO customer_first_days AS f (company_id, customer_id, shop_id, paid_only, first_day)
    SELECT p_company, p_customer, k.shop_id, k.paid_only, min(d.day)
    FROM customer_sales_daily d
    CROSS JOIN LATERAL (VALUES (d.shop_id, false), ('00000000-0000-0000-0000-000000000000'::uuid, false),
      (d.shop_id, true), ('00000000-0000-0000-0000-000000000000'::uuid, true)) AS k(shop_id, paid_only)
    WHERE d.company_id = p_company AND d.customer_id = p_customer AND d.orders > 0
      AND (NOT k.paid_only OR d.paid)
    GROUP BY k.shop_id, k.paid_only
    ORDER BY k.shop_id, k.paid_only
  ON CONFLICT ON CONSTRAINT customer_first_days_pk DO UPDATE SET first_day = EXCLUDED.first_day
    WHERE f.first_day <> EXCLUDED.first_day;
  DELETE FROM customer_first_days f
    WHERE f.company_id = p_company AND f.customer_id = p_customer AND NOT EXISTS (
      SELECT 1 FROM customer_sales_daily d
      WHERE d.company_id = p_company AND d.customer_id = p_customer AND d.orders > 0
        AND (f.shop_id = '00000000-0000-0000-0000-000000000000' OR d.shop_id = f.shop_id)
        AND (NOT f.paid_only OR d.paid));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An order's contribution: the order's own figures and, with `with_lines`, its product lines'.
CREATE OR REPLACE FUNCTION analytics_apply_order(o orders, sign integer, with_lines boolean) RETURNS void AS $$
DECLARE
  v_day date;
  v_paid boolean;
  v_revenue bigint;
  l order_lines;
  ret record;
BEGIN
  IF NOT analytics_counts(o) THEN RETURN; END IF;
  v_day := analytics_day(o.company_id, o.created_at);
  v_paid := analytics_paid(o);
  v_revenue := o.total - o.credited_total;
  PERFORM analytics_add_sales(o.company_id, v_day, o.shop_id, v_paid,
    coalesce(o.seller_id, '00000000-0000-0000-0000-000000000000'), o.channel, o.delivery_mode,
    sign, sign * v_revenue, sign * analytics_ex_tax(v_revenue, o.total, o.tax_total), sign * o.discount_total,
    sign * o.shipping_total, sign * o.tax_total, 0, 0, 0);
  IF o.customer_id IS NOT NULL THEN
    PERFORM analytics_add_customer(o.company_id, v_day, o.shop_id, v_paid, o.customer_id, sign, sign * v_revenue, 0);
  END IF;
  IF with_lines THEN
    -- variant order: rollup rows are locked in the same order by every transaction
    FOR l IN SELECT * FROM order_lines WHERE order_id = o.id AND source = 'product'
        ORDER BY variant_id, id LOOP
      ret := analytics_returned(l.id);
      PERFORM analytics_apply_line(o, l, sign, ret.qty, ret.amount);
    END LOOP;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_add_payment(p payments, sign integer, p_shop uuid) RETURNS void AS $$
DECLARE r payments_daily;
BEGIN
  IF p.voided_at IS NOT NULL THEN RETURN; END IF;
  INSERT INTO payments_daily AS s (company_id, day, shop_id, payment_method_id, received, refunded, payments)
    VALUES (p.company_id, analytics_day(p.company_id, p.received_at),
      coalesce(p_shop, '00000000-0000-0000-0000-000000000000'), p.payment_method_id,
      CASE WHEN p.kind = 'payment' THEN sign * p.amount ELSE 0 END,
      CASE WHEN p.kind = 'refund' THEN sign * p.amount ELSE 0 END, sign)
  ON CONFLICT ON CONSTRAINT payments_daily_pk DO UPDATE SET
    received = s.received + EXCLUDED.received, refunded = s.refunded + EXCLUDED.refunded,
    payments = s.payments + EXCLUDED.payments
  RETURNING * INTO r;
  IF r.received = 0 AND r.refunded = 0 AND r.payments = 0 THEN
    DELETE FROM payments_daily s WHERE s.company_id = r.company_id AND s.day = r.day AND s.shop_id = r.shop_id
      AND s.payment_method_id = r.payment_method_id;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_orders_trigger() RETURNS trigger AS $$
DECLARE
  keys_changed boolean := true;
  v_customers uuid[];
  c uuid;
  p payments;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    keys_changed := (analytics_counts(OLD), analytics_paid(OLD), OLD.created_at, OLD.shop_id, OLD.seller_id,
        OLD.channel, OLD.delivery_mode, OLD.customer_id, OLD.company_id)
      IS DISTINCT FROM (analytics_counts(NEW), analytics_paid(NEW), NEW.created_at, NEW.shop_id, NEW.seller_id,
        NEW.channel, NEW.delivery_mode, NEW.customer_id, NEW.company_id);
    IF NOT keys_changed AND (OLD.total, OLD.credited_total, OLD.tax_total, OLD.discount_total, OLD.shipping_total)
        IS NOT DISTINCT FROM (NEW.total, NEW.credited_total, NEW.tax_total, NEW.discount_total, NEW.shipping_total)
    THEN
      RETURN NULL;
    END IF;
    IF OLD.shop_id IS DISTINCT FROM NEW.shop_id THEN
      FOR p IN SELECT * FROM payments WHERE order_id = NEW.id ORDER BY id LOOP
        PERFORM analytics_add_payment(p, -1, OLD.shop_id);
        PERFORM analytics_add_payment(p, 1, NEW.shop_id);
      END LOOP;
    END IF;
  END IF;
  -- one transaction at a time per customer, so each sees the other's days (customer_first_days)
  IF TG_OP <> 'INSERT' AND OLD.customer_id IS NOT NULL AND analytics_counts(OLD) THEN
    v_customers := array_append(v_customers, OLD.customer_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.customer_id IS NOT NULL AND analytics_counts(NEW) THEN
    v_customers := array_append(v_customers, NEW.customer_id);
  END IF;
  IF keys_changed THEN
    FOR c IN SELECT DISTINCT x FROM unnest(v_customers) x ORDER BY x LOOP
      PERFORM pg_advisory_xact_lock(hashtextextended(c::text, 7));
    END LOOP;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_apply_order(OLD, -1, keys_changed); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_apply_order(NEW, 1, keys_changed); END IF;
  IF keys_changed THEN
    FOR c IN SELECT DISTINCT x FROM unnest(v_customers) x ORDER BY x LOOP
      PERFORM analytics_customer_first(CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END, c);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_analytics AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION analytics_orders_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_order_lines_trigger() RETURNS trigger AS $$
DECLARE
  o orders;
  ret record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.order_id, OLD.source, OLD.product_id, OLD.variant_id, OLD.quantity, OLD.total,
      OLD.tax_total, OLD.unit_cost) IS NOT DISTINCT FROM (NEW.order_id, NEW.source, NEW.product_id,
      NEW.variant_id, NEW.quantity, NEW.total, NEW.tax_total, NEW.unit_cost) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.source = 'product' THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND AND analytics_counts(o) THEN
      ret := analytics_returned(OLD.id);
      PERFORM analytics_apply_line(o, OLD, -1, ret.qty, ret.amount);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.source = 'product' THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND AND analytics_counts(o) THEN
      ret := analytics_returned(NEW.id);
      PERFORM analytics_apply_line(o, NEW, 1, ret.qty, ret.amount);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_lines_analytics AFTER INSERT OR UPDATE OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION analytics_order_lines_trigger();
--> statement-breakpoint
-- A returned line's units changed by `delta` (and its amount by `delta_amount`): its contribution
-- before (returns as they stand now less the change) goes, its contribution now comes.
CREATE OR REPLACE FUNCTION analytics_line_returned(line uuid, delta bigint, delta_amount bigint) RETURNS void AS $$
DECLARE
  l order_lines;
  o orders;
  ret record;
BEGIN
  IF delta = 0 AND delta_amount = 0 THEN RETURN; END IF;
  SELECT * INTO l FROM order_lines WHERE id = line;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO o FROM orders WHERE id = l.order_id;
  IF NOT analytics_counts(o) THEN RETURN; END IF;
  ret := analytics_returned(line);
  PERFORM analytics_apply_line(o, l, -1, ret.qty - delta, ret.amount - delta_amount);
  PERFORM analytics_apply_line(o, l, 1, ret.qty, ret.amount);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_returns_trigger() RETURNS trigger AS $$
DECLARE
  rl record;
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'approved';
  now_approved boolean := TG_OP <> 'DELETE' AND NEW.status = 'approved';
BEGIN
  IF was = now_approved THEN RETURN NULL; END IF;
  -- one change per order line (a line returned twice in one return moves once)
  FOR rl IN SELECT order_line_id, sum(quantity)::bigint AS qty, sum(amount)::bigint AS amount
      FROM return_lines WHERE return_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END
      GROUP BY order_line_id ORDER BY order_line_id LOOP
    PERFORM analytics_line_returned(rl.order_line_id,
      CASE WHEN now_approved THEN rl.qty ELSE -rl.qty END,
      CASE WHEN now_approved THEN rl.amount ELSE -rl.amount END);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER returns_analytics AFTER INSERT OR UPDATE OR DELETE ON returns
  FOR EACH ROW EXECUTE FUNCTION analytics_returns_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_return_lines_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.return_id, OLD.order_line_id, OLD.quantity, OLD.amount)
      IS NOT DISTINCT FROM (NEW.return_id, NEW.order_line_id, NEW.quantity, NEW.amount) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM returns WHERE id = OLD.return_id AND status = 'approved') THEN
    PERFORM analytics_line_returned(OLD.order_line_id, -OLD.quantity, -OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM returns WHERE id = NEW.return_id AND status = 'approved') THEN
    PERFORM analytics_line_returned(NEW.order_line_id, NEW.quantity, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER return_lines_analytics AFTER INSERT OR UPDATE OR DELETE ON return_lines
  FOR EACH ROW EXECUTE FUNCTION analytics_return_lines_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_payments_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.order_id, OLD.payment_method_id, OLD.kind, OLD.amount,
      OLD.received_at, OLD.voided_at IS NULL) IS NOT DISTINCT FROM (NEW.company_id, NEW.order_id,
      NEW.payment_method_id, NEW.kind, NEW.amount, NEW.received_at, NEW.voided_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_add_payment(OLD, -1, (SELECT shop_id FROM orders WHERE id = OLD.order_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_add_payment(NEW, 1, (SELECT shop_id FROM orders WHERE id = NEW.order_id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_analytics AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION analytics_payments_trigger();
--> statement-breakpoint
-- A company's counted orders and their product lines, as the rollups see them (analytics_rebuild).
CREATE OR REPLACE FUNCTION analytics_order_rows(company uuid) RETURNS TABLE (
  id uuid, day date, shop_id uuid, paid boolean, seller_id uuid, channel text, delivery_mode text,
  customer_id uuid, revenue bigint, revenue_ex_tax bigint, discounts bigint, shipping bigint, tax bigint
) AS $$
  SELECT o.id, (o.created_at AT TIME ZONE coalesce(c.timezone, 'UTC'))::date, o.shop_id,
    o.payment_status IN ('paid', 'partially_paid', 'partially_credited'),
    coalesce(o.seller_id, '00000000-0000-0000-0000-000000000000'), o.channel, o.delivery_mode, o.customer_id,
    o.total - o.credited_total, analytics_ex_tax(o.total - o.credited_total, o.total, o.tax_total),
    o.discount_total, o.shipping_total, o.tax_total
  FROM orders o JOIN companies c ON c.id = o.company_id
  WHERE o.company_id = company AND o.status IN ('confirmed', 'completed')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_line_rows(company uuid) RETURNS TABLE (
  day date, shop_id uuid, paid boolean, seller_id uuid, channel text, delivery_mode text, customer_id uuid,
  product_id uuid, variant_id uuid, units bigint, returned bigint, revenue bigint, revenue_ex_tax bigint,
  cost bigint
) AS $$
  SELECT o.day, o.shop_id, o.paid, o.seller_id, o.channel, o.delivery_mode, o.customer_id,
    coalesce(l.product_id, '00000000-0000-0000-0000-000000000000'),
    coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000'),
    l.quantity, coalesce(r.qty, 0), l.total - coalesce(r.amount, 0),
    CASE WHEN l.quantity = 0 THEN 0
      ELSE round((l.total - l.tax_total)::numeric * (l.quantity - coalesce(r.qty, 0)) / l.quantity)::bigint END,
    coalesce(l.unit_cost, 0) * (l.quantity - coalesce(r.qty, 0))
  FROM analytics_order_rows(company) o
  JOIN order_lines l ON l.order_id = o.id AND l.source = 'product'
  LEFT JOIN (
    SELECT rl.order_line_id, sum(rl.quantity)::bigint AS qty, sum(rl.amount)::bigint AS amount
    FROM return_lines rl JOIN returns rr ON rr.id = rl.return_id
    WHERE rl.company_id = company AND rr.status = 'approved' GROUP BY rl.order_line_id
  ) r ON r.order_line_id = l.id
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Recomputes a company's rollups from the raw rows, with the formulas the triggers use.
CREATE OR REPLACE FUNCTION analytics_rebuild(company uuid) RETURNS void AS $$
DECLARE tz text := coalesce((SELECT timezone FROM companies WHERE id = company), 'UTC');
BEGIN
  DELETE FROM sales_daily WHERE company_id = company;
  DELETE FROM product_sales_daily WHERE company_id = company;
  DELETE FROM customer_sales_daily WHERE company_id = company;
  DELETE FROM customer_first_days WHERE company_id = company;
  DELETE FROM payments_daily WHERE company_id = company;

  INSERT INTO sales_daily (company_id, day, shop_id, paid, seller_id, channel, delivery_mode, orders, revenue,
      revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost)
    SELECT company, x.day, x.shop_id, x.paid, x.seller_id, x.channel, x.delivery_mode, sum(x.orders),
      sum(x.revenue), sum(x.revenue_ex_tax), sum(x.discounts), sum(x.shipping), sum(x.tax), sum(x.units),
      sum(x.returned), sum(x.cost)
    FROM (
      SELECT o.day, o.shop_id, o.paid, o.seller_id, o.channel, o.delivery_mode, 1 AS orders, o.revenue,
        o.revenue_ex_tax, o.discounts, o.shipping, o.tax, 0::bigint AS units, 0::bigint AS returned,
        0::bigint AS cost
      FROM analytics_order_rows(company) o
      UNION ALL
      SELECT l.day, l.shop_id, l.paid, l.seller_id, l.channel, l.delivery_mode, 0, 0, 0, 0, 0, 0, l.units,
        l.returned, l.cost
      FROM analytics_line_rows(company) l
    ) x
    GROUP BY x.day, x.shop_id, x.paid, x.seller_id, x.channel, x.delivery_mode;

  INSERT INTO product_sales_daily (company_id, day, shop_id, paid, product_id, variant_id, lines, units,
      units_returned, revenue, revenue_ex_tax, cost)
    SELECT company, l.day, l.shop_id, l.paid, l.product_id, l.variant_id, count(*), sum(l.units),
      sum(l.returned), sum(l.revenue), sum(l.revenue_ex_tax), sum(l.cost)
    FROM analytics_line_rows(company) l GROUP BY l.day, l.shop_id, l.paid, l.product_id, l.variant_id;

  INSERT INTO customer_sales_daily (company_id, day, shop_id, paid, customer_id, orders, revenue, units)
    SELECT company, x.day, x.shop_id, x.paid, x.customer_id, sum(x.orders), sum(x.revenue), sum(x.units)
    FROM (
      SELECT o.day, o.shop_id, o.paid, o.customer_id, 1 AS orders, o.revenue, 0::bigint AS units
      FROM analytics_order_rows(company) o WHERE o.customer_id IS NOT NULL
      UNION ALL
      SELECT l.day, l.shop_id, l.paid, l.customer_id, 0, 0, l.units - l.returned
      FROM analytics_line_rows(company) l WHERE l.customer_id IS NOT NULL
    ) x
    GROUP BY x.day, x.shop_id, x.paid, x.customer_id;

  INSERT INTO customer_first_days (company_id, customer_id, shop_id, paid_only, first_day)
    SELECT company, d.customer_id, k.shop_id, k.paid_only, min(d.day)
    FROM customer_sales_daily d
    CROSS JOIN LATERAL (VALUES (d.shop_id, false), ('00000000-0000-0000-0000-000000000000'::uuid, false),
      (d.shop_id, true), ('00000000-0000-0000-0000-000000000000'::uuid, true)) AS k(shop_id, paid_only)
    WHERE d.company_id = company AND d.orders > 0 AND (NOT k.paid_only OR d.paid)
    GROUP BY d.customer_id, k.shop_id, k.paid_only;

  INSERT INTO payments_daily (company_id, day, shop_id, payment_method_id, received, refunded, payments)
    SELECT company, (p.received_at AT TIME ZONE tz)::date,
      coalesce(o.shop_id, '00000000-0000-0000-0000-000000000000'), p.payment_method_id,
      sum(CASE WHEN p.kind = 'payment' THEN p.amount ELSE 0 END),
      sum(CASE WHEN p.kind = 'refund' THEN p.amount ELSE 0 END), count(*)
    FROM payments p LEFT JOIN orders o ON o.id = p.order_id
    WHERE p.company_id = company AND p.voided_at IS NULL
    GROUP BY 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Days follow the company's time zone: a new zone recomputes its rows.
CREATE OR REPLACE FUNCTION analytics_company_timezone_trigger() RETURNS trigger AS $$
BEGIN
  PERFORM analytics_rebuild(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_analytics_timezone AFTER UPDATE OF timezone ON companies
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION analytics_company_timezone_trigger();
--> statement-breakpoint
SELECT analytics_rebuild(id) FROM companies;
