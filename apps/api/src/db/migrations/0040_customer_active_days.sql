CREATE TABLE "customer_active_days" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	CONSTRAINT "customer_active_days_pk" PRIMARY KEY("company_id","paid_only","customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "customer_active_months" (
	"company_id" uuid NOT NULL,
	"paid_only" boolean NOT NULL,
	"month" date NOT NULL,
	"prev_month" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_active_months_pk" PRIMARY KEY("company_id","paid_only","month","prev_month")
);
--> statement-breakpoint
CREATE INDEX "customer_active_days_window_idx" ON "customer_active_days" USING btree ("company_id","paid_only","day","prev_day");