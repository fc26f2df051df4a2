import { z } from 'zod';
import { VARIANT_BARCODES_MAX } from '../catalog/ean13.ts';
import {
  COMPARE_AT_NOT_ABOVE_PRICE,
  compareAtPriceValid,
  isCompositeType,
  TAG_MAX_LENGTH,
  TAG_SEPARATOR,
  tagHasSeparator,
} from '../catalog/products.ts';

// Shapes match what the product screens (apps/web/src/features/products/api.ts) already read.
export const PRODUCT_TYPES = ['physical_goods', 'digital_goods', 'services', 'bundle', 'menu'] as const;
/** The types that keep their own stock: what a bundle's or menu's components may be (componentProblem). */
export const STOCKED_PRODUCT_TYPES = PRODUCT_TYPES.filter((type) => !isCompositeType(type));
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const productStatusSchema = z.enum(PRODUCT_STATUSES);

/** Longest SKU or barcode, for the API and the CSV import alike. */
export const VARIANT_CODE_MAX_LENGTH = 64;

const money = z.number().int().min(0);
const id = z.string().min(1);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * Tags a product gains: each a word or phrase of at most 60 characters, without a comma, semicolon or
 * line break (they separate tags in the tag fields and the CSV import). The separator error is on
 * `tags` itself, where the tag field shows it.
 */
const tagsToAdd = z
  .array(z.string().trim().min(1).max(TAG_MAX_LENGTH))
  .refine((tags) => !tags.some(tagHasSeparator), { message: TAG_SEPARATOR });

export const productOptionInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  values: z.array(z.string().trim().min(1).max(60)).min(1).max(100),
});
export type ProductOptionInput = z.infer<typeof productOptionInputSchema>;

/** A body giving both prices: the compare-at ("was") price, when set, is above the price. */
const compareAtAbovePrice = <
  S extends z.ZodType<{ price?: number | undefined; compare_at_price?: number | null | undefined }>,
>(
  schema: S,
): S =>
  schema.refine((v) => v.price === undefined || compareAtPriceValid(v.price, v.compare_at_price), {
    message: COMPARE_AT_NOT_ABOVE_PRICE,
    path: ['compare_at_price'],
  });

// A body with one of the two prices only is checked against the stored other one by the API.
const variantFieldsSchema = z.object({
  id: id.optional(),
  option1: z.string().trim().max(60).nullable().optional(),
  option2: z.string().trim().max(60).nullable().optional(),
  option3: z.string().trim().max(60).nullable().optional(),
  price: money.optional(),
  compare_at_price: money.nullable().optional(),
  cost: money.nullable().optional(),
  sku: optionalText(VARIANT_CODE_MAX_LENGTH),
  barcode: optionalText(VARIANT_CODE_MAX_LENGTH),
  weight: z.number().int().min(0).nullable().optional(),
  reorder_point: z.number().int().min(0).nullable().optional(),
});

/** Explicit edits of one variant: by `id` (update) or by option values (new/regenerated). */
export const variantInputSchema = compareAtAbovePrice(variantFieldsSchema);
export type VariantInput = z.infer<typeof variantInputSchema>;

export const compositeInputSchema = z.object({
  variant_id: id,
  quantity: z.number().int().min(1).max(100_000),
});
export type CompositeInput = z.infer<typeof compositeInputSchema>;

/** Opening stock: the variant by its index in `variants` (or generated order) or by SKU. */
export const initialStockInputSchema = z
  .object({
    variant_index: z.number().int().min(0).optional(),
    sku: z.string().trim().min(1).max(VARIANT_CODE_MAX_LENGTH).optional(),
    warehouse_id: id,
    quantity: z.number().int().min(0).max(1_000_000_000),
  })
  .refine((line) => line.variant_index !== undefined || line.sku !== undefined, {
    message: 'variant_required',
    path: ['variant_index'],
  });
export type InitialStockInput = z.infer<typeof initialStockInputSchema>;

export const productCreateSchema = z.object({
  title: z.string().trim().min(1).max(255),
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'handle_invalid' })
    .max(255)
    .optional(),
  description: z.string().max(50_000).nullable().optional(),
  type: productTypeSchema.default('physical_goods'),
  status: productStatusSchema.default('active'),
  tags: tagsToAdd.max(250).optional(),
  supplier_id: id.nullable().optional(),
  track_inventory: z.boolean().optional(),
  options: z.array(productOptionInputSchema).max(3).optional(),
  variants: z.array(variantInputSchema).max(2000).optional(),
  composites: z.array(compositeInputSchema).max(100).optional(),
  shop_ids: z.array(id).max(100).optional(),
  image_ids: z.array(id).max(250).optional(),
  initial_stock: z.array(initialStockInputSchema).max(10_000).optional(),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const productUpdateSchema = productCreateSchema
  .omit({ initial_stock: true, type: true, status: true })
  .partial()
  .extend({ type: productTypeSchema.optional(), status: productStatusSchema.optional() });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const variantUpdateSchema = compareAtAbovePrice(
  variantFieldsSchema.omit({ id: true, option1: true, option2: true, option3: true }),
);
export type VariantUpdate = z.infer<typeof variantUpdateSchema>;

