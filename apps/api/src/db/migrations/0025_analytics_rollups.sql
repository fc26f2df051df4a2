CREATE TABLE "customer_first_days" (
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "customer_first_days_pk" PRIMARY KEY("company_id","customer_id","shop_id","paid_only")
);
--> statement-breakpoint
CREATE TABLE "customer_sales_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"paid" boolean NOT NULL,
	"customer_id" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_daily_pk" PRIMARY KEY("company_id","day","shop_id","paid","customer_id")
);
--> statement-breakpoint
CREATE TABLE "payments_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_daily_pk" PRIMARY KEY("company_id","day","shop_id","payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"paid" boolean NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"lines" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_ex_tax" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_pk" PRIMARY KEY("company_id","day","shop_id","paid","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"paid" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"delivery_mode" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_ex_tax" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_pk" PRIMARY KEY("company_id","day","shop_id","paid","seller_id","channel","delivery_mode")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
CREATE INDEX "customer_first_days_day_idx" ON "customer_first_days" USING btree ("company_id","shop_id","paid_only","first_day");--> statement-breakpoint
CREATE INDEX "customer_sales_daily_customer_idx" ON "customer_sales_daily" USING btree ("company_id","customer_id","day");