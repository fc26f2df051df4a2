import { z } from 'zod';
import { listMetaSchema } from './list-query.schema.ts';

/** One variant of GET /stock-valuation: its units on hand and what they are worth (minor units). */
export const stockValuationRowSchema = z.object({
  variant_id: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  variant_title: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** net quantity over the warehouses counted, negatives included */
  quantity: z.number().int(),
  /** the units valued: a negative balance counts as 0 */
  valued_quantity: z.number().int(),
  /** some warehouse counted holds a negative balance of it */
  negative: z.boolean(),
  /** unit cost; null when none was entered (then not in the cost total) */
  cost: z.number().int().nullable(),
  price: z.number().int(),
  /** valued_quantity × cost; null without a cost */
  stock_value: z.number().int().nullable(),
  /** valued_quantity × price */
  retail_value: z.number().int(),
});
export type StockValuationRow = z.infer<typeof stockValuationRowSchema>;

/** Totals over the whole filtered list, not the page (core valuationSummary). */
export const stockValuationSummarySchema = z.object({
  variants: z.number().int(),
  units: z.number().int(),
  stock_value: z.number().int(),
  retail_value: z.number().int(),
  potential_margin: z.number().int(),
  negative_variants: z.number().int(),
  no_cost_variants: z.number().int(),
  no_cost_units: z.number().int(),
  no_cost_retail_value: z.number().int(),
});
export type StockValuationSummary = z.infer<typeof stockValuationSummarySchema>;

export const stockValuationResponseSchema = z.object({
  data: z.array(stockValuationRowSchema),
  meta: listMetaSchema,
  summary: stockValuationSummarySchema,
});
export type StockValuationResponse = z.infer<typeof stockValuationResponseSchema>;
