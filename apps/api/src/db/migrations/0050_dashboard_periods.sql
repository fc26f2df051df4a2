CREATE TABLE "payments_periods" (
	"company_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_periods_pk" PRIMARY KEY("company_id","span","start","shop_id","payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "sales_totals_periods" (
	"company_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
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
	CONSTRAINT "sales_totals_periods_pk" PRIMARY KEY("company_id","span","start","shop_id","paid")
);
--> statement-breakpoint
CREATE TABLE "seller_sales_periods" (
	"company_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"paid" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_sales_periods_pk" PRIMARY KEY("company_id","span","start","paid","seller_id")
);
--> statement-breakpoint
CREATE INDEX "payments_periods_zero_idx" ON "payments_periods" USING btree ("company_id") WHERE "payments_periods"."received" = 0 and "payments_periods"."refunded" = 0 and "payments_periods"."payments" = 0;--> statement-breakpoint
CREATE INDEX "sales_totals_periods_zero_idx" ON "sales_totals_periods" USING btree ("company_id") WHERE "sales_totals_periods"."orders" = 0 and "sales_totals_periods"."revenue" = 0 and "sales_totals_periods"."revenue_ex_tax" = 0 and "sales_totals_periods"."discounts" = 0 and "sales_totals_periods"."shipping" = 0 and "sales_totals_periods"."tax" = 0 and "sales_totals_periods"."units" = 0 and "sales_totals_periods"."units_returned" = 0 and "sales_totals_periods"."cost" = 0;--> statement-breakpoint
CREATE INDEX "seller_sales_periods_zero_idx" ON "seller_sales_periods" USING btree ("company_id") WHERE "seller_sales_periods"."orders" = 0 and "seller_sales_periods"."revenue" = 0 and "seller_sales_periods"."units" = 0 and "seller_sales_periods"."units_returned" = 0;