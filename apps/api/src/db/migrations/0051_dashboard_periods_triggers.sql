-- Week, month, quarter and year rows of the dashboard's small rollups (migrations 0050–0051; docs/decisions.md "Sales,
-- seller and payment totals per week, month, quarter and year"), kept from sales_daily_totals, seller_sales_daily
-- and payments_daily by statement triggers in the same transaction, as product_sales_periods is (0043): each
-- statement's rows (new ones added, old ones subtracted) are summed per span and key and upserted in key order;
-- rows left at zero are removed. The order and payment triggers and analytics_rebuild only write the daily
-- tables, so these rows follow them unchanged. A daily row changed adds at most 4 period rows.
CREATE OR REPLACE FUNCTION analytics_sales_totals_periods_add() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_totals_periods AS s (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, sum(d.orders), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.discounts), sum(d.shipping), sum(d.tax), sum(d.units), sum(d.units_returned), sum(d.cost)
      FROM new_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT sales_totals_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts, shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_totals_periods AS s (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, sum(d.orders), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.discounts), sum(d.shipping), sum(d.tax), sum(d.units), sum(d.units_returned), sum(d.cost)
      FROM (
        SELECT company_id, day, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost FROM new_rows
        UNION ALL
        SELECT company_id, day, shop_id, paid, -orders, -revenue, -revenue_ex_tax, -discounts, -shipping, -tax, -units, -units_returned, -cost FROM old_rows
      ) d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT sales_totals_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts, shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost;
  ELSE
    INSERT INTO sales_totals_periods AS s (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, -sum(d.orders), -sum(d.revenue), -sum(d.revenue_ex_tax), -sum(d.discounts), -sum(d.shipping), -sum(d.tax), -sum(d.units), -sum(d.units_returned), -sum(d.cost)
      FROM old_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT sales_totals_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, revenue_ex_tax = s.revenue_ex_tax + EXCLUDED.revenue_ex_tax, discounts = s.discounts + EXCLUDED.discounts, shipping = s.shipping + EXCLUDED.shipping, tax = s.tax + EXCLUDED.tax, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned, cost = s.cost + EXCLUDED.cost;
  END IF;
  -- rows left at zero (found by the partial index, which holds only them)
  DELETE FROM sales_totals_periods WHERE orders = 0 AND revenue = 0 AND revenue_ex_tax = 0 AND discounts = 0 AND shipping = 0 AND tax = 0 AND units = 0 AND units_returned = 0 AND cost = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_daily_totals_periods_ins AFTER INSERT ON sales_daily_totals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_totals_periods_add();
--> statement-breakpoint
CREATE TRIGGER sales_daily_totals_periods_upd AFTER UPDATE ON sales_daily_totals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_totals_periods_add();
--> statement-breakpoint
CREATE TRIGGER sales_daily_totals_periods_del AFTER DELETE ON sales_daily_totals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_totals_periods_add();
--> statement-breakpoint
INSERT INTO sales_totals_periods (company_id, span, start, shop_id, paid, orders, revenue, revenue_ex_tax, discounts, shipping, tax, units, units_returned, cost)
  SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid, sum(d.orders), sum(d.revenue), sum(d.revenue_ex_tax), sum(d.discounts), sum(d.shipping), sum(d.tax), sum(d.units), sum(d.units_returned), sum(d.cost)
  FROM sales_daily_totals d
  CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
  GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.paid
  HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.revenue_ex_tax) <> 0 OR sum(d.discounts) <> 0 OR sum(d.shipping) <> 0 OR sum(d.tax) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0 OR sum(d.cost) <> 0
  ORDER BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_seller_periods_add() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_sales_periods AS s (company_id, span, start, paid, seller_id, orders, revenue, units, units_returned)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id, sum(d.orders), sum(d.revenue), sum(d.units), sum(d.units_returned)
      FROM new_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT seller_sales_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO seller_sales_periods AS s (company_id, span, start, paid, seller_id, orders, revenue, units, units_returned)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id, sum(d.orders), sum(d.revenue), sum(d.units), sum(d.units_returned)
      FROM (
        SELECT company_id, day, paid, seller_id, orders, revenue, units, units_returned FROM new_rows
        UNION ALL
        SELECT company_id, day, paid, seller_id, -orders, -revenue, -units, -units_returned FROM old_rows
      ) d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT seller_sales_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned;
  ELSE
    INSERT INTO seller_sales_periods AS s (company_id, span, start, paid, seller_id, orders, revenue, units, units_returned)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id, -sum(d.orders), -sum(d.revenue), -sum(d.units), -sum(d.units_returned)
      FROM old_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id
      HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT seller_sales_periods_pk DO UPDATE SET orders = s.orders + EXCLUDED.orders, revenue = s.revenue + EXCLUDED.revenue, units = s.units + EXCLUDED.units, units_returned = s.units_returned + EXCLUDED.units_returned;
  END IF;
  -- rows left at zero (found by the partial index, which holds only them)
  DELETE FROM seller_sales_periods WHERE orders = 0 AND revenue = 0 AND units = 0 AND units_returned = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER seller_sales_daily_periods_ins AFTER INSERT ON seller_sales_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_seller_periods_add();
