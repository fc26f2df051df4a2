-- Less write work per product line (bench/README.md dashboard finding 8; docs/decisions.md "Product sales per
-- day, week, month, quarter and year"). product_sales_monthly is read by nothing since product_sales_periods
-- (0042-0043): analytics_apply_line (as in 0037) and analytics_rebuild (as in 0041) no longer write it, and
-- it is dropped. product_sales_periods keeps no quarter rows (readers take three month rows instead):
-- analytics_product_periods_add (as in 0043) upserts day, week, month and year rows only - 8 rows per line
-- statement instead of 10, plus the monthly upsert gone. The table is clustered again after the deletion.
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
-- As in 0041, without product_sales_monthly.
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

  INSERT INTO sales_daily_totals (company_id, day, shop_id, paid, orders, revenue, revenue_ex_tax, discounts,
      shipping, tax, units, units_returned, cost)
    SELECT company_id, day, shop_id, paid, sum(orders), sum(revenue), sum(revenue_ex_tax), sum(discounts),
      sum(shipping), sum(tax), sum(units), sum(units_returned), sum(cost)
    FROM sales_daily WHERE company_id = company
    GROUP BY company_id, day, shop_id, paid;

  INSERT INTO seller_sales_daily (company_id, day, paid, seller_id, orders, revenue, units, units_returned)
    SELECT company_id, day, paid, seller_id, sum(orders), sum(revenue), sum(units), sum(units_returned)
    FROM sales_daily WHERE company_id = company
    GROUP BY company_id, day, paid, seller_id;

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
-- As in 0043, without the quarter span.
CREATE OR REPLACE FUNCTION analytics_product_periods_add() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales_periods AS s (company_id, paid_only, span, start, product_id, lines, units,
        units_returned, revenue, revenue_ex_tax, cost)
      SELECT d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id, sum(d.lines),
        sum(d.units), sum(d.units_returned), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.cost)
      FROM new_rows d
      CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
      CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('year')) AS sp(span)
      WHERE d.paid OR NOT k.paid_only
      GROUP BY d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id
      HAVING sum(d.lines) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.revenue) <> 0
        OR sum(d.revenue_ex_tax) <> 0 OR sum(d.cost) <> 0
      ORDER BY d.product_id, d.company_id, k.paid_only, sp.span, 4
    ON CONFLICT ON CONSTRAINT product_sales_periods_pk DO UPDATE SET
      lines = s.lines + EXCLUDED.lines, units = s.units + EXCLUDED.units,
      units_returned = s.units_returned + EXCLUDED.units_returned, revenue = s.revenue + EXCLUDED.revenue,
      revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, cost = s.cost + EXCLUDED.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO product_sales_periods AS s (company_id, paid_only, span, start, product_id, lines, units,
        units_returned, revenue, revenue_ex_tax, cost)
      SELECT d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id, sum(d.lines),
        sum(d.units), sum(d.units_returned), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.cost)
      FROM (
        SELECT company_id, day, paid, product_id, lines, units, units_returned, revenue, revenue_ex_tax, cost
        FROM new_rows
        UNION ALL
        SELECT company_id, day, paid, product_id, -lines, -units, -units_returned, -revenue, -revenue_ex_tax, -cost
        FROM old_rows
      ) d
      CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
      CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('year')) AS sp(span)
      WHERE d.paid OR NOT k.paid_only
      GROUP BY d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id
      HAVING sum(d.lines) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.revenue) <> 0
        OR sum(d.revenue_ex_tax) <> 0 OR sum(d.cost) <> 0
      ORDER BY d.product_id, d.company_id, k.paid_only, sp.span, 4
    ON CONFLICT ON CONSTRAINT product_sales_periods_pk DO UPDATE SET
      lines = s.lines + EXCLUDED.lines, units = s.units + EXCLUDED.units,
      units_returned = s.units_returned + EXCLUDED.units_returned, revenue = s.revenue + EXCLUDED.revenue,
      revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, cost = s.cost + EXCLUDED.cost;
  ELSE
    INSERT INTO product_sales_periods AS s (company_id, paid_only, span, start, product_id, lines, units,
        units_returned, revenue, revenue_ex_tax, cost)
      SELECT d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id, -sum(d.lines),
        -sum(d.units), -sum(d.units_returned), -sum(d.revenue), -sum(d.revenue_ex_tax), -sum(d.cost)
      FROM old_rows d
      CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
      CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('year')) AS sp(span)
      WHERE d.paid OR NOT k.paid_only
      GROUP BY d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id
      HAVING sum(d.lines) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.revenue) <> 0
        OR sum(d.revenue_ex_tax) <> 0 OR sum(d.cost) <> 0
      ORDER BY d.product_id, d.company_id, k.paid_only, sp.span, 4
    ON CONFLICT ON CONSTRAINT product_sales_periods_pk DO UPDATE SET
      lines = s.lines + EXCLUDED.lines, units = s.units + EXCLUDED.units,
      units_returned = s.units_returned + EXCLUDED.units_returned, revenue = s.revenue + EXCLUDED.revenue,
      revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, cost = s.cost + EXCLUDED.cost;
  END IF;
  -- rows left at zero (found by the partial index, which holds only them)
  DELETE FROM product_sales_periods
    WHERE lines = 0 AND units = 0 AND units_returned = 0 AND revenue = 0 AND revenue_ex_tax = 0 AND cost = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DELETE FROM product_sales_periods WHERE span = 'quarter';
--> statement-breakpoint
DROP TABLE "product_sales_monthly" CASCADE;
--> statement-breakpoint
CLUSTER product_sales_periods USING product_sales_periods_pk;
