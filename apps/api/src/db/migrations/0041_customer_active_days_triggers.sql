-- Company-wide active customers without count(distinct) (bench/README.md dashboard finding 5; docs/decisions.md
-- "Active customers without counting distinct"). customer_active_days holds one row per customer and day with a
-- counted order (paid_only false) or a paid one (true), with the customer's previous such day ('-infinity' for
-- none): the distinct customers of [a, b] are the rows of [a, b] whose prev_day < a. customer_active_months
-- counts customers per (month, previous active month): the distinct customers of whole months [A, B] are the
-- cells of [A, B] whose prev_month < A. Both follow customer_sales_daily (a row with orders > 0) in the orders
-- trigger, under the per-customer advisory lock it already takes; analytics_rebuild recomputes them.

-- Adds `delta` customers to a (month, previous month) cell; a cell left at zero is removed.
CREATE OR REPLACE FUNCTION analytics_active_month_add(
  p_company uuid, p_paid_only boolean, p_month date, p_prev date, p_delta integer
) RETURNS void AS $$
DECLARE v integer;
BEGIN
  INSERT INTO customer_active_months AS m (company_id, paid_only, month, prev_month, customers)
    VALUES (p_company, p_paid_only, p_month, p_prev, p_delta)
  ON CONFLICT ON CONSTRAINT customer_active_months_pk DO UPDATE SET customers = m.customers + EXCLUDED.customers
  RETURNING customers INTO v;
  IF v = 0 THEN
    DELETE FROM customer_active_months WHERE company_id = p_company AND paid_only = p_paid_only
      AND month = p_month AND prev_month = p_prev;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) a customer's active day in a scope: its row with the previous active
-- day, and the next day's previous day. Returns the month cells' changes (customers = delta) when the day's
-- month starts or stops being active, for the caller to apply in key order.
CREATE OR REPLACE FUNCTION analytics_active_day_apply(
  p_company uuid, p_paid_only boolean, p_customer uuid, p_day date, sign integer
) RETURNS SETOF customer_active_months AS $$
DECLARE
  v_prev date;
  v_next date;
  v_month date := date_trunc('month', p_day::timestamp)::date;
  v_prev_month date;
  v_next_month date;
BEGIN
  SELECT coalesce(max(a.day), '-infinity') INTO v_prev FROM customer_active_days a
    WHERE a.company_id = p_company AND a.paid_only = p_paid_only AND a.customer_id = p_customer AND a.day < p_day;
  SELECT min(a.day) INTO v_next FROM customer_active_days a
    WHERE a.company_id = p_company AND a.paid_only = p_paid_only AND a.customer_id = p_customer AND a.day > p_day;
  IF sign > 0 THEN
    INSERT INTO customer_active_days (company_id, paid_only, customer_id, day, prev_day)
      VALUES (p_company, p_paid_only, p_customer, p_day, v_prev);
  ELSE
    DELETE FROM customer_active_days WHERE company_id = p_company AND paid_only = p_paid_only
      AND customer_id = p_customer AND day = p_day;
  END IF;
  IF v_next IS NOT NULL THEN
    UPDATE customer_active_days SET prev_day = CASE WHEN sign > 0 THEN p_day ELSE v_prev END
      WHERE company_id = p_company AND paid_only = p_paid_only AND customer_id = p_customer AND day = v_next;
  END IF;
  -- the month changes only when no other active day of the customer falls in it
  IF v_prev < v_month AND (v_next IS NULL OR v_next >= (v_month + interval '1 month')::date) THEN
    v_prev_month := date_trunc('month', v_prev::timestamp)::date;
    v_next_month := date_trunc('month', v_next::timestamp)::date;
    RETURN QUERY SELECT p_company, p_paid_only, x.month, x.prev_month, x.delta
      FROM (VALUES (v_month, v_prev_month, sign), (v_next_month, v_prev_month, -sign),
        (v_next_month, v_month, sign)) AS x(month, prev_month, delta)
      WHERE x.month IS NOT NULL;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Makes a customer's day in both scopes follow customer_sales_daily (active: a row with orders > 0, paid for
-- the paid scope). Returns the month cells' changes.
CREATE OR REPLACE FUNCTION analytics_active_day_sync(p_company uuid, p_customer uuid, p_day date)
RETURNS SETOF customer_active_months AS $$
DECLARE
  v_any boolean;
  v_paid boolean;
  v_want boolean;
  v_has boolean;
  k boolean;
