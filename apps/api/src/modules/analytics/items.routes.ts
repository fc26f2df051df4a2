import {
  ANALYTICS_LIST_PERMISSIONS,
  type AnalyticsListItem,
  analyticsPeriodSchema,
  dataResponseSchema,
  isAnalyticsListItem,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { analyticsWindows, paidOnly } from './analytics-query.ts';
import {
  cashPosition,
  deliveriesList,
  deliveryFigures,
  expensesByCategory,
  lowStock,
  paymentsByMethod,
  recentOrders,
  stockValue,
  todayDeliveries,
} from './items.repo.ts';
import {
  analyticsCompany,
  analyticsShop,
  instantsOf,
  operationsQuery,
  requirePermissions,
} from './operations.common.ts';

// SPEC §7 dashboard lists: GET /analytics/{item} (stats.view + the item's own permission, see
// ANALYTICS_LIST_PERMISSIONS). The sales figures live in sales.*; these are the operations lists.

const tags = ['analytics'];

const listSchema = z.object({
  item: z.string(),
  period: analyticsPeriodSchema,
  past_period: analyticsPeriodSchema,
  /** the shop the rows are limited to; null for the whole company or an item without shops */
  shop_id: z.string().nullable(),
  paid_only: z.boolean(),
  results: z.array(z.looseObject({})),
  /** deliveries only */
  average_delivery_hours: z.number().nullable().optional(),
});

/** Row lists and their number of rows when the query gives no `limit` (1–100). */
const ROW_LIMITS: Partial<Record<AnalyticsListItem, number>> = {
  'recent-orders': 10,
  'today-deliveries': 100,
  'low-stock': 50,
};

/**
 * Items whose rows can be limited to one shop (through the order's shop or the shop's warehouses).
 * Not low-stock: a variant is low over every warehouse (core isVariantLowStock), whatever the shop.
 */
const SHOP_ITEMS = new Set([
  'recent-orders',
  'today-deliveries',
  'stock-value',
  'deliveries',
  'payments-by-method',
]);

export const analyticsItemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/analytics/:item',
    {
      config: { access: { permission: 'stats.view' } },
      schema: {
        tags,
        summary: 'A dashboard list: recent orders, deliveries, stock, expenses, cash, payments by method',
        description:
          'item: recent-orders (orders.view), today-deliveries (deliveries.view), low-stock (stocks.view), stock-value (stocks.view + products.cost), deliveries (deliveries.view), expenses-by-category (expenses.view), cash-position (treasury_accounts.view), payments-by-method (payments.view). Period as every analytics call (startDate/endDate or period, default this_week); shop_id limits orders, deliveries, payments and the stock value to one shop (low-stock stays company-wide: a variant is low over every warehouse). limit (1–100) caps the rows of recent-orders (default 10), today-deliveries (100) and low-stock (50); other items refuse it.',
        // The item is checked in the handler, after the query, so an unknown parameter is named first.
        params: z.object({ item: z.string().max(40) }),
        querystring: operationsQuery,
        response: { 200: dataResponseSchema(listSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const item = request.params.item;
      if (!isAnalyticsListItem(item))
        throw new AppError('not_found', { resource: 'resource.analytics_item' });
      requirePermissions(scope, ANALYTICS_LIST_PERMISSIONS[item]);
      const defaultLimit = ROW_LIMITS[item];
      if (request.query.limit !== undefined && defaultLimit === undefined) {
        throw new AppError('unknown_parameter', { parameter: 'limit' });
      }
      const limit = request.query.limit ?? defaultLimit ?? 0;
      const calendar = await analyticsCompany(ctx.db, scope);
      const windows = analyticsWindows(calendar, request.query);
      const current = instantsOf(calendar, windows.current);
      const past = instantsOf(calendar, windows.past);
      const shop = await analyticsShop(ctx.db, scope, request.query.shop_id);
      const shopId = SHOP_ITEMS.has(item) ? shop : null;
      const paid = paidOnly(request.query, false);
      let period = { start: current.from, end: current.to };
      let results: Record<string, unknown>[];
      let extra: { average_delivery_hours?: number | null } = {};
      switch (item) {
        case 'recent-orders':
          results = await recentOrders(ctx.db, scope.companyId, current, shopId, limit);
          break;
        case 'today-deliveries': {
          const today = instantsOf(calendar, { from: calendar.today, to: calendar.today });
          period = { start: today.from, end: today.to };
          results = await todayDeliveries(ctx.db, scope.companyId, today, shopId, limit);
          break;
        }
        case 'low-stock':
          results = await lowStock(ctx.db, scope.companyId, limit);
          break;
        case 'stock-value':
          results = await stockValue(ctx.db, scope.companyId, shopId);
          break;
        case 'deliveries': {
          const list = deliveriesList(await deliveryFigures(ctx.db, scope.companyId, current, shopId));
          results = list.results;
          extra = { average_delivery_hours: list.average_delivery_hours };
          break;
        }
        case 'expenses-by-category':
          results = (await expensesByCategory(ctx.db, scope.companyId, current, past, paid)).map((row) => ({
            ...row,
            label: t(request.locale, `analytics.expense_category.${row.category}`),
          }));
          break;
        case 'cash-position':
          results = await cashPosition(ctx.db, scope.companyId, current.to, new Date(current.end));
          break;
        case 'payments-by-method':
          results = (await paymentsByMethod(ctx.db, scope.companyId, current, shopId)).map(
            ({ payment_method_id, name, kind, amount, count }) => ({
              payment_method_id,
              name,
              kind,
              amount,
              count,
            }),
          );
          break;
      }
      return {
        data: {
          item,
          period,
          past_period: { start: past.from, end: past.to },
          shop_id: shopId,
          paid_only: paid,
          results,
          ...extra,
        },
      };
    },
  );
};
