-- seller_sales_daily without shop (refilled from sales_daily by 0039): the rows are derived, emptied first.
TRUNCATE "seller_sales_daily";--> statement-breakpoint
ALTER TABLE "seller_sales_daily" DROP CONSTRAINT "seller_sales_daily_pk";--> statement-breakpoint
ALTER TABLE "seller_sales_daily" DROP COLUMN "shop_id";--> statement-breakpoint
ALTER TABLE "seller_sales_daily" ADD CONSTRAINT "seller_sales_daily_pk" PRIMARY KEY("company_id","day","paid","seller_id");
