import { z } from 'zod';
import { IMPORT_FIELDS } from '../imports/column-mapping.ts';
import { CUSTOMER_IMPORT_FIELDS } from '../imports/customer-columns.ts';
import { IMPORT_MAX_BYTES } from '../imports/import-rows.ts';

export * from '../imports/index.ts';

export const importUploadSchema = z.object({
  filename: z.string().trim().max(255).nullable().optional(),
  content: z.string().min(1).max(IMPORT_MAX_BYTES),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importFieldSchema = z.enum(IMPORT_FIELDS);
export const columnMappingSchema = z.partialRecord(importFieldSchema, z.string().max(255));

export const importMappingSchema = z.object({ mapping: columnMappingSchema });
export type ImportMappingInput = z.infer<typeof importMappingSchema>;

export const importCommitSchema = z.object({
  /** where opening stock goes; the company's default warehouse when left out */
  warehouse_id: z.uuid().nullable().optional(),
});
export type ImportCommitInput = z.infer<typeof importCommitSchema>;

export const importRowErrorSchema = z.object({
  row: z.number(),
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ImportRowErrorDto = z.infer<typeof importRowErrorSchema>;

/** new: the file creates it; update: it changes a product or variant of the catalogue */
export const importActionSchema = z.enum(['new', 'update']);

export const importPreviewProductSchema = z.object({
  row: z.number(),
  action: importActionSchema,
  /** product fields an update changes (title, type, status, description, tags, supplier_id, options) */
  changes: z.array(z.string()),
  handle: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  tags: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      row: z.number(),
      action: importActionSchema,
      /** variant fields an update changes (sku, barcode, price, compare_at_price, cost, weight_grams, reorder_point) */
      changes: z.array(z.string()),
      title: z.string(),
      sku: z.string().nullable(),
      barcode: z.string().nullable(),
      price: z.number(),
      compare_at_price: z.number().nullable(),
      cost: z.number().nullable(),
      /** opening stock the commit adds (a new variant's); an existing variant's stock is never set */
      quantity: z.number(),
    }),
  ),
});

export const importPreviewSchema = z.object({
  row_count: z.number(),
  valid_count: z.number(),
  product_count: z.number(),
  /** of product_count: products the file creates, and products it updates */
  new_count: z.number(),
  update_count: z.number(),
  variant_count: z.number(),
  opening_stock: z.boolean(),
  errors: z.array(importRowErrorSchema),
  /** rows applied, but not entirely as written (a quantity that does not change stock) */
  warnings: z.array(importRowErrorSchema),
  products: z.array(importPreviewProductSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What every import batch answers, whatever it imports. */
const importBatchBaseSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['uploaded', 'previewed', 'committed']),
  filename: z.string().nullable(),
  delimiter: z.string(),
  columns: z.array(z.string()),
  row_count: z.number(),
  error_count: z.number(),
  committed_at: z.string().nullable(),
  created_at: z.string(),
});

export const importBatchSchema = importBatchBaseSchema.extend({
  mapping: columnMappingSchema,
  preview: importPreviewSchema.nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const customerImportFieldSchema = z.enum(CUSTOMER_IMPORT_FIELDS);
export const customerColumnMappingSchema = z.partialRecord(customerImportFieldSchema, z.string().max(255));

export const customerImportPreviewSchema = z.object({
  row_count: z.number(),
  valid_count: z.number(),
  /** customers the commit creates */
  new_count: z.number(),
  /** rows a live customer already answers to (same phone, or else same email): left as they are */
  skip_count: z.number(),
  errors: z.array(importRowErrorSchema),
  /** one per skipped row, naming the existing customer */
  warnings: z.array(importRowErrorSchema),
  /** the first rows, each marked new or skip */
  customers: z.array(
    z.object({
      row: z.number(),
      action: z.enum(['new', 'skip']),
      type: z.enum(['individual', 'company']),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      tags: z.array(z.string()),
      marketing_consent: z.boolean(),
      /** the live customer a skipped row matches */
      existing: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type CustomerImportPreview = z.infer<typeof customerImportPreviewSchema>;

export const customerImportBatchSchema = importBatchBaseSchema.extend({
  mapping: customerColumnMappingSchema,
  preview: customerImportPreviewSchema.nullable(),
});
export type CustomerImportBatch = z.infer<typeof customerImportBatchSchema>;
