CREATE TABLE "expense_category_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"paid" boolean NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"expenses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expense_category_months_pk" PRIMARY KEY("company_id","month","paid","category")
);
--> statement-breakpoint
-- An expense's share of its month row, added (sign 1) or taken away (sign -1); rows that fall to nothing go.
CREATE OR REPLACE FUNCTION analytics_add_expense(e expenses, sign integer) RETURNS void AS $$
BEGIN
  IF e.deleted_at IS NOT NULL THEN
    RETURN;
  END IF;
  INSERT INTO expense_category_months AS m (company_id, month, category, paid, amount, expenses)
    VALUES (e.company_id, date_trunc('month', e.date::timestamp)::date, e.category, e.status = 'paid',
      sign * e.amount, sign)
  ON CONFLICT ON CONSTRAINT expense_category_months_pk DO UPDATE SET
    amount = m.amount + EXCLUDED.amount, expenses = m.expenses + EXCLUDED.expenses;
  DELETE FROM expense_category_months m
    WHERE m.company_id = e.company_id AND m.month = date_trunc('month', e.date::timestamp)::date
      AND m.paid = (e.status = 'paid') AND m.category = e.category AND m.expenses = 0 AND m.amount = 0;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_expenses_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.date, OLD.category, OLD.status = 'paid', OLD.amount,
      OLD.deleted_at IS NULL) IS NOT DISTINCT FROM (NEW.company_id, NEW.date, NEW.category, NEW.status = 'paid',
      NEW.amount, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_add_expense(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_add_expense(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER expenses_analytics AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION analytics_expenses_trigger();
--> statement-breakpoint
-- Every company's month rows from its expenses, in key order.
INSERT INTO expense_category_months (company_id, month, category, paid, amount, expenses)
  SELECT company_id, date_trunc('month', date::timestamp)::date, category, status = 'paid', sum(amount), count(*)
  FROM expenses WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 4, 3;
