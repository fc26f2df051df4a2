CREATE INDEX "product_variants_company_reorder_idx" ON "product_variants" USING btree ("company_id") WHERE reorder_point is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "deliveries_company_scheduled_idx" ON "deliveries" USING btree ("company_id","scheduled_for") WHERE scheduled_for is not null;--> statement-breakpoint
CREATE INDEX "deliveries_company_updated_idx" ON "deliveries" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "payments_company_received_idx" ON "payments" USING btree ("company_id","received_at","payment_method_id","kind","amount") WHERE voided_at is null;--> statement-breakpoint
CREATE INDEX "returns_company_decided_idx" ON "returns" USING btree ("company_id","decided_at") WHERE status = 'approved';