export const variantComponentSchema = z.object({
  component_variant_id: z.string(),
  quantity: z.number().int(),
  variant: z
    .object({
      id: z.string(),
      title: z.string(),
      product_title: z.string().optional(),
      sku: z.string().nullable().optional(),
    })
    .optional(),
});

export const productVariantSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  title: z.string(),
  option1: z.string().nullable(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  position: z.number().int(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  /** Only with products.cost. */
  cost: z.number().int().nullable().optional(),
  weight: z.number().int().nullable().optional(),
  quantity: z.number().int(),
  reorder_point: z.number().int().nullable(),
  components: z.array(variantComponentSchema).optional(),
  product: z.object({ id: z.string(), title: z.string(), type: z.string().optional() }).optional(),
});
export type ProductVariantResponse = z.infer<typeof productVariantSchema>;

export const productImageSchema = z.object({
  media_id: z.string(),
  position: z.number().int(),
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
});

export const productSchema = z.object({
  id: z.string(),
  type: productTypeSchema,
  status: productStatusSchema,
  title: z.string(),
  handle: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  supplier_id: z.string().nullable(),
  track_inventory: z.boolean(),
  featured_media_id: z.string().nullable().optional(),
  options: z.array(productOptionInputSchema.extend({ position: z.number().int() })).optional(),
  variants: z.array(productVariantSchema).optional(),
  images: z.array(productImageSchema).optional(),
  shop_ids: z.array(z.string()).optional(),
  supplier: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  price_min: z.number().int().optional(),
  price_max: z.number().int().optional(),
  total_quantity: z.number().int().optional(),
  variants_count: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductResponse = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = ['created_at', 'title', 'updated_at', 'price'] as const;
export const PRODUCT_INCLUDES = ['variants', 'options', 'images', 'shops', 'supplier', 'composites'] as const;
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;

export const productListFiltersSchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: productTypeSchema.optional(),
  status: productStatusSchema.optional(),
  tag: z.string().trim().max(60).optional(),
  supplier_id: id.optional(),
  collection_id: id.optional(),
  stock_status: z.enum(STOCK_STATUSES).optional(),
  price_min: z.coerce.number().int().min(0).optional(),
  price_max: z.coerce.number().int().min(0).optional(),
});
export type ProductListFilters = z.infer<typeof productListFiltersSchema>;

export const productBulkSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('set_status'),
    ids: z.array(id).min(1).max(1000),
    status: productStatusSchema,
  }),
  z.object({
    action: z.literal('add_tags'),
    ids: z.array(id).min(1).max(1000),
    tags: tagsToAdd.min(1),
  }),
  z.object({
    action: z.literal('remove_tags'),
    ids: z.array(id).min(1).max(1000),
    // Any spelling stored before the separator rule can still be removed.
    tags: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).min(1),
  }),
  // Signed change, as the list screen sends it: `percent` (decimal text or number, −100 < p ≤ 1000)
  // or `amount` (minor units); exactly one of them.
  z
    .object({
      action: z.literal('change_price'),
      ids: z.array(id).min(1).max(1000),
      percent: z.coerce.number().gt(-100).max(1000).optional(),
      amount: z.number().int().optional(),
    })
    .refine((body) => (body.percent === undefined) !== (body.amount === undefined), {
      message: 'percent_or_amount',
      path: ['percent'],
    }),
  z.object({ action: z.literal('delete'), ids: z.array(id).min(1).max(1000) }),
]);
export type ProductBulk = z.infer<typeof productBulkSchema>;

/** `POST /product-variants/barcodes`: the variants to give an in-store EAN-13 when they have no barcode. */
export const variantBarcodesGenerateSchema = z.object({
  variant_ids: z.array(z.uuid()).min(1).max(VARIANT_BARCODES_MAX),
});
export type VariantBarcodesGenerate = z.infer<typeof variantBarcodesGenerateSchema>;

/** Each listed variant's barcode after the call; `generated` when this call gave it. */
export const variantBarcodeSchema = z.object({
  id: z.string(),
  barcode: z.string(),
  generated: z.boolean(),
});
export type VariantBarcode = z.infer<typeof variantBarcodeSchema>;
