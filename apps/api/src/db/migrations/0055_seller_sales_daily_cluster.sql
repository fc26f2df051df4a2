-- seller_sales_daily in key order (company, day, paid, seller): analytics_rebuild filled it from a hash aggregate,
-- so the rows of one day lay on as many pages as rows. The company-wide top sellers read the window's edge days
-- (up to six a side) through its primary key and fetched a page per row (455 buffers for 440 rows of 30 days on the
-- bench database, against 28 in key order: dashboard, "Top sellers: seller_sales_daily in key order"). New rows
-- arrive in time order afterwards; a rebuild leaves them in hash order again until the next CLUSTER. The same for
-- customer_active_gaps, which 0054 filled from a hash aggregate (329 buffers for the 987 cells of 30 days).
CLUSTER seller_sales_daily USING seller_sales_daily_pk;
--> statement-breakpoint
ANALYZE seller_sales_daily;
--> statement-breakpoint
CLUSTER customer_active_gaps USING customer_active_gaps_pk;
--> statement-breakpoint
ANALYZE customer_active_gaps;
