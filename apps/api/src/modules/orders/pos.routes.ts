import {
  dataResponseSchema,
  discountCodeTermsSchema,
  getCurrency,
  POS_CATALOGUE_DEFAULT_LIMIT,
  POS_CATALOGUE_MAX_LIMIT,
  posCataloguePageSchema,
  posQuickPickSchema,
  shippingFeeChoiceSchema,
} from '@comptoir/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { companies, paymentMethods } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import { toDiscountDto } from '../discounts/discounts.dto.ts';
import { quickPickVariants } from '../products/product-variants.service.ts';
import { toShippingFeeDto } from '../shipping-fees/shipping-fees.dto.ts';
import { findTaxes } from './orders.repo.ts';
import {
  companyWarehouse,
  findActiveShippingFees,
  findDiscountByCode,
  type SaleStockLevel,
  saleWarehouse,
  warehouseQuantities,
} from './pos.repo.ts';
import { deltaStart, posCataloguePage } from './pos-catalogue.ts';
import { saleShopId } from './sale-shop.ts';

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
  /** the active shipping fees, by position: the client suggests one with matchShippingFee */
  shipping_fees: z.array(shippingFeeChoiceSchema),
});

const stockQuery = z.strictObject({
  // optional here so an unknown parameter is named first; checked in the handler
  variant_ids: z.string().max(4_000).optional(),
  /** a warehouse chosen on the sale (office orders); the sale's own one when absent */
  warehouse_id: z.string().max(36).optional(),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});

const saleStockSchema = z.object({
  /** where a sale made now leaves from (null when the company has no warehouse) */
  warehouse: z
    .object({
      id: z.string(),
      name: z.string(),
      /** false: a sale taking more than it holds is refused (409 insufficient_stock) */
      allow_negative_stock: z.boolean(),
    })
    .nullable(),
  quantities: z.array(
    z.object({
      variant_id: z.string(),
      quantity: z.number(),
      /** false when a sale takes nothing from stock (a service, a digital good) */
      tracked: z.boolean(),
    }),
  ),
});

const quickPicksQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(48).default(24),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});

const catalogueQuery = z.strictObject({
  /** the keyset cursor: the last variant id of the page before (its meta.next_after) */
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(POS_CATALOGUE_MAX_LIMIT).default(POS_CATALOGUE_DEFAULT_LIMIT),
  /** the generated_at of the copy the device holds: only what changed since; checked in the handler (422) */
  changed_since: z.string().max(64).optional(),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});

