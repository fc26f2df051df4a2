-- Active customers of short windows from a small rollup (bench/README.md dashboard, "Active customers of short
-- windows"; docs/decisions.md "Active customers of short windows by gap"). customer_active_gaps counts the
-- customer_active_days rows per (day, gap since the customer's previous active day): 1..31 as is, 32 for more,
-- 0 for a first day. The distinct customers of [a, b], b - a < 32, are the cells of [a, b] with gap = 0 or
-- gap > day - a. analytics_active_day_apply appends the cells' changes to customer_active_gap_changes and the
-- deferred fold adds them at commit in key order, like the month cells (0047-0048). Windows of whole months keep
-- the month cells, longer day windows the active days.

CREATE TABLE "customer_active_gap_changes" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"customers" integer NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_active_gaps" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_active_gaps_pk" PRIMARY KEY("company_id","paid_only","day","gap")
);
--> statement-breakpoint
CREATE INDEX "customer_active_gap_changes_txid_idx" ON "customer_active_gap_changes" USING btree ("txid");
--> statement-breakpoint
-- A day's gap cell: 0 for a first day, the days since the previous one up to 32 (= more than 31).
CREATE OR REPLACE FUNCTION analytics_active_gap(p_day date, p_prev date) RETURNS smallint AS $$
  SELECT CASE WHEN p_prev = '-infinity' THEN 0 ELSE least(p_day - p_prev, 32) END::smallint;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- As in 0041, plus the gap cells' changes: the day's row with its previous day, and the next day's row moving
-- from the previous day to this one (reversed for sign -1).
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
  INSERT INTO customer_active_gap_changes (company_id, paid_only, day, gap, customers)
    SELECT p_company, p_paid_only, x.day, x.gap, sum(x.delta)::integer
    FROM (VALUES (p_day, analytics_active_gap(p_day, v_prev), sign),
      (v_next, analytics_active_gap(v_next, v_prev), -sign),
      (v_next, analytics_active_gap(v_next, p_day), sign)) AS x(day, gap, delta)
    WHERE x.day IS NOT NULL
    GROUP BY x.day, x.gap HAVING sum(x.delta) <> 0;
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
-- As in 0048, plus the gap cells (after the month cells, before the year rows: one order for every transaction);
-- the cells it leaves at zero are removed by key (no scan).
CREATE OR REPLACE FUNCTION analytics_customers_fold() RETURNS trigger AS $$
DECLARE
  v_tx bigint := txid_current();
  v_zero customer_active_gaps[];
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
    WITH moved AS (
      DELETE FROM customer_sales_yearly_changes WHERE txid = v_tx
      RETURNING company_id, paid_only, year, customer_id, orders, revenue, units
    )
    INSERT INTO customer_sales_yearly AS s (company_id, paid_only, year, customer_id, orders, revenue, units)
      SELECT m.company_id, m.paid_only, m.year, k.customer_id, sum(m.orders), sum(m.revenue), sum(m.units)
      FROM moved m
      CROSS JOIN LATERAL (VALUES (m.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS k(customer_id)
      GROUP BY 1, 2, 3, 4 HAVING sum(m.orders) <> 0 OR sum(m.revenue) <> 0 OR sum(m.units) <> 0
      ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_sales_yearly_pk DO UPDATE SET
      orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units;
    DELETE FROM customer_sales_yearly WHERE orders = 0 AND revenue = 0 AND units = 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customer_active_gap_changes_fold AFTER INSERT ON customer_active_gap_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_customers_fold();
--> statement-breakpoint
-- A company's gap cells from its active days (analytics_rebuild_active_customers, and this migration).
CREATE OR REPLACE FUNCTION analytics_rebuild_active_gaps(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_active_gaps WHERE company_id = company;
  DELETE FROM customer_active_gap_changes WHERE company_id = company;
  INSERT INTO customer_active_gaps (company_id, paid_only, day, gap, customers)
    SELECT company, a.paid_only, a.day, analytics_active_gap(a.day, a.prev_day), count(*)
    FROM customer_active_days a WHERE a.company_id = company
    GROUP BY 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0048, plus the gap cells.
CREATE OR REPLACE FUNCTION analytics_rebuild_active_customers(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_active_days WHERE company_id = company;
  DELETE FROM customer_active_months WHERE company_id = company;
  DELETE FROM customer_active_month_changes WHERE company_id = company;
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
  PERFORM analytics_rebuild_active_gaps(company);
  PERFORM analytics_rebuild_customer_years(company);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT analytics_rebuild_active_gaps(id) FROM companies;
