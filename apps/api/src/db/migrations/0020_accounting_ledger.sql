CREATE TABLE "accounting_locks" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"locked_until" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"journal" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"label" text NOT NULL,
	"reference" text,
	"source_kind" text,
	"source_id" uuid,
	"source_part" smallint DEFAULT 0 NOT NULL,
	"reversal_of" uuid,
	"total" bigint NOT NULL,
	"created_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"date" date NOT NULL,
	"journal" text NOT NULL,
	"account" text NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"label" text,
	"partner_type" text,
	"partner_id" uuid,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_monthly_totals" (
	"company_id" uuid NOT NULL,
	"account" text NOT NULL,
	"month" date NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_monthly_totals_company_id_account_month_pk" PRIMARY KEY("company_id","account","month")
);
--> statement-breakpoint
ALTER TABLE "accounting_locks" ADD CONSTRAINT "accounting_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_locks" ADD CONSTRAINT "accounting_locks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_company_idx" ON "journal_entries" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_number_uq" ON "journal_entries" USING btree ("company_id","journal","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_uq" ON "journal_entries" USING btree ("company_id","source_kind","source_id","source_part") WHERE source_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reversal_uq" ON "journal_entries" USING btree ("reversal_of") WHERE reversal_of is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("company_id","account","date") INCLUDE ("debit","credit");--> statement-breakpoint
CREATE INDEX "journal_lines_date_idx" ON "journal_lines" USING btree ("company_id","date") INCLUDE ("account","debit","credit");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_company_code_uq" ON "accounts" USING btree ("company_id","code");--> statement-breakpoint
CREATE TRIGGER accounts_row_count_ins AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER accounts_row_count_del AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER journal_entries_row_count_ins AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER journal_entries_row_count_del AFTER DELETE ON journal_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
-- ledger_monthly_totals follows journal_lines in the same transaction, once per statement: the
-- lines' debits and credits added (inserted rows) or taken off (deleted rows) per company, account
-- and month, in key order so two postings never wait on each other's rows in a cycle.
CREATE OR REPLACE FUNCTION comptoir_ledger_monthly_stmt() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_monthly_totals (company_id, account, month, debit, credit)
      SELECT company_id, account, date_trunc('month', date)::date, sum(debit), sum(credit)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, account, month) DO UPDATE
      SET debit = ledger_monthly_totals.debit + EXCLUDED.debit,
          credit = ledger_monthly_totals.credit + EXCLUDED.credit;
  ELSE
    INSERT INTO ledger_monthly_totals (company_id, account, month, debit, credit)
      SELECT company_id, account, month, sum(debit), sum(credit) FROM (
        SELECT company_id, account, date_trunc('month', date)::date AS month, debit, credit FROM new_rows
        UNION ALL
        SELECT company_id, account, date_trunc('month', date)::date, -debit, -credit FROM old_rows
      ) changes
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, account, month) DO UPDATE
      SET debit = ledger_monthly_totals.debit + EXCLUDED.debit,
          credit = ledger_monthly_totals.credit + EXCLUDED.credit;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journal_lines_monthly_ins AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_ledger_monthly_stmt();
--> statement-breakpoint
CREATE TRIGGER journal_lines_monthly_upd AFTER UPDATE ON journal_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_ledger_monthly_stmt();
--> statement-breakpoint
CREATE TRIGGER journal_lines_monthly_del AFTER DELETE ON journal_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_ledger_monthly_stmt();
