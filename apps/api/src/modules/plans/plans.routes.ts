import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { plans } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type PlanRow = typeof plans.$inferSelect;

const toPlanDto = (p: PlanRow) => ({
  id: p.id,
  lookup_key: p.lookup_key,
  name: p.name,
  description: p.description,
  price_minor: p.price_minor,
  currency: p.currency,
  interval: p.interval,
  limits: p.limits,
  features: p.features,
});

/** Plans are public: the pricing page and the sign-up flow read them before any login. */
export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/plans',
    {
      config: { access: { public: true } },
      schema: { tags: ['plans'], summary: 'Plans on offer with their limits' },
    },
    async () => {
      const rows = await ctx.db
        .select()
        .from(plans)
        .where(eq(plans.is_public, true))
        .orderBy(asc(plans.sort_order));
      return { data: rows.map(toPlanDto) };
    },
  );
  app.get(
    '/plans/:lookup_key',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['plans'],
        summary: 'One plan by lookup key',
        params: z.object({ lookup_key: z.string().max(64) }),
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .select()
        .from(plans)
        .where(and(eq(plans.lookup_key, request.params.lookup_key), eq(plans.is_public, true)))
        .limit(1);
      if (!row) throw new AppError('not_found', { resource: 'resource.plan' });
      return { data: toPlanDto(row) };
    },
  );
};
