import { z } from 'zod';
import {
  COLLECTION_RULE_FIELDS,
  COLLECTION_RULE_OPERATORS,
  collectionRuleProblem,
} from '../catalog/collection-rules.ts';
import { isSlug } from '../validation/slug.ts';

export const COLLECTION_SORT_ORDERS = ['manual', 'title', 'price_asc', 'price_desc', 'newest'] as const;
export const MAX_COLLECTION_RULES = 20;
export const MAX_COLLECTION_PRODUCTS = 1000;

export const collectionRuleSchema = z
  .object({
    field: z.enum(COLLECTION_RULE_FIELDS),
    operator: z.enum(COLLECTION_RULE_OPERATORS),
    value: z.string().trim().max(200),
  })
  .superRefine((rule, ctx) => {
    const problem = collectionRuleProblem(rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });
export type CollectionRule = z.infer<typeof collectionRuleSchema>;

const productIds = z.array(z.uuid()).max(MAX_COLLECTION_PRODUCTS);

const collectionFields = {
  title: z.string().trim().min(1).max(160),
  handle: z.string().trim().refine(isSlug, { message: 'slug_invalid' }).optional(),
  description: z.string().trim().max(5000).nullable().optional(),
  rules: z.array(collectionRuleSchema).max(MAX_COLLECTION_RULES).optional(),
  rules_match: z.enum(['all', 'any']).optional(),
  sort_order: z.enum(COLLECTION_SORT_ORDERS).optional(),
  published: z.boolean().optional(),
  media_id: z.uuid().nullable().optional(),
};

export const collectionCreateSchema = z
  .object({
    ...collectionFields,
    kind: z.enum(['manual', 'rules']).default('manual'),
    product_ids: productIds.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'rules' && (!body.rules || body.rules.length === 0))
      ctx.addIssue({ code: 'custom', message: 'rules_required', path: ['rules'] });
    if (body.kind === 'rules' && body.product_ids?.length)
      ctx.addIssue({ code: 'custom', message: 'manual_only', path: ['product_ids'] });
  });
export type CollectionCreate = z.input<typeof collectionCreateSchema>;
export const collectionUpdateSchema = z.object(collectionFields).partial();
export type CollectionUpdate = z.input<typeof collectionUpdateSchema>;

export const collectionProductsSchema = z.object({ product_ids: productIds });
export const collectionReorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

export const collectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['manual', 'rules']),
  rules: z.array(z.object({ field: z.string(), operator: z.string(), value: z.string() })),
  rules_match: z.enum(['all', 'any']),
  sort_order: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  media_id: z.string().nullable(),
  products_count: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** One product as GET /collections/:id/products lists it (collection order). */
export const collectionProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  type: z.string(),
  status: z.string(),
  tags: z.array(z.string()),
  supplier_id: z.string().nullable(),
  featured_media_id: z.string().nullable(),
  /** lowest and highest live variant price, minor units (null without variants) */
  price_min: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  variants_count: z.number().int(),
  /** place in a manual collection, from 0; null in a rule-based one */
  position: z.number().int().nullable(),
});
export type CollectionProduct = z.infer<typeof collectionProductSchema>;
