-- Customers' first days without re-reading their history on every sale: a new counted order only
-- moves a first day earlier (an upsert keeping the least day); the full recompute runs only when a
-- removed contribution sat on a first day (cancelled, deleted, moved or re-keyed order).
CREATE OR REPLACE FUNCTION analytics_customer_first_add(o orders) RETURNS void AS $$
DECLARE v_day date := analytics_day(o.company_id, o.created_at);
BEGIN
  INSERT INTO customer_first_days AS f (company_id, customer_id, shop_id, paid_only, first_day)
    SELECT o.company_id, o.customer_id, k.shop_id, k.paid_only, v_day
    FROM (VALUES (o.shop_id, false), ('00000000-0000-0000-0000-000000000000'::uuid, false),
      (o.shop_id, true), ('00000000-0000-0000-0000-000000000000'::uuid, true)) AS k(shop_id, paid_only)
    WHERE NOT k.paid_only OR analytics_paid(o)
    ORDER BY k.shop_id, k.paid_only
  ON CONFLICT ON CONSTRAINT customer_first_days_pk DO UPDATE SET first_day = EXCLUDED.first_day
    WHERE EXCLUDED.first_day < f.first_day;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_orders_trigger() RETURNS trigger AS $$
DECLARE
  keys_changed boolean := true;
  v_customers uuid[];
  c uuid;
  p payments;
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
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
