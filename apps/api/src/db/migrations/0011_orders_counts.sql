-- Trigger-kept row counts (see 0003) for tables whose rows are never soft-deleted (orders, payments):
-- every row counts, so only inserts and deletes change the count, and updates cost nothing.
CREATE OR REPLACE FUNCTION comptoir_count_all_rows_stmt() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (company_id, table_name, count)
      SELECT company_id, TG_TABLE_NAME, count(*) FROM new_rows GROUP BY company_id
    ON CONFLICT (company_id, table_name) DO UPDATE SET count = row_counts.count + EXCLUDED.count;
  ELSE
    UPDATE row_counts r SET count = r.count - d.n
      FROM (SELECT company_id, count(*) AS n FROM old_rows GROUP BY company_id) d
      WHERE r.company_id = d.company_id AND r.table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_row_count_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER orders_row_count_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER payments_row_count_ins AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER payments_row_count_del AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