BEGIN
  SELECT coalesce(bool_or(d.orders > 0), false), coalesce(bool_or(d.orders > 0 AND d.paid), false)
    INTO v_any, v_paid
    FROM customer_sales_daily d
    WHERE d.company_id = p_company AND d.customer_id = p_customer AND d.day = p_day;
  FOREACH k IN ARRAY ARRAY[false, true] LOOP
    v_want := CASE WHEN k THEN v_paid ELSE v_any END;
    v_has := EXISTS (SELECT 1 FROM customer_active_days a WHERE a.company_id = p_company AND a.paid_only = k
      AND a.customer_id = p_customer AND a.day = p_day);
    IF v_want AND NOT v_has THEN
      RETURN QUERY SELECT * FROM analytics_active_day_apply(p_company, k, p_customer, p_day, 1);
    ELSIF v_has AND NOT v_want THEN
      RETURN QUERY SELECT * FROM analytics_active_day_apply(p_company, k, p_customer, p_day, -1);
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_orders_trigger() RETURNS trigger AS $$
DECLARE
  keys_changed boolean := true;
  v_customers uuid[];
  c uuid;
  p payments;
  v_cells customer_active_months[];
  m record;
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
  -- one transaction at a time per customer, so a recompute sees the other's days
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
    IF TG_OP <> 'INSERT' AND OLD.customer_id IS NOT NULL AND analytics_counts(OLD) AND EXISTS (
        SELECT 1 FROM customer_first_days WHERE company_id = OLD.company_id AND customer_id = OLD.customer_id
          AND first_day = analytics_day(OLD.company_id, OLD.created_at)) THEN
      PERFORM analytics_customer_first(OLD.company_id, OLD.customer_id);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.customer_id IS NOT NULL AND analytics_counts(NEW) THEN
      PERFORM analytics_customer_first_add(NEW);
    END IF;
    -- active days (the customers' own rows, under their advisory locks), then the shared month cells in key order
    IF TG_OP <> 'INSERT' AND OLD.customer_id IS NOT NULL AND analytics_counts(OLD) THEN
      v_cells := v_cells || ARRAY(SELECT s FROM analytics_active_day_sync(OLD.company_id, OLD.customer_id,
        analytics_day(OLD.company_id, OLD.created_at)) s);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.customer_id IS NOT NULL AND analytics_counts(NEW) THEN
      v_cells := v_cells || ARRAY(SELECT s FROM analytics_active_day_sync(NEW.company_id, NEW.customer_id,
        analytics_day(NEW.company_id, NEW.created_at)) s);
    END IF;
    FOR m IN SELECT x.company_id, x.paid_only, x.month, x.prev_month, sum(x.customers)::integer AS delta
        FROM unnest(v_cells) x GROUP BY 1, 2, 3, 4 HAVING sum(x.customers) <> 0 ORDER BY 1, 2, 3, 4 LOOP
      PERFORM analytics_active_month_add(m.company_id, m.paid_only, m.month, m.prev_month, m.delta);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A company's active days and month cells from customer_sales_daily (analytics_rebuild, and this migration).
CREATE OR REPLACE FUNCTION analytics_rebuild_active_customers(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_active_days WHERE company_id = company;
  DELETE FROM customer_active_months WHERE company_id = company;
  INSERT INTO customer_active_days (company_id, paid_only, customer_id, day, prev_day)
    SELECT company, k.paid_only, x.customer_id, x.day,
      coalesce(lag(x.day) OVER (PARTITION BY k.paid_only, x.customer_id ORDER BY x.day), '-infinity')
    FROM (
      SELECT d.customer_id, d.day, bool_or(d.paid) AS paid FROM customer_sales_daily d
      WHERE d.company_id = company AND d.orders > 0 GROUP BY d.customer_id, d.day
    ) x
    CROSS JOIN LATERAL (VALUES (false), (true)) AS k(paid_only)
    WHERE NOT k.paid_only OR x.paid;
  INSERT INTO customer_active_months (company_id, paid_only, month, prev_month, customers)
    SELECT company, y.paid_only, y.month, y.prev_month, count(*)
    FROM (
      SELECT m.paid_only, m.month,
        coalesce(lag(m.month) OVER (PARTITION BY m.paid_only, m.customer_id ORDER BY m.month), '-infinity')
          AS prev_month
      FROM (
        SELECT DISTINCT a.paid_only, a.customer_id, date_trunc('month', a.day::timestamp)::date AS month
        FROM customer_active_days a WHERE a.company_id = company
      ) m
    ) y
    GROUP BY y.paid_only, y.month, y.prev_month;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- analytics_rebuild as in 0039, plus the active customers.
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
SELECT analytics_rebuild_active_customers(id) FROM companies;
