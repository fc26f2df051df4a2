import {
  averageDeliveryHours,
  dataResponseSchema,
  LINE_DISCOUNT_KEY,
  modelStatsResponse,
  OPERATIONS_MODEL_ITEMS,
  OPERATIONS_MODEL_PERMISSIONS,
  type OperationsModel,
  returnsRate,
  statValues,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n/messages.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { analyticsWindows, paidOnly } from './analytics-query.ts';
import { deliveryFigures, paymentsByMethod, sumPayments } from './items.repo.ts';
import {
  analyticsCompany,
  analyticsShop,
  type Instants,
  instantsOf,
  operationsQuery,
  requirePermissions,
} from './operations.common.ts';
import {
  type DiscountRow,
  discountFigures,
  expenseFigures,
  returnFigures,
  supplierFigures,
} from './operations.repo.ts';

// SPEC §7 per-model figures other than sales: GET /analytics/{deliveries,returns,expenses,
// payments,suppliers}/stats and /analytics/discounts/stats. Same body as /analytics/stats:
// each item's value in the period, in the past period and the change in percent. paid_only
// (default true) keeps paid expenses and bills only, and the discounts of paid sales; deliveries,
// returns and payments do not depend on it (the answer says which applied).

const tags = ['analytics'];

const discountRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  code: z.string().nullable(),
  uses: z.number(),
  amount: z.number(),
  past_uses: z.number(),
  past_amount: z.number(),
});

type Figures = Readonly<Record<string, number>>;

interface ModelReader {
  /** does paid_only change the figures */
  paid: boolean;
  /** can the figures be limited to one shop */
  shop: boolean;
  read(db: Db, companyId: string, window: Instants, shopId: string | null, paid: boolean): Promise<Figures>;
}

const READERS: Record<Exclude<OperationsModel, 'discounts'>, ModelReader> = {
  deliveries: {
    paid: false,
    shop: true,
    async read(db, companyId, window, shopId) {
      const f = await deliveryFigures(db, companyId, window, shopId);
      return {
        deliveries: f.total,
        delivered: f.delivered,
        cancelled: f.cancelled,
        average_delivery_hours: averageDeliveryHours(f.delivery_seconds, f.timed) ?? 0,
        cash_collected: f.cash_collected,
      };
    },
  },
  returns: {
    paid: false,
    shop: true,
    async read(db, companyId, window, shopId) {
      const f = await returnFigures(db, companyId, window, shopId);
      return {
        returns: f.returns,
        returned_units: f.returned_units,
        returns_rate: returnsRate(f.units_sold_returned, f.units_sold),
        credited: f.credited,
      };
    },
  },
  expenses: {
    paid: true,
    shop: false,
    read: (db, companyId, window, _shop, paid) => expenseFigures(db, companyId, window, paid),
  },
  payments: {
    paid: false,
    shop: true,
    async read(db, companyId, window, shopId) {
      const f = sumPayments(await paymentsByMethod(db, companyId, window, shopId));
      return {
        payments: f.payments,
        refunds: f.refunds,
        net: f.payments - f.refunds,
        payments_count: f.count,
      };
    },
  },
  suppliers: {
    paid: true,
    shop: false,
    read: (db, companyId, window, _shop, paid) => supplierFigures(db, companyId, window, paid),
  },
};

