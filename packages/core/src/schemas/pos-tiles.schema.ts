import { z } from 'zod';
import { MAX_PINNED_TILES } from '../orders/pinned-tiles.ts';
import { productVariantSchema } from './product.schema.ts';

/**
 * `PUT /pos/pinned-variants`: the shop's pinned tiles, replaced as a whole; their order is their place on the
 * counter. `shop_id` defaults to the shop a sale made now belongs to.
 */
export const pinnedVariantsUpdateSchema = z.object({
  shop_id: z.uuid().optional(),
  variant_ids: z
    .array(z.uuid())
    .max(MAX_PINNED_TILES)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_items' }),
});
export type PinnedVariantsUpdate = z.infer<typeof pinnedVariantsUpdateSchema>;

/** The pinned tiles of one shop, in their order: only live variants of active products. */
export const pinnedVariantsSchema = z.object({
  shop_id: z.string(),
  variants: z.array(productVariantSchema),
});
export type PinnedVariants = z.infer<typeof pinnedVariantsSchema>;

/** A quick pick: a variant with its product, `pinned` when the shop fixed it to the counter (those come first). */
export const posQuickPickSchema = productVariantSchema.extend({ pinned: z.boolean() });
export type PosQuickPick = z.infer<typeof posQuickPickSchema>;
