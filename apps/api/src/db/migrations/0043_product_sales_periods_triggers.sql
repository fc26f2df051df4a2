-- product_sales_periods (company, paid_only, span, start, product: migration 0042; docs/decisions.md
-- "Product sales per day, week, month, quarter and year") kept from product_sales_daily by statement triggers, in the same
-- transaction: each statement's rows (new ones added, old ones subtracted) are summed per span and product
-- and upserted in product order (the order the order triggers lock product rows in); rows left at zero are
-- removed. analytics_rebuild rewrites product_sales_daily, so these rows follow without a change to it.
CREATE OR REPLACE FUNCTION analytics_product_periods_add() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales_periods AS s (company_id, paid_only, span, start, product_id, lines, units,
        units_returned, revenue, revenue_ex_tax, cost)
      SELECT d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id, sum(d.lines),
        sum(d.units), sum(d.units_returned), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.cost)
      FROM new_rows d
      CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
      CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
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
      CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
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
      CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
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
CREATE TRIGGER product_sales_daily_periods_ins AFTER INSERT ON product_sales_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_product_periods_add();
--> statement-breakpoint
CREATE TRIGGER product_sales_daily_periods_upd AFTER UPDATE ON product_sales_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION analytics_product_periods_add();
--> statement-breakpoint
CREATE TRIGGER product_sales_daily_periods_del AFTER DELETE ON product_sales_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_product_periods_add();
--> statement-breakpoint
INSERT INTO product_sales_periods (company_id, paid_only, span, start, product_id, lines, units, units_returned,
    revenue, revenue_ex_tax, cost)
  SELECT d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id, sum(d.lines),
    sum(d.units), sum(d.units_returned), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.cost)
  FROM product_sales_daily d
  CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
  CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
  WHERE d.paid OR NOT k.paid_only
  GROUP BY d.company_id, k.paid_only, sp.span, date_trunc(sp.span, d.day)::date, d.product_id
  HAVING sum(d.lines) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.revenue) <> 0
    OR sum(d.revenue_ex_tax) <> 0 OR sum(d.cost) <> 0;
