-- Trigger-kept row counts (see 0003) for the catalogue lists, and trigram indexes for their search box.
CREATE TRIGGER products_row_count_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER products_row_count_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER products_row_count_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER suppliers_row_count_ins AFTER INSERT ON suppliers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER suppliers_row_count_upd AFTER UPDATE ON suppliers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER suppliers_row_count_del AFTER DELETE ON suppliers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER collections_row_count_ins AFTER INSERT ON collections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER collections_row_count_upd AFTER UPDATE ON collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER collections_row_count_del AFTER DELETE ON collections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_movements_row_count_ins AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_movements_row_count_upd AFTER UPDATE ON stock_movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_movements_row_count_del AFTER DELETE ON stock_movements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_counts_row_count_ins AFTER INSERT ON stock_counts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_counts_row_count_upd AFTER UPDATE ON stock_counts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_counts_row_count_del AFTER DELETE ON stock_counts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_transfers_row_count_ins AFTER INSERT ON stock_transfers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_transfers_row_count_upd AFTER UPDATE ON stock_transfers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER stock_transfers_row_count_del AFTER DELETE ON stock_transfers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER media_files_row_count_ins AFTER INSERT ON media_files REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER media_files_row_count_upd AFTER UPDATE ON media_files REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER media_files_row_count_del AFTER DELETE ON media_files REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_title_trgm_idx ON products USING gin (title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_sku_trgm_idx ON product_variants USING gin (sku gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_barcode_trgm_idx ON product_variants USING gin (barcode gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_name_trgm_idx ON suppliers USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS collections_title_trgm_idx ON collections USING gin (title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS media_files_original_name_trgm_idx ON media_files USING gin (original_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_tags_gin_idx ON products USING gin (tags);
