CREATE TABLE "customer_active_month_changes" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"month" date NOT NULL,
	"prev_month" date NOT NULL,
	"customers" integer NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sales_yearly_changes" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"year" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"orders" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"units" bigint NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_active_month_changes_txid_idx" ON "customer_active_month_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "customer_sales_yearly_changes_txid_idx" ON "customer_sales_yearly_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "customer_sales_yearly_zero_idx" ON "customer_sales_yearly" USING btree ("company_id") WHERE orders = 0 AND revenue = 0 AND units = 0;