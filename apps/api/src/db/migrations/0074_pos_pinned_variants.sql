-- The tiles a shop pins at its point of sale, in order, shown before its best sellers (docs/decisions.md "Pinned
-- tiles"). No ON DELETE: shops and variants are soft-deleted; a pin of a deleted or non-active one is not read.
CREATE TABLE "pos_pinned_variants" (
	"company_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "pos_pinned_variants_company_id_shop_id_variant_id_pk" PRIMARY KEY("company_id","shop_id","variant_id"),
	CONSTRAINT "pos_pinned_variants_position_check" CHECK ("pos_pinned_variants"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pos_pinned_variants" ADD CONSTRAINT "pos_pinned_variants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pinned_variants" ADD CONSTRAINT "pos_pinned_variants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pinned_variants" ADD CONSTRAINT "pos_pinned_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pinned_variants" ADD CONSTRAINT "pos_pinned_variants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_pinned_variants_shop_position_uq" ON "pos_pinned_variants" USING btree ("company_id","shop_id","position");
