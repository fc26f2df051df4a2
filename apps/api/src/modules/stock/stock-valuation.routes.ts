import { can, type StockValuationRow, shownVariantTitle, stockValuationResponseSchema } from '@comptoir/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { valuationListSpec } from './stock-valuation.repo.ts';
import { stockValuation } from './stock-valuation.service.ts';

const tags = ['stock'];

const WHAT_COUNTS =
  'Per variant, its balance summed over the live warehouses (or ?warehouse_id= only; another company’s → 404), valued at the variant’s cost and price in minor units. A negative balance counts as 0 and flags the row (negative). Variants without a cost have stock_value null and are counted apart in the summary (no_cost_*), not in stock_value. Bundles and menus have no stock of their own and are left out, as are untracked products, variants with no stock, and units in transit between warehouses.';

/**
 * Both permissions are needed. The route declares the rarer one (the permission matrix checks it for
 * every role) and the handler the other: costs are private (products.cost), and the stock is the
 * stock's (stocks.view / stocks.export).
 */
function requireAlso(scope: Scope, permission: string): void {
  if (scope.role !== 'super_admin' && !can(scope.role, permission)) {
    throw new AppError('forbidden', { permission });
  }
}

function warehouseParam(query: Record<string, unknown>): string | undefined {
  const value = query.warehouse_id;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
    throw new AppError('invalid_parameter', { parameter: 'warehouse_id' });
  }
  return value;
}

const valuationColumns: CsvColumn<StockValuationRow>[] = [
  { header: 'csv.product', value: (r) => r.product_title },
  { header: 'csv.variant', value: (r) => shownVariantTitle(r.variant_title) ?? '' },
  { header: 'csv.sku', value: (r) => r.sku },
  { header: 'csv.barcode', value: (r) => r.barcode },
  { header: 'csv.quantity', value: (r) => r.quantity },
  { header: 'csv.valued_quantity', value: (r) => r.valued_quantity },
  { header: 'csv.cost', value: (r) => r.cost, money: true },
  { header: 'csv.stock_value', value: (r) => r.stock_value, money: true },
  { header: 'csv.price', value: (r) => r.price, money: true },
  { header: 'csv.retail_value', value: (r) => r.retail_value, money: true },
];

/** GET /stock-valuation and its CSV export (registered by stock.routes.ts). */
export function registerValuationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/stock-valuation',
    {
      config: { access: { permission: 'products.cost' } },
      schema: {
        tags,
        summary: 'What the stock is worth: per variant at cost and at price, with totals over every page',
        description: `Needs stocks.view and products.cost (403 without either). ${WHAT_COUNTS} Sorts: stock_value (default -stock_value; no cost last), retail_value, quantity, product_title, sku. Search: product title, SKU, barcode. summary: totals over the whole filtered list, not the page.`,
        querystring: listQuerystring,
        response: { 200: stockValuationResponseSchema },
      },
    },
    async (request) => {
      requireAlso(request.scope!, 'stocks.view');
      const params = request.query as Record<string, unknown>;
      const query = parseListQuery(params, valuationListSpec, ['warehouse_id']);
      return stockValuation(ctx, request.scope!, query, warehouseParam(params));
    },
  );

  app.get(
    '/stock-valuation/export',
    {
      config: { access: { permission: 'stocks.export' } },
      schema: {
        tags: ['exports'],
        summary: 'CSV export of the stock valuation with the list’s warehouse, sort and search',
        description: `Needs stocks.export and products.cost. ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      requireAlso(request.scope!, 'products.cost');
      const params = exportQuery(request);
      const query = parseListQuery(params, valuationListSpec, ['warehouse_id']);
      const warehouseId = warehouseParam(params);
      return sendCsvExport(ctx, request, reply, {
        name: 'stock-valuation',
        columns: valuationColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await stockValuation(ctx, request.scope!, { ...query, page, perPage }, warehouseId)).data,
      });
    },
  );
}
