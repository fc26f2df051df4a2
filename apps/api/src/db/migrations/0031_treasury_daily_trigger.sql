-- treasury_daily (see schema/treasury-daily.ts) kept exact by a row trigger on treasury_transactions:
-- a row's old contribution goes and its new one comes, in the same transaction as the change.
-- A deleted movement (deleted_at set) contributes nothing.
CREATE OR REPLACE FUNCTION treasury_daily_add(t treasury_transactions, sign integer) RETURNS void AS $$
BEGIN
  IF t.deleted_at IS NOT NULL THEN RETURN; END IF;
  INSERT INTO treasury_daily AS s (company_id, account_id, day, net)
    VALUES (t.company_id, t.account_id, (t.occurred_at AT TIME ZONE 'UTC')::date,
      sign * CASE WHEN t.direction = 'in' THEN t.amount ELSE -t.amount END)
  ON CONFLICT ON CONSTRAINT treasury_daily_pk DO UPDATE SET net = s.net + EXCLUDED.net;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION treasury_daily_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.account_id, OLD.direction, OLD.amount, OLD.occurred_at, OLD.deleted_at)
      IS NOT DISTINCT FROM (NEW.company_id, NEW.account_id, NEW.direction, NEW.amount, NEW.occurred_at, NEW.deleted_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM treasury_daily_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM treasury_daily_add(NEW, 1); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER treasury_transactions_daily AFTER INSERT OR UPDATE OR DELETE ON treasury_transactions
  FOR EACH ROW EXECUTE FUNCTION treasury_daily_trigger();
--> statement-breakpoint
INSERT INTO treasury_daily (company_id, account_id, day, net)
  SELECT company_id, account_id, (occurred_at AT TIME ZONE 'UTC')::date,
    sum(CASE WHEN direction = 'in' THEN amount ELSE -amount END)
  FROM treasury_transactions WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3;
