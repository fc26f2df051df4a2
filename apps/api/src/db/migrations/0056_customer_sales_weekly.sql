CREATE TABLE "customer_sales_weekly" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"week" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_weekly_pk" PRIMARY KEY("company_id","paid_only","week","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_sales_yearly_changes" ADD COLUMN "week" date NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_sales_weekly_revenue_idx" ON "customer_sales_weekly" USING btree ("company_id","paid_only","week","revenue" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_sales_weekly_zero_idx" ON "customer_sales_weekly" USING btree ("company_id") WHERE orders = 0 AND revenue = 0 AND units = 0;--> statement-breakpoint
-- (customer_sales_yearly_changes only ever holds the changes of transactions still running: it is empty here.)
-- A customer's year and week rows: the change only; the fold adds it and the all-customers rows.
CREATE OR REPLACE FUNCTION analytics_add_customer_year(
  p_company uuid, p_day date, p_paid boolean, p_customer uuid, p_orders bigint, p_revenue bigint, p_units bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO customer_sales_yearly_changes (company_id, paid_only, year, week, customer_id, orders, revenue, units)
    SELECT p_company, k.paid_only, date_trunc('year', p_day::timestamp)::date,
      date_trunc('week', p_day::timestamp)::date, p_customer, p_orders, p_revenue, p_units
    FROM (VALUES (false), (true)) AS k(paid_only)
    WHERE NOT k.paid_only OR p_paid;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0054; the customer changes are folded into the year rows, then into the week rows (both in key order).
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
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0048, plus the week rows.
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
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The week rows (and the year rows again, the same) of every company with customer rows.
SELECT analytics_rebuild_customer_years(d.company_id) FROM (SELECT DISTINCT company_id FROM customer_sales_daily) d;
