CREATE TABLE "treasury_daily" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "treasury_daily_pk" PRIMARY KEY("company_id","account_id","day")
);
