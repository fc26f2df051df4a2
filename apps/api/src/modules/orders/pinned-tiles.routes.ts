import { dataResponseSchema, pinnedVariantsSchema, pinnedVariantsUpdateSchema } from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { getPinnedVariants, replacePinnedVariants } from './pinned-tiles.service.ts';

const pinnedQuery = z.strictObject({
  shop_id: z.uuid().optional(),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});

const SHOP_RULE =
  'shop_id: one of the company’s shops (the one a sale made now belongs to when absent: the user’s shop, else the default one); a shop-bound request reaches its own shop only, any other is a 404.';

/**
 * The tiles a shop pins at its counter, first among the quick picks. Whoever sells reads them; arranging them
 * takes products.update: the counter is shared by the staff, a cashier does not rearrange it for everyone.
 */
export const pinnedTilesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pos/pinned-variants',
    {
      config: { access: { permission: 'orders.create' } },
      schema: {
        tags: ['orders'],
        summary: 'The variants a shop pinned at its point of sale, in their order',
        description: `${SHOP_RULE} Only live variants of active products: a pin of a deleted, draft or archived one is left out.`,
        querystring: pinnedQuery,
        response: { 200: dataResponseSchema(pinnedVariantsSchema) },
      },
    },
    async (request) => ({ data: await getPinnedVariants(ctx, request.scope!, request.query.shop_id) }),
  );

  app.put(
    '/pos/pinned-variants',
    {
      config: { access: { permission: 'products.update' } },
      schema: {
        tags: ['orders'],
        summary: 'Replace the variants a shop pins at its point of sale',
        description: `${SHOP_RULE} variant_ids: 0 to 48 distinct ids, in the order the tiles show; all are saved or none. An unknown or deleted variant is a 404, one of a draft or archived product a 422, each named in errors (variant_ids.<index>).`,
        body: pinnedVariantsUpdateSchema,
        response: { 200: dataResponseSchema(pinnedVariantsSchema) },
      },
    },
    async (request) => ({
      data: await replacePinnedVariants(ctx, request.scope!, request.auth!.id, request.body),
    }),
  );
};