const discountCodeQuery = z.strictObject({
  // optional here so an unknown parameter is named first; required in the handler
  code: z.string().max(64).optional(),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
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
      const [[company], methods, taxes, fees] = await Promise.all([
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
        findActiveShippingFees(ctx.db, companyId),
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
          shipping_fees: fees.map((fee) => {
            const { created_at: _c, updated_at: _u, ...choice } = toShippingFeeDto(fee);
            return choice;
          }),
        },
      };
    },
  );

  app.get(
    '/pos/stock',
    {
      config: { access: { permission: 'orders.create' } },
      schema: {
        tags: ['orders'],
        summary: 'What the warehouse a sale leaves from holds of each variant',
        description:
          'variant_ids: up to 100 ids, comma-separated. The warehouse is warehouse_id when given (one of the company’s), else the one order creation picks: the user’s shop (or the default shop) and its default warehouse; allow_negative_stock says whether a sale may take more than it holds. A bundle or menu counts the whole units its components there make; an unknown id has 0. tracked is false for a variant whose product keeps no stock (a bundle: none of its components does).',
        querystring: stockQuery,
        response: { 200: dataResponseSchema(saleStockSchema) },
      },
    },
    async (request) => {
      const ids = (request.query.variant_ids ?? '').split(',').map((id) => id.trim());
      if (ids.length > 100 || ids.some((id) => !UUID_PATTERN.test(id))) {
        throw new AppError('invalid_parameter', { parameter: 'variant_ids' });
      }
      const scope = request.scope!;
      const chosen = request.query.warehouse_id;
      const warehouse = chosen
        ? await companyWarehouse(ctx.db, scope.companyId, chosen)
        : await saleWarehouse(ctx.db, scope);
      if (chosen && !warehouse) throw new AppError('invalid_parameter', { parameter: 'warehouse_id' });
      const quantities = warehouse
        ? await warehouseQuantities(ctx.db, scope.companyId, warehouse.id, [...new Set(ids)])
        : new Map<string, SaleStockLevel>();
      return {
        data: {
          warehouse,
          quantities: [...quantities].map(([variant_id, level]) => ({ variant_id, ...level })),
        },
      };
    },
  );

  app.get(
    '/pos/quick-picks',
    {
      config: { access: { permission: 'orders.create' } },
      schema: {
        tags: ['orders'],
        summary:
          'The variants the sale screen offers to tap: the shop’s pinned tiles, its best sellers, then the newest products',
        description:
          'limit: 1 to 48 (24). First the variants the shop pinned (GET /pos/pinned-variants), in their order, with pinned: true; then its best sellers, then the newest products, each variant once. The shop and its best sellers are those of the shop a sale made now belongs to (the user’s shop, else the default one) over the last 30 days, by units sold less returned; the rest are variants of the newest products. Only live variants of active products; each with its product, as GET /product-variants?include=product.',
        querystring: quickPicksQuery,
        response: { 200: dataResponseSchema(z.array(posQuickPickSchema)) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const shopId = await saleShopId(ctx.db, scope);
      return { data: await quickPickVariants(ctx, scope, shopId, request.query.limit) };
    },
  );

  app.get(
    '/pos/catalogue',
    {
      config: { access: { permission: 'orders.create' } },
      schema: {
        tags: ['orders'],
        summary:
          'The catalogue snapshot a point of sale keeps on the device, to search and scan while the connection is down',
        description:
          'Every live variant of the company’s active products, each with its product as GET /product-variants?include=product (cost only with products.cost; quantity as in /pos/quick-picks: over every warehouse, a bundle or menu from its components), ordered by id. A bundle or menu also carries its components (component_variant_id, quantity per unit, variant: id, title, product_title, sku), as GET /product-variants/{id}; other variants carry none. sale_stock is what the counter’s sale warehouse holds of it, as GET /pos/stock answers (the warehouse a sale made now leaves from, in meta.sale_warehouse: id, name, allow_negative_stock; a bundle or menu counts the whole units its components there make); null when there is no sale warehouse or when a sale of it takes nothing from stock (tracked false there). Keyset pages: after, a variant id, gives the variants after it; limit 1 to 2000 (1000). meta.next_after is the after of the next page, null on the last; meta.generated_at is the server’s time when the page was read; meta.removed is empty.\n\nchanged_since, the generated_at of the copy the device holds (that of its first page), makes it a delta, paged the same way: the variants that changed since then (a variant or product edit, a stock movement, a deletion, a status change, a bundle or menu whose component changed), the sellable ones in data, the ids of the others in meta.removed (deleted, of a deleted, draft or archived product: drop them; ids the device never held may be among them); data and removed together hold at most limit. It goes back 5 minutes before changed_since, so a change committed while the previous snapshot was read is not missed: a variant may come twice, applying it again changes nothing. Keep the held variants that are in neither. A stock movement changes the variant moved and the bundles and menus made of it, so their sale_stock comes in the delta; when meta.sale_warehouse is not the one the copy’s figures are of, download the whole catalogue again. changed_since that is not an ISO 8601 date-time answers 422; one in the future or more than 30 days old answers 409 snapshot_expired: download the whole catalogue again.',
        querystring: catalogueQuery,
        response: { 200: posCataloguePageSchema },
      },
    },
    async (request) => {
      const { after, limit, changed_since: changedSince } = request.query;
      const since = changedSince === undefined ? undefined : deltaStart(changedSince, new Date());
      return posCataloguePage(ctx, request.scope!, { after, limit, since });
    },
  );

  app.get(
    '/pos/discount-code',
    {
      config: { access: { permission: 'orders.create' } },
      schema: {
        tags: ['orders'],
        summary: 'The terms of a discount code, to price a basket before the order is saved',
        description:
          "Case-insensitive. 404 when the company has no live discount with this code. Whether it applies (window, minimum, usage) is checked again when the order is created; the customer's own usage only then.",
        querystring: discountCodeQuery,
        response: { 200: dataResponseSchema(discountCodeTermsSchema) },
      },
    },
    async (request) => {
      const code = request.query.code?.trim();
      if (!code) throw new AppError('invalid_parameter', { parameter: 'code' });
      const row = await findDiscountByCode(ctx.db, request.scope!.companyId, code);
      if (!row) throw new AppError('not_found', { resource: 'resource.discount' });
      const { id: _id, created_at: _c, updated_at: _u, ...terms } = toDiscountDto(row);
      return { data: terms };
    },
  );
};
