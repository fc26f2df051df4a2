-- Shared customer rollup rows are written at commit (docs/decisions.md "Active customers without counting
-- distinct"): the month cells (customer_active_months), a year's all-customers row and a customer's year row
-- (customer_sales_yearly) were upserted in the middle of the trigger work, after an order's product rows in one
-- transaction (a line changed, a return, a payment re-applying the lines) and before them in another (a sale: the
-- order row comes before its lines) - a lock-order inversion. The triggers now append changes tagged with their
-- transaction, and a deferred constraint trigger folds them into the rows at commit, in key order, once every other
-- lock of the transaction is held. Readers see only committed rows, so the tables stay exact.

-- A customer's year rows: the change only; the fold adds it and the all-customers row.
CREATE OR REPLACE FUNCTION analytics_add_customer_year(
  p_company uuid, p_day date, p_paid boolean, p_customer uuid, p_orders bigint, p_revenue bigint, p_units bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO customer_sales_yearly_changes (company_id, paid_only, year, customer_id, orders, revenue, units)
    SELECT p_company, k.paid_only, date_trunc('year', p_day::timestamp)::date, p_customer, p_orders, p_revenue,
      p_units
    FROM (VALUES (false), (true)) AS k(paid_only)
    WHERE NOT k.paid_only OR p_paid;
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
    -- active days (the customers' own rows, under their advisory locks); the month cells' changes are folded at commit
    IF TG_OP <> 'INSERT' AND OLD.customer_id IS NOT NULL AND analytics_counts(OLD) THEN
      v_cells := v_cells || ARRAY(SELECT s FROM analytics_active_day_sync(OLD.company_id, OLD.customer_id,
        analytics_day(OLD.company_id, OLD.created_at)) s);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.customer_id IS NOT NULL AND analytics_counts(NEW) THEN
      v_cells := v_cells || ARRAY(SELECT s FROM analytics_active_day_sync(NEW.company_id, NEW.customer_id,
        analytics_day(NEW.company_id, NEW.created_at)) s);
    END IF;
    INSERT INTO customer_active_month_changes (company_id, paid_only, month, prev_month, customers)
      SELECT x.company_id, x.paid_only, x.month, x.prev_month, sum(x.customers)::integer
      FROM unnest(v_cells) x GROUP BY 1, 2, 3, 4 HAVING sum(x.customers) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP FUNCTION analytics_active_month_add(uuid, boolean, date, date, integer);
--> statement-breakpoint
-- At commit: the transaction's changes summed per key and upserted in key order (a year's changes also onto its
-- all-customers row, the nil customer), then the rows left at zero removed.
CREATE OR REPLACE FUNCTION analytics_customers_fold() RETURNS trigger AS $$
DECLARE v_tx bigint := txid_current();
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
CREATE CONSTRAINT TRIGGER customer_active_month_changes_fold AFTER INSERT ON customer_active_month_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_customers_fold();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customer_sales_yearly_changes_fold AFTER INSERT ON customer_sales_yearly_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_customers_fold();
--> statement-breakpoint
-- As in 0046, clearing pending changes too.
CREATE OR REPLACE FUNCTION analytics_rebuild_customer_years(company uuid) RETURNS void AS $$
BEGIN
  DELETE FROM customer_sales_yearly WHERE company_id = company;
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
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0046, clearing pending month changes too.
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
  PERFORM analytics_rebuild_customer_years(company);
END;
$$ LANGUAGE plpgsql;