export const analyticsOperationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The period, past period, shop and currency every model's stats start from. */
  async function setup(scope: Scope, query: z.output<typeof operationsQuery>, model: OperationsModel) {
    // The route guards the model's own permission when it has one (the permission matrix reads it);
    // stats.view is then checked here, so both are needed either way.
    const extra = OPERATIONS_MODEL_PERMISSIONS[model];
    requirePermissions(scope, extra ? ['stats.view', extra] : []);
    const company = await analyticsCompany(ctx.db, scope);
    const windows = analyticsWindows(company, query);
    const shop = await analyticsShop(ctx.db, scope, query.shop_id);
    return {
      scope,
      current: instantsOf(company, windows.current),
      past: instantsOf(company, windows.past),
      shop,
      currency: company.currency,
      paid: paidOnly(query, true),
    };
  }

  for (const model of Object.keys(READERS) as (keyof typeof READERS)[]) {
    const reader = READERS[model];
    app.get(
      `/analytics/${model}/stats`,
      {
        config: { access: { permission: OPERATIONS_MODEL_PERMISSIONS[model] ?? 'stats.view' } },
        schema: {
          tags,
          summary: `${model[0]!.toUpperCase()}${model.slice(1)} figures of the period against the past period`,
          description: `Items: ${OPERATIONS_MODEL_ITEMS[model].join(', ')}.${
            model === 'suppliers' ? ' Needs suppliers.stats too.' : ''
          } paid_only (default true) ${reader.paid ? 'keeps what was paid' : 'does not change these figures'}; shop_id ${
            reader.shop ? "limits them to one shop (through the order's shop)" : 'does not apply'
          }.`,
          querystring: operationsQuery,
          response: { 200: dataResponseSchema(modelStatsResponse) },
        },
      },
      async (request) => {
        const { scope, current, past, shop, currency, paid } = await setup(
          request.scope!,
          request.query,
          model,
        );
        const shopId = reader.shop ? shop : null;
        const [now, before] = await Promise.all([
          reader.read(ctx.db, scope.companyId, current, shopId, paid),
          reader.read(ctx.db, scope.companyId, past, shopId, paid),
        ]);
        return {
          data: {
            model,
            period: { start: current.from, end: current.to },
            past_period: { start: past.from, end: past.to },
            paid_only: reader.paid ? paid : false,
            shop_id: shopId,
            currency,
            stats: statValues(OPERATIONS_MODEL_ITEMS[model], now, before),
          },
        };
      },
    );
  }

  app.get(
    '/analytics/discounts/stats',
    {
      config: { access: { permission: 'discounts.view' } },
      schema: {
        tags,
        summary: 'Discounts used and their cost, per discount code or label, against the past period',
        description:
          'Needs discounts.view too. Items: discounted_orders, discounts (order and line discounts given). rows: one per saved discount (else code, else label) from the orders’ snapshots, plus "line" for discounts typed on lines. Sales: orders confirmed or completed, dated by creation; paid_only (default true): only those paid or partly paid. shop_id: one shop.',
        querystring: operationsQuery,
        response: {
          200: dataResponseSchema(modelStatsResponse.extend({ rows: z.array(discountRowSchema) })),
        },
      },
    },
    async (request) => {
      const { scope, current, past, shop, currency, paid } = await setup(
        request.scope!,
        request.query,
        'discounts',
      );
      const [now, before] = await Promise.all([
        discountFigures(ctx.db, scope.companyId, current, shop, paid),
        discountFigures(ctx.db, scope.companyId, past, shop, paid),
      ]);
      const label = (row: DiscountRow) =>
        row.key === LINE_DISCOUNT_KEY
          ? t(request.locale, 'analytics.discounts.line')
          : row.label?.trim() || row.code || t(request.locale, 'analytics.discounts.unnamed');
      const rows = new Map<string, z.output<typeof discountRowSchema>>();
      for (const row of now.rows) {
        rows.set(row.key, {
          key: row.key,
          label: label(row),
          code: row.code,
          uses: row.uses,
          amount: row.amount,
          past_uses: 0,
          past_amount: 0,
        });
      }
      for (const row of before.rows) {
        const found = rows.get(row.key);
        if (found) {
          found.past_uses = row.uses;
          found.past_amount = row.amount;
        } else {
          rows.set(row.key, {
            key: row.key,
            label: label(row),
            code: row.code,
            uses: 0,
            amount: 0,
            past_uses: row.uses,
            past_amount: row.amount,
          });
        }
      }
      const figures = (f: typeof now) => ({ discounted_orders: f.discounted_orders, discounts: f.discounts });
      return {
        data: {
          model: 'discounts',
          period: { start: current.from, end: current.to },
          past_period: { start: past.from, end: past.to },
          paid_only: paid,
          shop_id: shop,
          currency,
          stats: statValues(OPERATIONS_MODEL_ITEMS.discounts, figures(now), figures(before)),
          rows: [...rows.values()].sort(
            (a, b) => b.amount - a.amount || b.past_amount - a.past_amount || a.label.localeCompare(b.label),
          ),
        },
      };
    },
  );
};
