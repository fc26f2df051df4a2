-- product_sales_periods in key order (company, paid_only, span, start, product): 0043 filled it from a hash
-- aggregate, so one span's range of the covering index pointed all over the heap and an index-only scan
-- switched visibility-map pages at almost every row (8,341 buffers for 14,491 rows of three weeks on the
-- bench database, against 172 in key order); product stats, which read revenue_ex_tax and cost from the heap,
-- read a page per row. New rows arrive in time order afterwards. Autovacuum at 1 % of the rows: the rows of
-- the current day, week, month, quarter and year change with every order and need the visibility map set
-- again for index-only scans.
CLUSTER product_sales_periods USING product_sales_periods_pk;
--> statement-breakpoint
ALTER TABLE product_sales_periods SET (autovacuum_vacuum_scale_factor = 0.01,
  autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01);
