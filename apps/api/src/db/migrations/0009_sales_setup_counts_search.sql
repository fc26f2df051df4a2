-- Trigger-kept row counts (see 0003) for the sales-setup lists, and trigram indexes for the customer search box.
CREATE TRIGGER customers_row_count_ins AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER customers_row_count_upd AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER customers_row_count_del AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER taxes_row_count_ins AFTER INSERT ON taxes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER taxes_row_count_upd AFTER UPDATE ON taxes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER taxes_row_count_del AFTER DELETE ON taxes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER discounts_row_count_ins AFTER INSERT ON discounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER discounts_row_count_upd AFTER UPDATE ON discounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER discounts_row_count_del AFTER DELETE ON discounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER shipping_fees_row_count_ins AFTER INSERT ON shipping_fees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER shipping_fees_row_count_upd AFTER UPDATE ON shipping_fees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER shipping_fees_row_count_del AFTER DELETE ON shipping_fees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER payment_methods_row_count_ins AFTER INSERT ON payment_methods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER payment_methods_row_count_upd AFTER UPDATE ON payment_methods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER payment_methods_row_count_del AFTER DELETE ON payment_methods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_name_trgm_idx ON customers USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_phone_trgm_idx ON customers USING gin (phone gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_email_trgm_idx ON customers USING gin (email gin_trgm_ops);