--> statement-breakpoint
CREATE TRIGGER seller_sales_daily_periods_upd AFTER UPDATE ON seller_sales_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_seller_periods_add();
--> statement-breakpoint
CREATE TRIGGER seller_sales_daily_periods_del AFTER DELETE ON seller_sales_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_seller_periods_add();
--> statement-breakpoint
INSERT INTO seller_sales_periods (company_id, span, start, paid, seller_id, orders, revenue, units, units_returned)
  SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id, sum(d.orders), sum(d.revenue), sum(d.units), sum(d.units_returned)
  FROM seller_sales_daily d
  CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
  GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.paid, d.seller_id
  HAVING sum(d.orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.units) <> 0 OR sum(d.units_returned) <> 0
  ORDER BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_payments_periods_add() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payments_periods AS s (company_id, span, start, shop_id, payment_method_id, received, refunded, payments)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id, sum(d.received), sum(d.refunded), sum(d.payments)
      FROM new_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id
      HAVING sum(d.received) <> 0 OR sum(d.refunded) <> 0 OR sum(d.payments) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payments_periods_pk DO UPDATE SET received = s.received + EXCLUDED.received, refunded = s.refunded + EXCLUDED.refunded, payments = s.payments + EXCLUDED.payments;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payments_periods AS s (company_id, span, start, shop_id, payment_method_id, received, refunded, payments)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id, sum(d.received), sum(d.refunded), sum(d.payments)
      FROM (
        SELECT company_id, day, shop_id, payment_method_id, received, refunded, payments FROM new_rows
        UNION ALL
        SELECT company_id, day, shop_id, payment_method_id, -received, -refunded, -payments FROM old_rows
      ) d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id
      HAVING sum(d.received) <> 0 OR sum(d.refunded) <> 0 OR sum(d.payments) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payments_periods_pk DO UPDATE SET received = s.received + EXCLUDED.received, refunded = s.refunded + EXCLUDED.refunded, payments = s.payments + EXCLUDED.payments;
  ELSE
    INSERT INTO payments_periods AS s (company_id, span, start, shop_id, payment_method_id, received, refunded, payments)
      SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id, -sum(d.received), -sum(d.refunded), -sum(d.payments)
      FROM old_rows d
      CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
      GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id
      HAVING sum(d.received) <> 0 OR sum(d.refunded) <> 0 OR sum(d.payments) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payments_periods_pk DO UPDATE SET received = s.received + EXCLUDED.received, refunded = s.refunded + EXCLUDED.refunded, payments = s.payments + EXCLUDED.payments;
  END IF;
  -- rows left at zero (found by the partial index, which holds only them)
  DELETE FROM payments_periods WHERE received = 0 AND refunded = 0 AND payments = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_daily_periods_ins AFTER INSERT ON payments_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_payments_periods_add();
--> statement-breakpoint
CREATE TRIGGER payments_daily_periods_upd AFTER UPDATE ON payments_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_payments_periods_add();
--> statement-breakpoint
CREATE TRIGGER payments_daily_periods_del AFTER DELETE ON payments_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_payments_periods_add();
--> statement-breakpoint
INSERT INTO payments_periods (company_id, span, start, shop_id, payment_method_id, received, refunded, payments)
  SELECT d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id, sum(d.received), sum(d.refunded), sum(d.payments)
  FROM payments_daily d
  CROSS JOIN (VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)
  GROUP BY d.company_id, sp.span, date_trunc(sp.span, d.day)::date, d.shop_id, d.payment_method_id
  HAVING sum(d.received) <> 0 OR sum(d.refunded) <> 0 OR sum(d.payments) <> 0
  ORDER BY 1, 2, 3, 4, 5;
--> statement-breakpoint
ALTER TABLE sales_totals_periods SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.01);
--> statement-breakpoint
ALTER TABLE seller_sales_periods SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.01);
--> statement-breakpoint
ALTER TABLE payments_periods SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.01);
