-- row_counts maintained once per statement (transition tables) instead of once per row: a bulk
-- insert of N rows now updates each company's counter once, not N times.
DROP TRIGGER IF EXISTS users_row_count ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shops_row_count ON shops;
--> statement-breakpoint
DROP TRIGGER IF EXISTS warehouses_row_count ON warehouses;
--> statement-breakpoint
DROP FUNCTION IF EXISTS comptoir_count_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comptoir_count_rows_stmt() RETURNS trigger AS $$
BEGIN
  -- A row counts while deleted_at is null; deltas are summed per company over the statement's rows.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (company_id, table_name, count)
      SELECT company_id, TG_TABLE_NAME, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY company_id
    ON CONFLICT (company_id, table_name) DO UPDATE SET count = row_counts.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts r SET count = r.count - d.n
      FROM (SELECT company_id, count(*) AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY company_id) d
      WHERE r.company_id = d.company_id AND r.table_name = TG_TABLE_NAME;
  ELSE
    INSERT INTO row_counts (company_id, table_name, count)
      SELECT company_id, TG_TABLE_NAME, sum(delta) FROM (
        SELECT company_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT company_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      ) changes
      GROUP BY company_id
      HAVING sum(delta) <> 0
    ON CONFLICT (company_id, table_name) DO UPDATE SET count = row_counts.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_row_count_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER users_row_count_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER users_row_count_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER shops_row_count_ins AFTER INSERT ON shops REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER shops_row_count_upd AFTER UPDATE ON shops REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER shops_row_count_del AFTER DELETE ON shops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER warehouses_row_count_ins AFTER INSERT ON warehouses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER warehouses_row_count_upd AFTER UPDATE ON warehouses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER warehouses_row_count_del AFTER DELETE ON warehouses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
