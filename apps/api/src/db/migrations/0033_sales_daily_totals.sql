CREATE TABLE "sales_daily_totals" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"paid" boolean NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_ex_tax" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_totals_pk" PRIMARY KEY("company_id","day","shop_id","paid")
);
