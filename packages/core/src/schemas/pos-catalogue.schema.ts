import { z } from 'zod';
import { productVariantSchema } from './product.schema.ts';

/** The most variants one page of `GET /pos/catalogue` holds, and how many it holds when not told. */
export const POS_CATALOGUE_MAX_LIMIT = 2000;
export const POS_CATALOGUE_DEFAULT_LIMIT = 1000;
/** How far back `changed_since` may go: an older copy is downloaded again in full (409 snapshot_expired). */
export const POS_CATALOGUE_DELTA_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/**
 * One page of the catalogue snapshot a point of sale keeps on the device, to search and scan while the connection is
 * down: every sellable variant with its product (a bundle or menu with its `components`, to
 * reckon offline what a waiting sale takes from them), by id. `next_after` is the `after` of the next page (null on the
 * last); `generated_at` is the server's time when the page was read, what the snapshot is as fresh as.
 *
 * With `changed_since` (the `generated_at` of the copy held), the page holds only what changed since: `data` the
 * variants to put in place of the held ones (or add), `removed` the ids of variants that can no longer be sold, to drop
 * (ids the device never held among them). Without it, `removed` is empty.
 */
export const posCataloguePageSchema = z.object({
  data: z.array(
    productVariantSchema.extend({
      /**
       * What the counter's sale warehouse (`meta.sale_warehouse`) holds, as GET /pos/stock answers it (a bundle or
       * menu: the whole units its components there make); null without a sale warehouse, or for a variant a sale takes
       * nothing from stock for (GET /pos/stock's tracked false). `quantity` stays the total over every warehouse.
       */
      sale_stock: z.number().nullable(),
    }),
  ),
  meta: z.object({
    next_after: z.string().nullable(),
    generated_at: z.string(),
    removed: z.array(z.string()),
    /**
     * The warehouse a sale made now at this counter leaves from, as GET /pos/stock names it (null when none):
     * `sale_stock` is what it holds; a copy held of another warehouse's figures is downloaded again whole.
     */
    sale_warehouse: z
      .object({ id: z.string(), name: z.string(), allow_negative_stock: z.boolean() })
      .nullable(),
  }),
});
export type PosCataloguePage = z.infer<typeof posCataloguePageSchema>;
