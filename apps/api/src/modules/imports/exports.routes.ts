import type { StockBalance, StockMovement, User } from '@comptoir/core';
import { shownVariantTitle } from '@comptoir/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { shopListSpec } from '../shops/shops.repo.ts';
import { listShops } from '../shops/shops.service.ts';
import { balanceListSpec, movementListSpec } from '../stock/stock.repo.ts';
import { listBalances, listMovements } from '../stock/stock.service.ts';
import { listUsers } from '../users/users.service.ts';
import { type WarehouseRow, warehouseListSpec } from '../warehouses/warehouses.repo.ts';
import { listWarehouses } from '../warehouses/warehouses.service.ts';

const tags = ['exports'];
const exportSchema = (resource: string) => ({
  tags,
  summary: `CSV export of ${resource} with the list's filters, sort and search`,
  description: CSV_EXPORT_DESCRIPTION,
  querystring: listQuerystring,
});

const userColumns: CsvColumn<User>[] = [
  { header: 'csv.name', value: (u) => u.name },
  { header: 'csv.email', value: (u) => u.email },
  { header: 'csv.phone', value: (u) => u.phone, phone: true },
  { header: 'csv.role', value: (u) => u.role, codes: 'csv_values.role' },
  { header: 'csv.status', value: (u) => u.status, codes: 'csv_values.user_status' },
  { header: 'csv.last_login_at', value: (u) => u.last_login_at },
  { header: 'csv.created_at', value: (u) => u.created_at },
];

type ShopLine = Awaited<ReturnType<typeof listShops>>['rows'][number];
const shopColumns: CsvColumn<ShopLine>[] = [
  { header: 'csv.name', value: (s) => s.shop.name },
  { header: 'csv.slug', value: (s) => s.shop.slug },
  { header: 'csv.email', value: (s) => s.shop.email },
  { header: 'csv.phone', value: (s) => s.shop.phone, phone: true },
  { header: 'csv.address', value: (s) => s.shop.address },
  { header: 'csv.city', value: (s) => s.shop.city },
  { header: 'csv.country', value: (s) => s.shop.country },
  { header: 'csv.is_default', value: (s) => s.shop.is_default },
  { header: 'csv.is_active', value: (s) => s.shop.is_active },
  { header: 'csv.warehouses', value: (s) => s.warehouses?.map((w) => w.name).join(', ') },
  { header: 'csv.created_at', value: (s) => s.shop.created_at },
];

const warehouseColumns: CsvColumn<WarehouseRow>[] = [
  { header: 'csv.name', value: (w) => w.name },
  { header: 'csv.code', value: (w) => w.code },
  { header: 'csv.address', value: (w) => w.address },
  { header: 'csv.city', value: (w) => w.city },
  { header: 'csv.country', value: (w) => w.country },
  { header: 'csv.is_default', value: (w) => w.is_default },
  { header: 'csv.is_active', value: (w) => w.is_active },
  { header: 'csv.allow_negative_stock', value: (w) => w.allow_negative_stock },
  { header: 'csv.created_at', value: (w) => w.created_at },
];

const variantColumns = <T extends StockBalance | StockMovement>(): CsvColumn<T>[] => [
  { header: 'csv.product', value: (r) => r.product_title },
  { header: 'csv.variant', value: (r) => shownVariantTitle(r.variant_title) ?? '' },
  { header: 'csv.sku', value: (r) => r.sku },
  { header: 'csv.barcode', value: (r) => r.barcode },
];

