-- SKUs are unique per company ignoring case (variant-codes.ts): the check under the company's lock and the
-- scanner's case-insensitive lookup probe (company_id, lower(sku)) instead of reading every SKU of the company
-- (~2 ms for 5,000 variants, growing with the catalogue; a probe is ~0.2 ms).
CREATE INDEX "product_variants_company_lower_sku_idx" ON "product_variants" USING btree ("company_id",lower("sku")) WHERE deleted_at is null and sku is not null;
