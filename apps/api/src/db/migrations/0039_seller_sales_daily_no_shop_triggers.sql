-- seller_sales_daily keyed by (company, day, paid, seller) without shop: the trigger upsert and
-- analytics_rebuild follow; the rows are refilled from sales_daily (exact, no full rebuild).
CREATE OR REPLACE FUNCTION analytics_add_sales(
  p_company uuid, p_day date, p_shop uuid, p_paid boolean, p_seller uuid, p_channel text, p_mode text,
  p_orders bigint, p_revenue bigint, p_ex_tax bigint, p_discounts bigint, p_shipping bigint, p_tax bigint,
  p_units bigint, p_returned bigint, p_cost bigint
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
      shipping, tax, units, units_returned, cost)
    VALUES (p_company, p_day, p_shop, p_paid, p_orders, p_revenue, p_ex_tax, p_discounts, p_shipping, p_tax, p_units,
      p_returned, p_cost)
  ON CONFLICT ON CONSTRAINT sales_daily_totals_pk DO UPDATE SET
    orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue,
    revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts,
    shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units,
    units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost
  RETURNING * INTO t;
  IF t.orders = 0 AND t.revenue = 0 AND t.revenue_ex_tax = 0 AND t.discounts = 0 AND t.shipping = 0
      AND t.tax = 0 AND t.units = 0 AND t.units_returned = 0 AND t.cost = 0 THEN
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
CREATE OR REPLACE FUNCTION analytics_rebuild(company uuid) RETURNS void AS $$
DECLARE tz text := coalesce((SELECT timezone FROM companies WHERE id = company), 'UTC');
BEGIN
  DELETE FROM sales_daily WHERE company_id = company;
  DELETE FROM sales_daily_totals WHERE company_id = company;
  DELETE FROM seller_sales_daily WHERE company_id = company;
  DELETE FROM product_sales_daily WHERE company_id = company;
  DELETE FROM product_sales_monthly WHERE company_id = company;
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

  INSERT INTO product_sales_monthly (company_id, month, paid, product_id, lines, units, units_returned, revenue,
      revenue_ex_tax, cost)
    SELECT company_id, date_trunc('month', day)::date, paid, product_id, sum(lines), sum(units),
      sum(units_returned), sum(revenue), sum(revenue_ex_tax), sum(cost)
    FROM product_sales_daily WHERE company_id = company
    GROUP BY 1, 2, 3, 4;

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
INSERT INTO seller_sales_daily (company_id, day, paid, seller_id, orders, revenue, units, units_returned)
  SELECT company_id, day, paid, seller_id, sum(orders), sum(revenue), sum(units), sum(units_returned)
  FROM sales_daily GROUP BY company_id, day, paid, seller_id;
