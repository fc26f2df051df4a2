import type { ProductVariant } from '../../../products/api.ts';

/** A variant as GET /pos/catalogue lists it, for the offline tests: one product per variant unless `product` says. */
export const catalogueVariant = (
  id: string,
  title: string,
  fields: Partial<Pick<ProductVariant, 'sku' | 'barcode' | 'quantity'>> & { product?: string } = {},
): ProductVariant => {
  const product = fields.product ?? id;
  return {
    id,
    product_id: `p-${product}`,
    title,
    option1: null,
    option2: null,
    option3: null,
    position: 1,
    sku: fields.sku ?? null,
    barcode: fields.barcode ?? null,
    price: 1000,
    compare_at_price: null,
    quantity: fields.quantity ?? 3,
    reorder_point: null,
    product: { id: `p-${product}`, title: fields.product ?? title },
  };
};
