import { z } from 'zod';
import { GROUP_BY_FIELDS } from '../analytics/sales.ts';

// The answers of the sales analytics endpoints (docs/analytics-api.md). Apart from the rules in
// analytics/sales.ts, so that a screen using those rules does not load zod with them.

/** A window of an analytics answer: its first and last calendar days. */
export const analyticsPeriodSchema = z.object({ start: z.string(), end: z.string() });

export const statItemSchema = z.object({
  item: z.string(),
  value: z.number(),
  past_value: z.number(),
  change: z.number().nullable(),
});

/** The data of `/analytics/stats` and `/analytics/{model}/stats`. */
export const statsResponse = z.object({
  period: analyticsPeriodSchema,
  past_period: analyticsPeriodSchema,
  paid_only: z.boolean(),
  shop_id: z.string().nullable(),
  currency: z.string(),
  stats: z.array(statItemSchema),
});
export type StatsResponse = z.infer<typeof statsResponse>;

/** The data of `/analytics/{model}/stats` for the operations models: the same, named by its model. */
export const modelStatsResponse = z.object({ model: z.string(), ...statsResponse.shape });

export const groupByRowSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  orders: z.number(),
  revenue: z.number(),
  units_sold: z.number(),
  past_key: z.string().nullable(),
  past_orders: z.number(),
  past_revenue: z.number(),
  past_units_sold: z.number(),
});
export type GroupByRow = z.infer<typeof groupByRowSchema>;

/** The data of `/analytics/stats/orders/group-by/`. */
export const groupByResponse = z.object({
  field: z.enum(GROUP_BY_FIELDS),
  bucket: z.enum(['day', 'week', 'month', 'year']).nullable(),
  period: analyticsPeriodSchema,
  past_period: analyticsPeriodSchema,
  paid_only: z.boolean(),
  shop_id: z.string().nullable(),
  currency: z.string(),
  rows: z.array(groupByRowSchema),
  totals: z.object({
    orders: z.number(),
    revenue: z.number(),
    units_sold: z.number(),
    past_orders: z.number(),
    past_revenue: z.number(),
    past_units_sold: z.number(),
  }),
});
export type GroupByResponse = z.infer<typeof groupByResponse>;
