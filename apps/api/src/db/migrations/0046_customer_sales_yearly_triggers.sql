-- Top customers of a calendar year (bench/README.md dashboard finding 3; docs/decisions.md "Top customers of a
-- year"): customer_sales_yearly holds each customer's counted orders, revenue and units per year, for every
-- counted order (paid_only false) and for paid ones (true), and under the nil customer the sum over all
-- customers (the "no customer" row is the year's totals less it). An index by revenue gives a year's top
-- customers without grouping its rows. Kept by analytics_add_customer with customer_sales_daily, in the same
-- transaction; the customer's row before the shared nil row.

-- Adds a contribution to a customer's year rows (and the all-customers sums); rows left at zero are removed.
CREATE OR REPLACE FUNCTION analytics_add_customer_year(
  p_company uuid, p_day date, p_paid boolean, p_customer uuid, p_orders bigint, p_revenue bigint, p_units bigint
) RETURNS void AS $$
DECLARE
  k record;
  r customer_sales_yearly;
  v_year date := date_trunc('year', p_day::timestamp)::date;
BEGIN
  FOR k IN SELECT x.paid_only, x.customer_id
      FROM (VALUES (false, p_customer, 0), (true, p_customer, 1),
        (false, '00000000-0000-0000-0000-000000000000'::uuid, 2),
        (true, '00000000-0000-0000-0000-000000000000'::uuid, 3)) AS x(paid_only, customer_id, position)
      WHERE NOT x.paid_only OR p_paid ORDER BY x.position LOOP
    INSERT INTO customer_sales_yearly AS s (company_id, paid_only, year, customer_id, orders, revenue, units)
      VALUES (p_company, k.paid_only, v_year, k.customer_id, p_orders, p_revenue, p_units)
    ON CONFLICT ON CONSTRAINT customer_sales_yearly_pk DO UPDATE SET
      orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units
    RETURNING * INTO r;
    IF r.orders = 0 AND r.revenue = 0 AND r.units = 0 THEN
      DELETE FROM customer_sales_yearly WHERE company_id = p_company AND paid_only = k.paid_only AND year = v_year
        AND customer_id = k.customer_id;
    END IF;
  END LOOP;
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
  PERFORM analytics_add_customer_year(p_company, p_day, p_paid, p_customer, p_orders, p_revenue, p_units);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A company's year rows from customer_sales_daily (analytics_rebuild_active_customers, hence analytics_rebuild).
CREATE OR REPLACE FUNCTION analytics_rebuild_customer_years(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_sales_yearly WHERE company_id = company;
  INSERT INTO customer_sales_yearly (company_id, paid_only, year, customer_id, orders, revenue, units)
    SELECT company, k.paid_only, date_trunc('year', d.day::timestamp)::date, c.customer_id, sum(d.orders),
      sum(d.revenue), sum(d.units)
    FROM customer_sales_daily d
    CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
    CROSS JOIN LATERAL (VALUES (d.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS c(customer_id)
    WHERE d.company_id = company AND (NOT k.paid_only OR d.paid)
    GROUP BY 2, 3, 4
    HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0041, plus the customers' year rows (analytics_rebuild calls it once customer_sales_daily is rebuilt).
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
  PERFORM analytics_rebuild_customer_years(company);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT analytics_rebuild_customer_years(id) FROM companies;
