CREATE TABLE "product_sales_periods" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"product_id" uuid NOT NULL,
	"lines" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"units_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_ex_tax" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_periods_pk" PRIMARY KEY("company_id","paid_only","span","start","product_id")
);
--> statement-breakpoint
CREATE INDEX "product_sales_periods_top_idx" ON "product_sales_periods" USING btree ("company_id","paid_only","span","start","product_id","lines","revenue","units","units_returned");--> statement-breakpoint
CREATE INDEX "product_sales_periods_zero_idx" ON "product_sales_periods" USING btree ("company_id") WHERE "product_sales_periods"."lines" = 0 and "product_sales_periods"."units" = 0 and "product_sales_periods"."units_returned" = 0 and "product_sales_periods"."revenue" = 0 and "product_sales_periods"."revenue_ex_tax" = 0 and "product_sales_periods"."cost" = 0;