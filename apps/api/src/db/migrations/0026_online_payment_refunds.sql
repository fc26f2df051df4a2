ALTER TABLE "online_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;