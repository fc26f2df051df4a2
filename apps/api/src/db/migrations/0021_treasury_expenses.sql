CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"item_category" text,
	"nature" text,
	"label" text NOT NULL,
	"amount_includes_taxes" boolean DEFAULT true NOT NULL,
	"tax_deductible" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"payee" text,
	"supplier_id" uuid,
	"payment_method_id" uuid,
	"treasury_account_id" uuid,
	"notes" text,
	"amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"deductible_tax_amount" bigint DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"paid_on" date,
	"due_date" date,
	"transaction_id" uuid,
	"receipt_media_id" uuid,
	"recurring_expense_id" uuid,
	"occurrence_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"item_category" text,
	"nature" text,
	"label" text NOT NULL,
	"amount_includes_taxes" boolean DEFAULT true NOT NULL,
	"tax_deductible" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"payee" text,
	"supplier_id" uuid,
	"payment_method_id" uuid,
	"treasury_account_id" uuid,
	"notes" text,
	"amount" bigint NOT NULL,
	"tax_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"day" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"auto_pay" boolean DEFAULT false NOT NULL,
	"due_days" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_run_on" date,
	"last_run_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "treasury_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"accounting_code" text NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"description" text,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "treasury_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"label" text,
	"reference" text,
	"notes" text,
	"source" text NOT NULL,
	"source_id" uuid,
	"counterpart_account_id" uuid,
	"reconciled_at" timestamp with time zone,
	"reconciled_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "treasury_account_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_treasury_account_id_treasury_accounts_id_fk" FOREIGN KEY ("treasury_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_transaction_id_treasury_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."treasury_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_media_id_media_files_id_fk" FOREIGN KEY ("receipt_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_expense_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_expense_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_treasury_account_id_treasury_accounts_id_fk" FOREIGN KEY ("treasury_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_accounts" ADD CONSTRAINT "treasury_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_accounts" ADD CONSTRAINT "treasury_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_account_id_treasury_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_counterpart_account_id_treasury_accounts_id_fk" FOREIGN KEY ("counterpart_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_reconciled_by_users_id_fk" FOREIGN KEY ("reconciled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_company_idx" ON "expenses" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_company_status_idx" ON "expenses" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_occurrence_uq" ON "expenses" USING btree ("recurring_expense_id","occurrence_date") WHERE recurring_expense_id is not null;--> statement-breakpoint
CREATE INDEX "recurring_expenses_company_idx" ON "recurring_expenses" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recurring_expenses_due_idx" ON "recurring_expenses" USING btree ("next_run_on") WHERE is_active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "treasury_accounts_company_idx" ON "treasury_accounts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "treasury_accounts_company_name_idx" ON "treasury_accounts" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "treasury_transactions_balance_idx" ON "treasury_transactions" USING btree ("company_id","account_id","occurred_at","direction","amount") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "treasury_transactions_company_idx" ON "treasury_transactions" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_transactions_source_uq" ON "treasury_transactions" USING btree ("company_id","source","source_id","account_id","direction") WHERE source_id is not null and deleted_at is null;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_treasury_account_id_treasury_accounts_id_fk" FOREIGN KEY ("treasury_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Trigger-kept row counts (see 0003) for the new lists.
CREATE TRIGGER treasury_accounts_row_count_ins AFTER INSERT ON treasury_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER treasury_accounts_row_count_upd AFTER UPDATE ON treasury_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER treasury_accounts_row_count_del AFTER DELETE ON treasury_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER treasury_transactions_row_count_ins AFTER INSERT ON treasury_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER treasury_transactions_row_count_upd AFTER UPDATE ON treasury_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER treasury_transactions_row_count_del AFTER DELETE ON treasury_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER expenses_row_count_ins AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER expenses_row_count_upd AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER expenses_row_count_del AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER recurring_expenses_row_count_ins AFTER INSERT ON recurring_expenses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER recurring_expenses_row_count_upd AFTER UPDATE ON recurring_expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER recurring_expenses_row_count_del AFTER DELETE ON recurring_expenses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_rows_stmt();
--> statement-breakpoint
-- Every existing company gets its cash drawer account (new companies get it at sign-up), and its cash
-- payment methods land there.
INSERT INTO treasury_accounts (id, company_id, name, kind, accounting_code, currency, opening_balance, opening_date)
SELECT gen_random_uuid(), c.id,
       CASE c.locale WHEN 'fr' THEN 'Caisse' WHEN 'es' THEN 'Caja' ELSE 'Cash drawer' END,
       'cash', '571', c.currency, 0, (c.created_at AT TIME ZONE 'UTC')::date
FROM companies c;
--> statement-breakpoint
UPDATE payment_methods pm SET treasury_account_id = ta.id
FROM treasury_accounts ta
WHERE ta.company_id = pm.company_id AND ta.kind = 'cash' AND pm.kind = 'cash';
--> statement-breakpoint
-- Each other payment method gets an account of its own (what the app does on a method's first
-- payment), its id derived from the method's so the link below finds it; its code is the method's
-- when that is a treasury account the ledger can post to, else its kind's.
INSERT INTO treasury_accounts (id, company_id, name, kind, accounting_code, currency, opening_balance, opening_date, is_archived)
SELECT md5('treasury:' || pm.id::text)::uuid, pm.company_id, pm.name,
       CASE pm.kind WHEN 'bank' THEN 'bank' WHEN 'mobile_money_operator' THEN 'mobile_money' ELSE 'payment_aggregator' END,
       CASE
         WHEN pm.accounting_code IN ('50','513','515','521','522','524','531','538','552','558','561','565','571','572','573','581')
           THEN pm.accounting_code
         WHEN pm.kind = 'bank' THEN '521'
         ELSE '538'
       END,
       c.currency, 0, (pm.created_at AT TIME ZONE 'UTC')::date, pm.deleted_at IS NOT NULL
FROM payment_methods pm JOIN companies c ON c.id = pm.company_id
WHERE pm.kind <> 'cash';
--> statement-breakpoint
UPDATE payment_methods SET treasury_account_id = md5('treasury:' || id::text)::uuid WHERE kind <> 'cash';
--> statement-breakpoint
-- The money already received and paid back, into the accounts it landed in (voided payments left out).
INSERT INTO treasury_transactions (id, company_id, account_id, direction, amount, occurred_at, reference, source, source_id, created_by, created_at, updated_at)
SELECT gen_random_uuid(), p.company_id, pm.treasury_account_id,
       CASE p.kind WHEN 'refund' THEN 'out' ELSE 'in' END, p.amount, p.received_at, p.reference,
       CASE p.kind WHEN 'refund' THEN 'refund' ELSE 'payment' END, p.id, p.created_by, p.created_at, p.created_at
FROM payments p JOIN payment_methods pm ON pm.id = p.payment_method_id
WHERE p.voided_at IS NULL AND pm.treasury_account_id IS NOT NULL;
--> statement-breakpoint
-- Cash put in or taken out of the drawers, and the differences found at closing, on the cash account.
INSERT INTO treasury_transactions (id, company_id, account_id, direction, amount, occurred_at, label, source, source_id, created_by, created_at, updated_at)
SELECT gen_random_uuid(), m.company_id, ta.id, m.kind, m.amount, m.created_at, m.reason, 'cash_movement', m.id, m.created_by, m.created_at, m.created_at
FROM cash_movements m
JOIN LATERAL (
  SELECT id FROM treasury_accounts WHERE company_id = m.company_id AND kind = 'cash' ORDER BY created_at, id LIMIT 1
) ta ON true;
--> statement-breakpoint
INSERT INTO treasury_transactions (id, company_id, account_id, direction, amount, occurred_at, source, source_id, created_by, created_at, updated_at)
SELECT gen_random_uuid(), s.company_id, ta.id, CASE WHEN s.difference > 0 THEN 'in' ELSE 'out' END, abs(s.difference),
       s.closed_at, 'cash_difference', s.id, s.closed_by, s.closed_at, s.closed_at
FROM cash_sessions s
JOIN LATERAL (
  SELECT id FROM treasury_accounts WHERE company_id = s.company_id AND kind = 'cash' ORDER BY created_at, id LIMIT 1
) ta ON true
WHERE s.status = 'closed' AND s.difference IS NOT NULL AND s.difference <> 0;
