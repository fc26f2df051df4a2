import {
  dataResponseSchema,
  listResponseSchema,
  lowStockItemSchema,
  stockAdjustmentCreateSchema,
  stockAdjustmentResultSchema,
  stockBalanceSchema,
  stockCountCreateSchema,
  stockCountDetailSchema,
  stockCountSchema,
  stockCountUpdateSchema,
  stockMovementSchema,
  stockOverviewResponseSchema,
  stockTransferCreateSchema,
  stockTransferDetailSchema,
  stockTransferReceiveSchema,
  stockTransferSchema,
  stockTransferUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListQuery, type ListSpec, parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  balanceListSpec,
  countListSpec,
  movementListSpec,
  overviewListSpec,
  transferListSpec,
} from './stock.repo.ts';
import {
  createAdjustment,
  listBalances,
  listLowStock,
  listMovements,
  stockOverview,
} from './stock.service.ts';
import {
  applyCount,
  cancelCount,
  createCount,
  getCount,
  listCounts,
  updateCount,
} from './stock-counts.service.ts';
import {
  cancelTransfer,
  createTransfer,
  getTransfer,
  listTransfers,
  receiveTransfer,
  shipTransfer,
  transferNotePdf,
  updateTransfer,
} from './stock-transfers.service.ts';
import { registerValuationRoutes } from './stock-valuation.routes.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['stock'];
const access = (permission: string) => ({ access: { permission } });
const countOne = dataResponseSchema(stockCountDetailSchema);
const transferOne = dataResponseSchema(stockTransferDetailSchema);

/** `?warehouse_id=` of the overview and low-stock lists: a uuid when given. */
function warehouseParam(query: Record<string, unknown>): string | undefined {
  const value = query.warehouse_id;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
    throw new AppError('invalid_parameter', { parameter: 'warehouse_id' });
  }
  return value;
}

/** filter[low_stock]=true|false, read apart because it compares two columns. */
function lowStockFilter(query: Record<string, unknown>): {
  rest: Record<string, unknown>;
  lowStock: boolean | null;
} {
  const { 'filter[low_stock]': raw, ...rest } = query;
  if (raw === undefined) return { rest, lowStock: null };
  if (typeof raw !== 'string' || !['true', 'false', '1', '0'].includes(raw)) {
    throw new AppError('invalid_parameter', { parameter: 'filter[low_stock]' });
  }
  return { rest, lowStock: raw === 'true' || raw === '1' };
}