const movementColumns: CsvColumn<StockMovement>[] = [
  { header: 'csv.date', value: (m) => m.created_at },
  { header: 'csv.warehouse', value: (m) => m.warehouse_name },
  ...variantColumns<StockMovement>(),
  { header: 'csv.direction', value: (m) => m.direction, codes: 'csv_values.stock_direction' },
  { header: 'csv.quantity', value: (m) => m.signed_quantity },
  { header: 'csv.reason', value: (m) => m.reason, codes: 'csv_values.stock_reason' },
  // The count's or transfer's number; a sale's or receipt's movement has only the document's id,
  // which no merchant reads: nothing then, as on the movements screen.
  { header: 'csv.reference', value: (m) => m.reference_number },
  { header: 'csv.balance_after', value: (m) => m.balance_after },
  { header: 'csv.user', value: (m) => m.user_name },
  {
    header: 'csv.adjustment_reason',
    value: (m) => m.adjustment_reason,
    codes: 'csv_values.adjustment_reason',
  },
  { header: 'csv.note', value: (m) => m.note },
];

const balanceColumns: CsvColumn<StockBalance>[] = [
  { header: 'csv.warehouse', value: (b) => b.warehouse_name },
  ...variantColumns<StockBalance>(),
  { header: 'csv.quantity', value: (b) => b.quantity },
  { header: 'csv.reorder_point', value: (b) => b.reorder_point },
  { header: 'csv.low_stock', value: (b) => b.low_stock },
  // null (empty) without products.cost: the list's own DTO already hides it.
  { header: 'csv.cost', value: (b) => b.cost, money: true },
  { header: 'csv.stock_value', value: (b) => b.stock_value, money: true },
  { header: 'csv.updated_at', value: (b) => b.updated_at },
];

/** filter[low_stock] of /stock-balances, read apart as the list route does (it compares two columns). */
function lowStockParam(query: Record<string, unknown>) {
  const { 'filter[low_stock]': raw, ...rest } = query;
  if (raw === undefined) return { rest, lowStock: null };
  if (typeof raw !== 'string' || !['true', 'false', '1', '0'].includes(raw)) {
    throw new AppError('invalid_parameter', { parameter: 'filter[low_stock]' });
  }
  return { rest, lowStock: raw === 'true' || raw === '1' };
}

/**
 * GET /<list>/export for every list: the list's own service function pages through the rows with
 * the request's filters, so an export never holds different rows from the screen.
 */
export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/users/export',
    { config: { access: { permission: 'users.export' } }, schema: exportSchema('users') },
    async (request, reply) => {
      const actor = {
        userId: request.auth!.id,
        name: request.auth!.name,
        companyId: request.scope!.companyId,
        role: request.scope!.role,
        locale: request.locale,
      };
      const query = exportQuery(request);
      return sendCsvExport(ctx, request, reply, {
        name: 'users',
        columns: userColumns,
        fetchPage: async (page, perPage) =>
          (await listUsers(ctx, actor, { ...query, page: String(page), per_page: String(perPage) })).rows,
      });
    },
  );

  app.get(
    '/shops/export',
    { config: { access: { permission: 'shops.export' } }, schema: exportSchema('shops') },
    async (request, reply) => {
      const query = parseListQuery({ include: 'warehouses', ...exportQuery(request) }, shopListSpec);
      query.includes.add('warehouses');
      return sendCsvExport(ctx, request, reply, {
        name: 'shops',
        columns: shopColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listShops(ctx, request.scope!, request.auth!.id, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/warehouses/export',
    { config: { access: { permission: 'warehouses.export' } }, schema: exportSchema('warehouses') },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), warehouseListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'warehouses',
        columns: warehouseColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listWarehouses(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/stock-movements/export',
    { config: { access: { permission: 'stocks.export' } }, schema: exportSchema('stock movements') },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), movementListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'stock-movements',
        columns: movementColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listMovements(ctx, request.scope!, { ...query, page, perPage })).data,
      });
    },
  );

  app.get(
    '/stock-balances/export',
    { config: { access: { permission: 'stocks.export' } }, schema: exportSchema('stock balances') },
    async (request, reply) => {
      const { rest, lowStock } = lowStockParam(exportQuery(request));
      const query = parseListQuery(rest, balanceListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'stock-balances',
        columns: balanceColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listBalances(ctx, request.scope!, { ...query, page, perPage }, lowStock)).data,
      });
    },
  );
}
