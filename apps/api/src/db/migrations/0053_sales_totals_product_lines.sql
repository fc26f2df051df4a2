DROP INDEX "sales_totals_periods_zero_idx";--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "lines" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "line_revenue" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_totals_periods" ADD COLUMN "lines" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_totals_periods" ADD COLUMN "line_revenue" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_totals_periods_zero_idx" ON "sales_totals_periods" USING btree ("company_id") WHERE "sales_totals_periods"."orders" = 0 and "sales_totals_periods"."revenue" = 0 and "sales_totals_periods"."revenue_ex_tax" = 0 and "sales_totals_periods"."discounts" = 0 and "sales_totals_periods"."shipping" = 0 and "sales_totals_periods"."tax" = 0 and "sales_totals_periods"."units" = 0 and "sales_totals_periods"."units_returned" = 0 and "sales_totals_periods"."cost" = 0 and "sales_totals_periods"."lines" = 0 and "sales_totals_periods"."line_revenue" = 0;--> statement-breakpoint
-- Product lines and their revenue in sales_daily_totals and sales_totals_periods (bench/README.md dashboard
-- finding 8): the company-wide top products' totals row reads a few span rows instead of every product's rows.
-- The line trigger passes them to analytics_add_sales, which already upserts the (day, shop, paid) totals row
-- for the line's units (taken by the order trigger first: no new lock, no new statement).
DROP FUNCTION analytics_add_sales(uuid, date, uuid, boolean, uuid, text, text, bigint, bigint, bigint, bigint,
  bigint, bigint, bigint, bigint, bigint);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_add_sales(
  p_company uuid, p_day date, p_shop uuid, p_paid boolean, p_seller uuid, p_channel text, p_mode text,
  p_orders bigint, p_revenue bigint, p_ex_tax bigint, p_discounts bigint, p_shipping bigint, p_tax bigint,
  p_units bigint, p_returned bigint, p_cost bigint, p_lines bigint DEFAULT 0, p_line_revenue bigint DEFAULT 0
) RETURNS void AS $$
DECLARE
  r sales_daily;
  t sales_daily_totals;
  v seller_sales_daily;
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
  INSERT INTO sales_daily_totals AS s (company_id, day, shop_id, paid, orders, revenue, revenue_ex_tax, discounts,
      shipping, tax, units, units_returned, cost, lines, line_revenue)
    VALUES (p_company, p_day, p_shop, p_paid, p_orders, p_revenue, p_ex_tax, p_discounts, p_shipping, p_tax, p_units,
      p_returned, p_cost, p_lines, p_line_revenue)
  ON CONFLICT ON CONSTRAINT sales_daily_totals_pk DO UPDATE SET
    orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue,
    revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts,
    shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units,
    units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost,
    lines = s.lines + EXCLUDED.lines, line_revenue = s.line_revenue + EXCLUDED.line_revenue
  RETURNING * INTO t;
  IF t.orders = 0 AND t.revenue = 0 AND t.revenue_ex_tax = 0 AND t.discounts = 0 AND t.shipping = 0
      AND t.tax = 0 AND t.units = 0 AND t.units_returned = 0 AND t.cost = 0 AND t.lines = 0 AND t.line_revenue = 0 THEN
    DELETE FROM sales_daily_totals WHERE company_id = p_company AND day = p_day AND shop_id = p_shop
      AND paid = p_paid;
  END IF;
  INSERT INTO seller_sales_daily AS s (company_id, day, paid, seller_id, orders, revenue, units, units_returned)
    VALUES (p_company, p_day, p_paid, p_seller, p_orders, p_revenue, p_units, p_returned)
  ON CONFLICT ON CONSTRAINT seller_sales_daily_pk DO UPDATE SET
    orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units,
    units_returned = s.units_returned + EXCLUDED.units_returned
  RETURNING * INTO v;
  IF v.orders = 0 AND v.revenue = 0 AND v.units = 0 AND v.units_returned = 0 THEN
    DELETE FROM seller_sales_daily WHERE company_id = p_company AND day = p_day AND paid = p_paid
      AND seller_id = p_seller;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
    0, 0, 0, 0, 0, 0, sign * l.quantity, sign * returned_qty, sign * v_cost, sign::bigint,
    sign * (l.total - returned_amount));
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
CREATE OR REPLACE FUNCTION analytics_sales_totals_periods_add() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_totals_periods AS s (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost, lines, line_revenue)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, sum(d.orders), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.discounts), sum(d.shipping), sum(d.tax), sum(d.units), sum(d.units_returned), sum(d.cost), sum(d.lines), sum(d.line_revenue)
      FROM new_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0 OR sum(d.lines) <> 0 OR sum(d.line_revenue) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT sales_totals_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts, shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost, lines = s.lines + EXCLUDED.lines, line_revenue = s.line_revenue + EXCLUDED.line_revenue;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_totals_periods AS s (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost, lines, line_revenue)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, sum(d.orders), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.discounts), sum(d.shipping), sum(d.tax), sum(d.units), sum(d.units_returned), sum(d.cost), sum(d.lines), sum(d.line_revenue)
      FROM (
        SELECT company_id, day, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost, lines, line_revenue FROM new_rows
        UNION ALL
        SELECT company_id, day, shop_id, paid, -orders, -revenue, -revenue_ex_tax, -discounts, -shipping, -tax, -units, -units_returned, -cost, -lines, -line_revenue FROM old_rows
      ) d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0 OR sum(d.lines) <> 0 OR sum(d.line_revenue) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT sales_totals_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts, shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost, lines = s.lines + EXCLUDED.lines, line_revenue = s.line_revenue + EXCLUDED.line_revenue;
  ELSE
    INSERT INTO sales_totals_periods AS s (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost, lines, line_revenue)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, -sum(d.orders), -sum(d.revenue), -sum(d.revenue_ex_tax), -sum(d.discounts), -sum(d.shipping), -sum(d.tax), -sum(d.units), -sum(d.units_returned), -sum(d.cost), -sum(d.lines), -sum(d.line_revenue)
      FROM old_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0 OR sum(d.lines) <> 0 OR sum(d.line_revenue) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT sales_totals_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts, shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost, lines = s.lines + EXCLUDED.lines, line_revenue = s.line_revenue + EXCLUDED.line_revenue;
  END IF;
  -- rows left at zero (found by the partial index, which holds only them)
  DELETE FROM sales_totals_periods WHERE orders = 0 AND revenue = 0 AND revenue_ex_tax = 0 AND discounts = 0 AND shipping = 0 AND tax = 0 AND units = 0 AND units_returned = 0 AND cost = 0 AND lines = 0 AND line_revenue = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild(company uuid) RETURNS void AS $$
