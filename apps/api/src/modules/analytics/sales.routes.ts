import {
  CUSTOMERS_STAT_ITEMS,
  dataResponseSchema,
  dateSeries,
  GROUP_BY_FIELDS,
  GROUP_BY_SORTS,
  type GroupByField,
  type GroupByResponse,
  groupByResponse,
  type Locale,
  ORDERS_STAT_ITEMS,
  PRODUCTS_STAT_ITEMS,
  SALES_STAT_ITEMS,
  type SalesSums,
  type StatsResponse,
  salesStatValues,
  statsResponse,
  statValues,
  visibleStatItems,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { EXPORT_FORMATS, sendReportExport } from '../accounting/report-export.ts';
import { type AnalyticsQuery, analyticsQueryShape, analyticsWindows, paidOnly } from './analytics-query.ts';
import {
  analyticsCompany,
  analyticsShop,
  holdsPermission,
  instantsOf,
  requirePermissions,
} from './operations.common.ts';
import {
  cancelledOrders,
  groupedFigures,
  productFigures,
  type SalesFilter,
  salesFigures,
} from './sales.repo.ts';
import { dailySeries } from './sales-series.repo.ts';

// SPEC §7 sales analytics (docs/analytics-api.md): the KPI cards, the chart series and top lists
// (group-by) and their export, and the orders, products and customers model stats. Every figure
// reads the daily rollups kept by the triggers of migration 0027: one query per endpoint.

const tags = ['analytics'];

const shopParam = { shop_id: z.uuid().optional() };
const statsQuery = z.strictObject({ ...analyticsQueryShape, ...shopParam });
const groupByShape = {
  ...analyticsQueryShape,
  ...shopParam,
  // checked in the handler, after the strict query, so an unknown parameter is named first
  field: z.enum(GROUP_BY_FIELDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  sort: z.enum(GROUP_BY_SORTS).optional(),
};
const groupByQuery = z.strictObject(groupByShape);
const exportQuery = z.strictObject({ ...groupByShape, format: z.enum(EXPORT_FORMATS).optional() });

type StatsQuery = AnalyticsQuery & { shop_id?: string | undefined };

/** The windows, shop and paid flag of a request, and the company's calendar and currency. */
async function filterOf(ctx: AppContext, scope: Scope, query: StatsQuery, paidByDefault: boolean) {
  const [company, shopId] = await Promise.all([
    analyticsCompany(ctx.db, scope),
    analyticsShop(ctx.db, scope, query.shop_id),
  ]);
  const { current, past } = analyticsWindows(company, query);
  const filter: SalesFilter = {
    companyId: scope.companyId,
    shopId,
    paid: paidOnly(query, paidByDefault),
    current,
    past,
  };
  return { calendar: company, currency: company.currency, filter };
}

/** A stats answer: each item now and before (the cost ones only with products.cost). */
function statsBody(
  f: SalesFilter,
  currency: string,
  items: readonly string[],
  now: SalesSums,
  before: SalesSums,
  scope: Scope,
): StatsResponse {
  return {
    period: { start: f.current.from, end: f.current.to },
    past_period: { start: f.past.from, end: f.past.to },
    paid_only: f.paid,
    shop_id: f.shopId,
    currency,
    stats: statValues(
      visibleStatItems(items, holdsPermission(scope, 'products.cost')),
      salesStatValues(now),
      salesStatValues(before),
    ),
  };
}

/** A top list row's label: channels and delivery modes in the user's language, the missing key named. */
function topLabel(field: GroupByField, locale: Locale, key: string | null, label: string | null): string {
  if (field === 'channel' || field === 'delivery_mode') {
    const messageKey = `analytics.${field}.${key}`;
    const text = t(locale, messageKey);
    return text === messageKey ? (key ?? '') : text;
  }
  if (key === null) return t(locale, `analytics.no_${field}`);
  return label ?? key;
}

/** The group-by answer: the chart series (date) or a top list, with the past period beside it. */
async function groupBy(
  ctx: AppContext,
  scope: Scope,
  query: z.output<typeof groupByQuery>,
  locale: Locale,
): Promise<GroupByResponse> {
  const { calendar, currency, filter: f } = await filterOf(ctx, scope, query, false);
  if (query.field === undefined) throw new AppError('invalid_parameter', { parameter: 'field' });
  const field: GroupByField = query.field;
  const head = {
    field,
    period: { start: f.current.from, end: f.current.to },
    past_period: { start: f.past.from, end: f.past.to },
    paid_only: f.paid,
    shop_id: f.shopId,
    currency,
  };
  if (field === 'date') {
    const series = dateSeries(
      await dailySeries(ctx.db, f, calendar.weekStartsOn),
      f.current,
      f.past,
      calendar.weekStartsOn,
    );
    return { ...head, ...series };
  }
  const list = await groupedFigures(ctx.db, f, field, query.sort ?? 'revenue', query.limit ?? 10);
  const rows = list.rows.map((r) => ({
    ...r,
    label: topLabel(field, locale, r.key, r.label),
    past_key: r.key,
  }));
  return { ...head, bucket: null, rows, totals: list.totals };
}

export const salesAnalyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/analytics/stats',
    {
      config: { access: { permission: 'stats.view' } },
      schema: {
        tags,
        summary: 'Sales KPI cards against the past period',
        description:
          'Items: revenue, orders, average_basket, units_sold, gross_margin (with products.cost), new_customers, returning_customers, discounts, returns_rate, shipping. paid_only defaults to false; shop_id limits to one shop.',
        querystring: statsQuery,
        response: { 200: dataResponseSchema(statsResponse) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const { currency, filter } = await filterOf(ctx, scope, request.query, false);
      const { now, before } = await salesFigures(ctx.db, filter, true);
      return { data: statsBody(filter, currency, SALES_STAT_ITEMS, now, before, scope) };
    },
  );

  app.get(
    '/analytics/stats/orders/group-by/',
    {
      config: { access: { permission: 'stats.view' } },
      schema: {
        tags,
        summary: 'The sales chart series (field=date) or a top list, with the past period',
        description:
          'field: date (bucketed by SPEC §9 in the company calendar, zeros filled, the past period aligned by index), shop, seller, customer, product, collection, payment_method, channel, delivery_mode. limit 1–100 (default 10), sort revenue|orders|units_sold. For product and collection, orders counts order lines; for payment_method, revenue is money received less refunds and orders counts the payments.',
        querystring: groupByQuery,
        response: { 200: dataResponseSchema(groupByResponse) },
      },
    },
    async (request) => ({ data: await groupBy(ctx, request.scope!, request.query, request.locale) }),
  );

  app.get(
    '/analytics/stats/orders/group-by/export',
    {
      config: { access: { permission: 'stats.export' } },
      schema: {
        tags,
        summary: 'The group-by rows as a CSV or XLSX file',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === undefined) throw new AppError('invalid_parameter', { parameter: 'format' });
      if (query.field === undefined) throw new AppError('invalid_parameter', { parameter: 'field' });
      const data = await groupBy(ctx, request.scope!, query, request.locale);
      const money = (value: number) => ({ money: value });
      return sendReportExport(
        ctx,
        request,
        reply,
        {
          name: `sales-by-${query.field.replace('_', '-')}`,
          headers: [
            `analytics.export.${query.field === 'date' ? 'period' : 'name'}`,
            'analytics.export.orders',
            'analytics.export.revenue',
            'analytics.export.units_sold',
            'analytics.export.past_period',
            'analytics.export.past_orders',
            'analytics.export.past_revenue',
            'analytics.export.past_units_sold',
          ],
          rows: [
            ...data.rows.map((r) => [
              r.label,
              r.orders,
              money(r.revenue),
              r.units_sold,
              query.field === 'date' ? r.past_key : r.label,
              r.past_orders,
              money(r.past_revenue),
              r.past_units_sold,
            ]),
            [
              t(request.locale, 'analytics.export.total'),
              data.totals.orders,
              money(data.totals.revenue),
              data.totals.units_sold,
              null,
              data.totals.past_orders,
              money(data.totals.past_revenue),
              data.totals.past_units_sold,
            ],
          ],
        },
        format,
      );
    },
  );

  app.get(
    '/analytics/orders/stats',
    {
      config: { access: { permission: 'stats.view' } },
      schema: {
        tags,
        summary: 'Orders, revenue, average basket and cancelled orders against the past period',
        description:
          'paid_only defaults to true (orders and revenue of paid sales); cancelled counts the orders created in the period that are cancelled, whatever paid_only.',
        querystring: statsQuery,
        response: { 200: dataResponseSchema(statsResponse) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const { calendar, currency, filter } = await filterOf(ctx, scope, request.query, true);
      const [{ now, before }, cancelled] = await Promise.all([
        salesFigures(ctx.db, filter, false),
        cancelledOrders(ctx.db, filter, {
          current: instantsOf(calendar, filter.current),
          past: instantsOf(calendar, filter.past),
        }),
      ]);
      return {
        data: statsBody(
          filter,
          currency,
          ORDERS_STAT_ITEMS,
          { ...now, cancelled: cancelled.now },
          { ...before, cancelled: cancelled.before },
          scope,
        ),
      };
    },
  );

  app.get(
    '/analytics/products/stats',
    {
      config: { access: { permission: 'stats.view' } },
      schema: {
        tags,
        summary: 'Products sold, units, product revenue, returns and gross margin against the past period',
        description:
          'Items: products_sold, units_sold, revenue (product lines less returns), returned_units, returns_rate, gross_margin (with products.cost). paid_only defaults to true.',
        querystring: statsQuery,
        response: { 200: dataResponseSchema(statsResponse) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const { currency, filter } = await filterOf(ctx, scope, request.query, true);
      const { now, before } = await productFigures(ctx.db, filter);
      return { data: statsBody(filter, currency, PRODUCTS_STAT_ITEMS, now, before, scope) };
    },
  );

  app.get(
    '/analytics/customers/stats',
    {
      config: { access: { permission: 'customers.stats' } },
      schema: {
        tags,
        summary:
          'New, returning and active customers against the past period (customers.stats and stats.view)',
        description:
          'new_customers: first counted order in the period; returning_customers: a counted order in the period and one before; active_customers: a counted order in the period. paid_only defaults to true.',
        querystring: statsQuery,
        response: { 200: dataResponseSchema(statsResponse) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      // customers.stats is the route's permission (every role holding it holds stats.view too)
      requirePermissions(scope, ['stats.view']);
      const { currency, filter } = await filterOf(ctx, scope, request.query, true);
      const { now, before } = await salesFigures(ctx.db, filter, true);
      return { data: statsBody(filter, currency, CUSTOMERS_STAT_ITEMS, now, before, scope) };
    },
  );
};
