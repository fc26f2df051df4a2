CREATE TABLE "product_sales_monthly" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"paid" boolean NOT NULL,
	"product_id" uuid NOT NULL,
	"lines" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_ex_tax" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_monthly_pk" PRIMARY KEY("company_id","month","paid","product_id")
);
--> statement-breakpoint
CREATE TABLE "seller_sales_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"paid" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_sales_daily_pk" PRIMARY KEY("company_id","day","shop_id","paid","seller_id")
);
