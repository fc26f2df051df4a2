-- Keeps row_counts exact for soft-deletable tenant tables: a row counts while deleted_at is null.
CREATE OR REPLACE FUNCTION comptoir_count_rows() RETURNS trigger AS $$
DECLARE
  delta_old integer := 0;
  delta_new integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN delta_old := -1; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN delta_new := 1; END IF;
  IF TG_OP = 'UPDATE' AND OLD.company_id = NEW.company_id AND delta_old + delta_new = 0 THEN
    RETURN NEW;
  END IF;
  IF delta_old <> 0 THEN
    UPDATE row_counts SET count = count + delta_old WHERE company_id = OLD.company_id AND table_name = TG_TABLE_NAME;
  END IF;
  IF delta_new <> 0 THEN
    INSERT INTO row_counts (company_id, table_name, count) VALUES (NEW.company_id, TG_TABLE_NAME, delta_new)
    ON CONFLICT (company_id, table_name) DO UPDATE SET count = row_counts.count + EXCLUDED.count;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_row_count AFTER INSERT OR UPDATE OF deleted_at, company_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION comptoir_count_rows();
--> statement-breakpoint
CREATE TRIGGER shops_row_count AFTER INSERT OR UPDATE OF deleted_at, company_id OR DELETE ON shops
  FOR EACH ROW EXECUTE FUNCTION comptoir_count_rows();
--> statement-breakpoint
CREATE TRIGGER warehouses_row_count AFTER INSERT OR UPDATE OF deleted_at, company_id OR DELETE ON warehouses
  FOR EACH ROW EXECUTE FUNCTION comptoir_count_rows();
