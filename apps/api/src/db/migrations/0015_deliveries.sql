CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_id" uuid,
	"transport_mode" text DEFAULT 'Road' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"address" jsonb,
	"contact_phone" text,
	"scheduled_for" timestamp with time zone,
	"instructions" text,
	"last_note" text,
	"proof_media_id" uuid,
	"cash_collected" bigint DEFAULT 0 NOT NULL,
	"cash_payment_id" uuid,
	"taken_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_proof_media_id_media_files_id_fk" FOREIGN KEY ("proof_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_cash_payment_id_payments_id_fk" FOREIGN KEY ("cash_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_company_idx" ON "deliveries" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_uq" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deliveries_company_courier_idx" ON "deliveries" USING btree ("company_id","courier_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_company_status_idx" ON "deliveries" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE TRIGGER deliveries_row_count_ins AFTER INSERT ON deliveries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
--> statement-breakpoint
CREATE TRIGGER deliveries_row_count_del AFTER DELETE ON deliveries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comptoir_count_all_rows_stmt();
