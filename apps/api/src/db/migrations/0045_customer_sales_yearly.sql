CREATE TABLE "customer_sales_yearly" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"year" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_yearly_pk" PRIMARY KEY("company_id","paid_only","year","customer_id")
);
--> statement-breakpoint
CREATE INDEX "customer_sales_yearly_revenue_idx" ON "customer_sales_yearly" USING btree ("company_id","paid_only","year","revenue" DESC NULLS LAST,"customer_id");