DECLARE tz text := coalesce((SELECT timezone FROM companies WHERE id = company), 'UTC');
BEGIN
  DELETE FROM sales_daily WHERE company_id = company;
  DELETE FROM sales_daily_totals WHERE company_id = company;
  DELETE FROM seller_sales_daily WHERE company_id = company;
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

  INSERT INTO seller_sales_daily (company_id, day, paid, seller_id, orders, revenue, units, units_returned)
    SELECT company_id, day, paid, seller_id, sum(orders), sum(revenue), sum(units), sum(units_returned)
    FROM sales_daily WHERE company_id = company
    GROUP BY company_id, day, paid, seller_id;

  INSERT INTO product_sales_daily (company_id, day, shop_id, paid, product_id, variant_id, lines, units,
      units_returned, revenue, revenue_ex_tax, cost)
    SELECT company, l.day, l.shop_id, l.paid, l.product_id, l.variant_id, count(*), sum(l.units),
      sum(l.returned), sum(l.revenue), sum(l.revenue_ex_tax), sum(l.cost)
    FROM analytics_line_rows(company) l GROUP BY l.day, l.shop_id, l.paid, l.product_id, l.variant_id;

  -- after product_sales_daily: the totals carry its lines and revenue
  INSERT INTO sales_daily_totals (company_id, day, shop_id, paid, orders, revenue, revenue_ex_tax, discounts,
      shipping, tax, units, units_returned, cost, lines, line_revenue)
    SELECT company, x.day, x.shop_id, x.paid, sum(x.orders), sum(x.revenue), sum(x.revenue_ex_tax),
      sum(x.discounts), sum(x.shipping), sum(x.tax), sum(x.units), sum(x.units_returned), sum(x.cost), sum(x.lines),
      sum(x.line_revenue)
    FROM (
      SELECT day, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned,
        cost, 0::bigint AS lines, 0::bigint AS line_revenue
      FROM sales_daily WHERE company_id = company
      UNION ALL
      SELECT day, shop_id, paid, 0, 0, 0, 0, 0, 0, 0, 0, 0, lines, revenue
      FROM product_sales_daily WHERE company_id = company
    ) x
    GROUP BY x.day, x.shop_id, x.paid;

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

  PERFORM analytics_rebuild_active_customers(company);

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
-- Existing rows: product_sales_daily summed per (day, shop, paid); the statement triggers carry the change to
-- sales_totals_periods.
INSERT INTO sales_daily_totals AS s (company_id, day, shop_id, paid, lines, line_revenue)
  SELECT company_id, day, shop_id, paid, sum(lines), sum(revenue)
  FROM product_sales_daily
  GROUP BY company_id, day, shop_id, paid
  HAVING sum(lines) <> 0 OR sum(revenue) <> 0
  ORDER BY 1, 2, 3, 4
ON CONFLICT ON CONSTRAINT sales_daily_totals_pk DO UPDATE SET lines = EXCLUDED.lines,
  line_revenue = EXCLUDED.line_revenue;