export const stockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** GET <url>: a list read with `spec` (filters, sorts and search as `description` tells). */
  function listRoute<T, M>(
    url: string,
    texts: { summary: string; description: string },
    response: z.ZodType<{ data: T[]; meta: M }>,
    spec: ListSpec,
    list: (ctx: AppContext, scope: Scope, query: ListQuery) => Promise<{ data: T[]; meta: M }>,
  ) {
    app.get(
      url,
      {
        config: access('stocks.view'),
        schema: { tags, ...texts, querystring: listQuerystring, response: { 200: response } },
      },
      async (request) => list(ctx, request.scope!, parseListQuery(request.query, spec)),
    );
  }

  /** POST <url>: creates from the body on behalf of the signed-in user, 201 with what it made. */
  function createRoute<B, T>(
    url: string,
    summary: string,
    body: z.ZodType<B>,
    response: z.ZodType<{ data: T }>,
    create: (ctx: AppContext, scope: Scope, actorId: string, input: B) => Promise<T>,
  ) {
    app.post(
      url,
      { config: access('stocks.create'), schema: { tags, summary, body, response: { 201: response } } },
      async (request, reply) => {
        // `body` is a ZodType<B>: the type provider cannot resolve its output for a type parameter.
        const created = await create(ctx, request.scope!, request.auth!.id, request.body as B);
        return reply.code(201).send({ data: created });
      },
    );
  }

  /** POST <url> (…/:id/<action>, no body): a status change of one count or transfer by the signed-in user. */
  function documentAction<T>(
    url: string,
    summary: string,
    response: z.ZodType<{ data: T }>,
    action: (ctx: AppContext, scope: Scope, actorId: string, id: string) => Promise<T>,
  ) {
    app.post(
      url,
      {
        config: access('stocks.update'),
        schema: { tags, summary, params: idParams, response: { 200: response } },
      },
      async (request) => ({ data: await action(ctx, request.scope!, request.auth!.id, request.params.id) }),
    );
  }

  // ---------- balances, overview, low stock ----------

  app.get(
    '/stock-balances',
    {
      config: access('stocks.view'),
      schema: {
        tags,
        summary: 'Quantity of each variant in each warehouse',
        description:
          'Filters: warehouse_id, variant_id, product_id, low_stock (the variant is low: its total over every warehouse ≤ its reorder point, whatever this warehouse holds). Sorts: product_title, sku, quantity, updated_at. Search: product title, SKU, barcode. cost and stock_value need products.cost.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(stockBalanceSchema) },
      },
    },
    async (request) => {
      const { rest, lowStock } = lowStockFilter(request.query);
      const query = parseListQuery(rest, balanceListSpec);
      return listBalances(ctx, request.scope!, query, lowStock);
    },
  );

  app.get(
    '/stock-overview',
    {
      config: access('stocks.view'),
      schema: {
        tags,
        summary: 'Per variant, its quantity in every active warehouse (or in ?warehouse_id= only)',
        description:
          'Filters: product_id, variant_id. Sorts: product_title, sku, quantity. Search: title, SKU, barcode. in_transit_quantity: shipped and not yet received; with ?warehouse_id= only what is on its way to that warehouse.',
        querystring: listQuerystring,
        response: { 200: stockOverviewResponseSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, overviewListSpec, ['warehouse_id']);
      return stockOverview(ctx, request.scope!, query, warehouseParam(request.query));
    },
  );

  app.get(
    '/low-stock',
    {
      config: access('stocks.view'),
      schema: {
        tags,
        summary: 'Variants at or below their reorder point, most urgent first',
        description:
          "A variant is low when its reorder point is set and its quantity over every warehouse (bundles and menus: what their components allow) is at or below it: the same rule as the products list's stock_status=low_stock, the stock overview's mark, the dashboard card and the stock.low event. `warehouses` gives its quantity per warehouse as information; ?warehouse_id= lists the same variants with that warehouse's quantity only (0 where it holds none). Urgency: out of stock first, then the largest shortfall relative to the reorder point.",
        querystring: listQuerystring,
        response: { 200: listResponseSchema(lowStockItemSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(
        request.query,
        { ...balanceListSpec, filters: {}, sorts: {}, searchColumns: [], defaultSort: '' },
        ['warehouse_id'],
      );
      return listLowStock(ctx, request.scope!, query, warehouseParam(request.query));
    },
  );

  registerValuationRoutes(app, ctx);

  // ---------- movements, adjustments ----------

  listRoute(
    '/stock-movements',
    {
      summary: 'Stock movement history',
      description:
        'Filters: warehouse_id, variant_id, product_id, reason, direction, reference_id, user_id, created_from, created_to. Sorts: created_at, quantity. Search: product title, SKU, barcode.',
    },
    listResponseSchema(stockMovementSchema),
    movementListSpec,
    listMovements,
  );

  createRoute(
    '/stock-adjustments',
    'Adjust stock in one warehouse (each line a ± change or a new quantity), all lines or none',
    stockAdjustmentCreateSchema,
    dataResponseSchema(stockAdjustmentResultSchema),
    createAdjustment,
  );

  // ---------- counts ----------

  listRoute(
    '/stock-counts',
    {
      summary: 'Stock counts',
      description:
        'Filters: warehouse_id, status, created_from, created_to. Sorts: created_at, number. Search: note.',
    },
    listResponseSchema(stockCountSchema),
    countListSpec,
    listCounts,
  );

  app.get(
    '/stock-counts/:id',
    {
      config: access('stocks.view'),
      schema: { tags, summary: 'One count with its lines', params: idParams, response: { 200: countOne } },
    },
    async (request) => ({ data: await getCount(ctx, request.scope!, request.params.id) }),
  );

  createRoute(
    '/stock-counts',
    'Start a count sheet for a warehouse (default: every tracked variant)',
    stockCountCreateSchema,
    countOne,
    createCount,
  );

  app.patch(
    '/stock-counts/:id',
    {
      config: access('stocks.update'),
      schema: {
        tags,
        summary: 'Enter counted quantities on a draft count',
        params: idParams,
        body: stockCountUpdateSchema,
        response: { 200: countOne },
      },
    },
    async (request) => ({
      data: await updateCount(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
    }),
  );

  documentAction(
    '/stock-counts/:id/apply',
    'Post the differences against the current balances as count movements',
    countOne,
    applyCount,
  );
  documentAction('/stock-counts/:id/cancel', 'Cancel a draft count', countOne, cancelCount);

  // ---------- transfers ----------

  listRoute(
    '/stock-transfers',
    {
      summary: 'Transfers between warehouses',
      description:
        'Filters: status, from_warehouse_id, to_warehouse_id, created_from, created_to. Sorts: created_at, number. Search: note.',
    },
    listResponseSchema(stockTransferSchema),
    transferListSpec,
    listTransfers,
  );

  app.get(
    '/stock-transfers/:id',
    {
      config: access('stocks.view'),
      schema: {
        tags,
        summary: 'One transfer with its lines',
        params: idParams,
        response: { 200: transferOne },
      },
    },
    async (request) => ({ data: await getTransfer(ctx, request.scope!, request.params.id) }),
  );

  app.get(
    '/stock-transfers/:id/note.pdf',
    {
      config: access('stocks.view'),
      schema: { tags, summary: 'Printable transfer note (PDF) in the request language', params: idParams },
    },
    async (request, reply) => {
      const { pdf, reference } = await transferNotePdf(
        ctx,
        request.scope!,
        request.params.id,
        request.locale,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${reference}.pdf"`)
        .send(pdf);
    },
  );

  createRoute(
    '/stock-transfers',
    'Create a draft transfer between two warehouses',
    stockTransferCreateSchema,
    transferOne,
    createTransfer,
  );

  app.patch(
    '/stock-transfers/:id',
    {
      config: access('stocks.update'),
      schema: {
        tags,
        summary: 'Edit a draft transfer (lines replace the existing ones)',
        params: idParams,
        body: stockTransferUpdateSchema,
        response: { 200: transferOne },
      },
    },
    async (request) => ({
      data: await updateTransfer(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
    }),
  );

  documentAction(
    '/stock-transfers/:id/ship',
    'Ship: the lines leave the source warehouse (draft → in_transit)',
    transferOne,
    shipTransfer,
  );

  app.post(
    '/stock-transfers/:id/receive',
    {
      config: access('stocks.update'),
      schema: {
        tags,
        summary: 'Receive into the destination (in_transit → received); lines not given arrive in full',
        params: idParams,
        body: stockTransferReceiveSchema.nullish(),
        response: { 200: transferOne },
      },
    },
    async (request) => ({
      data: await receiveTransfer(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body ?? {},
      ),
    }),
  );

  documentAction(
    '/stock-transfers/:id/cancel',
    'Cancel a draft, or a transfer in transit (its stock returns to the source)',
    transferOne,
    cancelTransfer,
  );
};
