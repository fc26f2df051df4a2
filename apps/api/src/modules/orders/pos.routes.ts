import { dataResponseSchema, getCurrency } from '@comptoir/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { companies, paymentMethods } from '../../db/schema/index.ts';
import { findTaxes } from './orders.repo.ts';

const posSetupSchema = z.object({
  currency: z.object({ alpha: z.string(), precision: z.number() }),
  payment_methods: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.string(), is_default: z.boolean() }),
  ),
  /** the taxes a new line gets: the client prices the basket with priceOrder, as the server will */
  default_taxes: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      label: z.string(),
      rate: z.string().nullable(),
      fixed_amount: z.number().nullable(),
      tax_order: z.number(),
      is_withholding: z.boolean(),
      include_in_base_for_subsequent_taxes: z.boolean(),
    }),
  ),
});

/**
 * What the sale screen needs to sell, under orders.create: a cashier may lack payment_methods.view
 * and taxes.view (SPEC §6) and still has to pick a method and show the right total.
 */
export const posRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pos/setup',
    {
      config: { access: { permission: 'orders.create' } },
      schema: {
        tags: ['orders'],
        summary: 'The currency, active payment methods and default taxes of the point of sale',
        response: { 200: dataResponseSchema(posSetupSchema) },
      },
    },
    async (request) => {
      const { companyId } = request.scope!;
      const [[company], methods, taxes] = await Promise.all([
        ctx.db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId)),
        ctx.db
          .select({
            id: paymentMethods.id,
            name: paymentMethods.name,
            kind: paymentMethods.kind,
            is_default: paymentMethods.is_default,
          })
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.company_id, companyId),
              isNull(paymentMethods.deleted_at),
              eq(paymentMethods.is_active, true),
            ),
          )
          .orderBy(desc(paymentMethods.is_default), asc(paymentMethods.position), asc(paymentMethods.name)),
        findTaxes(ctx.db, companyId, null),
      ]);
      const alpha = company?.currency ?? 'USD';
      return {
        data: {
          currency: { alpha, precision: getCurrency(alpha)?.precision ?? 2 },
          payment_methods: methods,
          default_taxes: taxes.map((t) => ({
            id: t.id,
            code: t.code,
            label: t.label,
            rate: t.rate,
            fixed_amount: t.fixed_amount,
            tax_order: t.tax_order,
            is_withholding: t.is_withholding,
            include_in_base_for_subsequent_taxes: t.include_in_base_for_subsequent_taxes,
          })),
        },
      };
    },
  );
};
