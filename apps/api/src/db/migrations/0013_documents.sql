CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"type_code" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid,
	"customer_id" uuid,
	"credited_document_id" uuid,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb,
	"locale" text NOT NULL,
	"notes" text,
	"due_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"public_token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_company_number_uq" ON "documents" USING btree ("company_id","kind","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_public_token_uq" ON "documents" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "documents_company_order_idx" ON "documents" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE TRIGGER documents_row_count_ins AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER documents_row_count_del AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
