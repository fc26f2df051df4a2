CREATE TABLE "customer_sales_day_totals" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"day" date NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"negative_revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_day_totals_pk" PRIMARY KEY("company_id","paid_only","day")
);
--> statement-breakpoint
ALTER TABLE "customer_sales_yearly_changes" ADD COLUMN "day" date NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_sales_yearly_changes" ADD COLUMN "negative_revenue" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_sales_day_totals_zero_idx" ON "customer_sales_day_totals" USING btree ("company_id") WHERE orders = 0 AND revenue = 0 AND units = 0 AND negative_revenue = 0;--> statement-breakpoint
-- customer_sales_day_totals (docs/decisions.md "Top customers of a window from week lists"): the sums over every
-- customer's customer_sales_daily rows of a day, per paid_only, folded at commit from the same changes as the year
-- and week rows; negative_revenue sums least(revenue, 0) over the day's customer rows, each change carrying the
-- change of its row's negative part. (customer_sales_yearly_changes is empty between commits, so the new NOT NULL
-- column needs no default for old rows.)
DROP FUNCTION IF EXISTS analytics_add_customer_year(uuid, date, boolean, uuid, bigint, bigint, bigint);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_add_customer_year(
  p_company uuid, p_day date, p_paid boolean, p_customer uuid, p_orders bigint, p_revenue bigint, p_units bigint,
  p_negative bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO customer_sales_yearly_changes (company_id, paid_only, year, week, day, customer_id, orders, revenue,
      units, negative_revenue)
    SELECT p_company, k.paid_only, date_trunc('year', p_day::timestamp)::date,
      date_trunc('week', p_day::timestamp)::date, p_day, p_customer, p_orders, p_revenue, p_units, p_negative
    FROM (VALUES (false), (true)) AS k(paid_only)
    WHERE NOT k.paid_only OR p_paid;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0046, passing on the change of the daily row's negative part (its revenue before is after less the change).
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
  PERFORM analytics_add_customer_year(p_company, p_day, p_paid, p_customer, p_orders, p_revenue, p_units,
    least(r.revenue, 0) - least(r.revenue - p_revenue, 0));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0056, then the day totals (in key order, after the week rows).
CREATE OR REPLACE FUNCTION analytics_customers_fold() RETURNS trigger AS $$
DECLARE
  v_tx bigint := txid_current();
  v_zero customer_active_gaps[];
  v_moved customer_sales_yearly_changes[];
BEGIN
  IF EXISTS (SELECT 1 FROM customer_active_month_changes WHERE txid = v_tx) THEN
    WITH moved AS (
      DELETE FROM customer_active_month_changes WHERE txid = v_tx
      RETURNING company_id, paid_only, month, prev_month, customers
    )
    INSERT INTO customer_active_months AS m (company_id, paid_only, month, prev_month, customers)
      SELECT company_id, paid_only, month, prev_month, sum(customers)::integer FROM moved
      GROUP BY 1, 2, 3, 4 HAVING sum(customers) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_active_months_pk DO UPDATE SET customers = m.customers + EXCLUDED.customers;
    DELETE FROM customer_active_months WHERE customers = 0;
  END IF;
  IF EXISTS (SELECT 1 FROM customer_active_gap_changes WHERE txid = v_tx) THEN
    WITH moved AS (
      DELETE FROM customer_active_gap_changes WHERE txid = v_tx
      RETURNING company_id, paid_only, day, gap, customers
    ),
    up AS (
      INSERT INTO customer_active_gaps AS g (company_id, paid_only, day, gap, customers)
        SELECT company_id, paid_only, day, gap, sum(customers)::integer FROM moved
        GROUP BY 1, 2, 3, 4 HAVING sum(customers) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT ON CONSTRAINT customer_active_gaps_pk DO UPDATE SET customers = g.customers + EXCLUDED.customers
      RETURNING g.company_id, g.paid_only, g.day, g.gap, g.customers
    )
    SELECT array_agg(ROW(up.company_id, up.paid_only, up.day, up.gap, up.customers)::customer_active_gaps)
      INTO v_zero FROM up WHERE up.customers = 0;
    IF v_zero IS NOT NULL THEN
      DELETE FROM customer_active_gaps g USING unnest(v_zero) z
        WHERE g.company_id = z.company_id AND g.paid_only = z.paid_only AND g.day = z.day AND g.gap = z.gap
          AND g.customers = 0;
    END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM customer_sales_yearly_changes WHERE txid = v_tx) THEN
    WITH moved AS (DELETE FROM customer_sales_yearly_changes c WHERE c.txid = v_tx RETURNING c)
    SELECT array_agg(moved.c) INTO v_moved FROM moved;
    INSERT INTO customer_sales_yearly AS s (company_id, paid_only, year, customer_id, orders, revenue, units)
      SELECT m.company_id, m.paid_only, m.year, k.customer_id, sum(m.orders), sum(m.revenue), sum(m.units)
      FROM unnest(v_moved) m
      CROSS JOIN LATERAL (VALUES (m.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS k(customer_id)
      GROUP BY 1, 2, 3, 4 HAVING sum(m.orders) <> 0 OR sum(m.revenue) <> 0 OR sum(m.units) <> 0
      ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_sales_yearly_pk DO UPDATE SET
      orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units;
    DELETE FROM customer_sales_yearly WHERE orders = 0 AND revenue = 0 AND units = 0;
    INSERT INTO customer_sales_weekly AS s (company_id, paid_only, week, customer_id, orders, revenue, units)
      SELECT m.company_id, m.paid_only, m.week, k.customer_id, sum(m.orders), sum(m.revenue), sum(m.units)
      FROM unnest(v_moved) m
      CROSS JOIN LATERAL (VALUES (m.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS k(customer_id)
      GROUP BY 1, 2, 3, 4 HAVING sum(m.orders) <> 0 OR sum(m.revenue) <> 0 OR sum(m.units) <> 0
      ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_sales_weekly_pk DO UPDATE SET
      orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units;
    DELETE FROM customer_sales_weekly WHERE orders = 0 AND revenue = 0 AND units = 0;
    INSERT INTO customer_sales_day_totals AS s (company_id, paid_only, day, orders, revenue, units, negative_revenue)
      SELECT m.company_id, m.paid_only, m.day, sum(m.orders), sum(m.revenue), sum(m.units), sum(m.negative_revenue)
      FROM unnest(v_moved) m
      GROUP BY 1, 2, 3
      HAVING sum(m.orders) <> 0 OR sum(m.revenue) <> 0 OR sum(m.units) <> 0 OR sum(m.negative_revenue) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT customer_sales_day_totals_pk DO UPDATE SET
      orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units,
      negative_revenue = s.negative_revenue + EXCLUDED.negative_revenue;
    DELETE FROM customer_sales_day_totals WHERE orders = 0 AND revenue = 0 AND units = 0 AND negative_revenue = 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0056, plus the day totals.
CREATE OR REPLACE FUNCTION analytics_rebuild_customer_years(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_sales_yearly WHERE company_id = company;
  DELETE FROM customer_sales_weekly WHERE company_id = company;
  DELETE FROM customer_sales_yearly_changes WHERE company_id = company;
  INSERT INTO customer_sales_yearly (company_id, paid_only, year, customer_id, orders, revenue, units)
    SELECT company, k.paid_only, date_trunc('year', d.day::timestamp)::date, c.customer_id, sum(d.orders),
      sum(d.revenue), sum(d.units)
    FROM customer_sales_daily d
    CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
    CROSS JOIN LATERAL (VALUES (d.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS c(customer_id)
    WHERE d.company_id = company AND (NOT k.paid_only OR d.paid)
    GROUP BY 2, 3, 4
    HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0;
  -- in key order: a window's week lists are read as index ranges
  INSERT INTO customer_sales_weekly (company_id, paid_only, week, customer_id, orders, revenue, units)
    SELECT company, k.paid_only, date_trunc('week', d.day::timestamp)::date, c.customer_id, sum(d.orders),
      sum(d.revenue), sum(d.units)
    FROM customer_sales_daily d
    CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
    CROSS JOIN LATERAL (VALUES (d.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS c(customer_id)
    WHERE d.company_id = company AND (NOT k.paid_only OR d.paid)
    GROUP BY 2, 3, 4
    HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0
    ORDER BY 2, 3, 4;
  PERFORM analytics_rebuild_customer_day_totals(company);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild_customer_day_totals(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_sales_day_totals WHERE company_id = company;
  INSERT INTO customer_sales_day_totals (company_id, paid_only, day, orders, revenue, units, negative_revenue)
    SELECT company, k.paid_only, d.day, sum(d.orders), sum(d.revenue), sum(d.units), sum(least(d.revenue, 0))
    FROM customer_sales_daily d
    CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
    WHERE d.company_id = company AND (NOT k.paid_only OR d.paid)
    GROUP BY 2, 3
    HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0 OR sum(least(d.revenue, 0)) <> 0
    ORDER BY 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The day totals of every company with customer rows (the year and week rows are already right).
SELECT analytics_rebuild_customer_day_totals(d.company_id) FROM (SELECT DISTINCT company_id FROM customer_sales_daily) d;
