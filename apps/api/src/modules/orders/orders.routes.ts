import {
  dataResponseSchema,
  listResponseSchema,
  orderAmounts,
  orderCreateSchema,
  orderDeliveryStatusChangeSchema,
  orderReference,
  orderSchema,
  orderStatusChangeSchema,
  orderUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { createdAnswer, idempotencyOf } from '../../lib/idempotency.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { findOrderPayments } from './order-payments.repo.ts';
import { toOrderDto } from './orders.dto.ts';
import type { OrderListRow } from './orders.list.ts';
import { findCustomerSummaries, findOrderHistory, findOrderLines, orderListSpec } from './orders.repo.ts';
import {
  changeDeliveryStatus,
  changeOrderStatus,
  createOrder,
  getOrder,
  listOrders,
  updateOrder,
} from './orders.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['orders'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(orderSchema);
const LIST_DESCRIPTION =
  'Filters: status, payment_status, delivery_status, delivery_mode, channel, customer_id, shop_id, seller_id, created_from, created_to. Sorts: created_at (default, newest first), number, total. Search: the order number ("#0042" or "42"), or the customer\'s name or phone. Include: lines, customer. A shop-bound user sees their shop\'s orders.';

/** What GET /orders/:id may add: lines and customer always come, history and payments on request. */
const ONE_INCLUDES = new Set(['history', 'payments', 'lines', 'customer']);
const oneQuery = z.strictObject({
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
  include: z.string().max(100).optional(),
});

const orderColumns: CsvColumn<OrderListRow>[] = [
  { header: 'csv.number', value: (o) => orderReference(o.number) },
  { header: 'csv.created_at', value: (o) => o.created_at },
  { header: 'csv.customer', value: (o) => o.customer_name },
  { header: 'csv.phone', value: (o) => o.customer_phone, phone: true },
  { header: 'csv.status', value: (o) => o.status, codes: 'orders.status' },
  { header: 'csv.payment_status', value: (o) => o.payment_status, codes: 'csv_values.payment_status' },
  { header: 'csv.delivery_status', value: (o) => o.delivery_status, codes: 'csv_values.delivery_status' },
  { header: 'csv.delivery_mode', value: (o) => o.delivery_mode, codes: 'analytics.delivery_mode' },
  // The order page's rows (orderAmounts): goods apart from the delivery fee, down to the balance.
  { header: 'csv.subtotal', value: (o) => orderAmounts(o).goods, money: true },
  { header: 'csv.shipping_total', value: (o) => o.shipping_total, money: true },
  { header: 'csv.discount_total', value: (o) => o.discount_total, money: true },
  { header: 'csv.tax_total', value: (o) => o.tax_total, money: true },
  { header: 'csv.total', value: (o) => o.total, money: true },
  { header: 'csv.credited_total', value: (o) => o.credited_total, money: true },
  { header: 'csv.paid_total', value: (o) => o.paid_total, money: true },
  { header: 'csv.still_to_pay', value: (o) => orderAmounts(o).balanceDue, money: true },
];

export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/orders',
    {
      config: access('orders.view'),
      schema: {
        tags,
        summary: 'Orders of the company (or of the shop the user is bound to)',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(orderSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const query = parseListQuery(request.query, orderListSpec);
      const page = await listOrders(ctx, scope, query, request.query.search);
      const lines = query.includes.has('lines')
        ? await findOrderLines(
            ctx.db,
            scope.companyId,
            page.rows.map((o) => o.id),
          )
        : [];
      return {
        data: page.rows.map((row) =>
          toOrderDto(row, {
            customer:
              row.customer_id && row.customer_name !== null
                ? { id: row.customer_id, name: row.customer_name, phone: row.customer_phone }
                : null,
            ...(query.includes.has('lines') ? { lines: lines.filter((l) => l.order_id === row.id) } : {}),
          }),
        ),
        meta: page.meta,
      };
    },
  );

  app.get(
    '/orders/export',
    {
      config: access('orders.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of orders with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const raw = exportQuery(request);
      const query = parseListQuery(raw, orderListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'orders',
        columns: orderColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listOrders(ctx, scope, { ...query, page, perPage }, raw.search)).rows,
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      config: access('orders.view'),
      schema: {
        tags,
        summary:
          'One order with its lines and customer; include=history adds the timeline, include=payments how it was paid',
        description:
          'include (comma-separated): history, the timeline; payments, its payments and refunds not voided with their method (name, kind) and amount, oldest first — what a receipt prints, readable under orders.view without payments.view. Cash is recorded net of the change given back.',
        params: idParams,
        querystring: oneQuery,
        response: { 200: one },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const includes = new Set((request.query.include ?? '').split(',').filter(Boolean));
      for (const name of includes) {
        if (!ONE_INCLUDES.has(name)) {
          throw new AppError('invalid_parameter', { parameter: 'include' });
        }
      }
      const order = await getOrder(ctx, scope, request.params.id);
      const [lines, history, payments, customers] = await Promise.all([
        findOrderLines(ctx.db, scope.companyId, [order.id]),
        includes.has('history') ? findOrderHistory(ctx.db, scope.companyId, order.id) : undefined,
        includes.has('payments') ? findOrderPayments(ctx.db, scope.companyId, order.id) : undefined,
        findCustomerSummaries(ctx.db, scope.companyId, order.customer_id ? [order.customer_id] : []),
      ]);
      const customer = order.customer_id ? (customers.get(order.customer_id) ?? null) : null;
      return {
        data: toOrderDto(order, {
          lines,
          customer,
          ...(history ? { history } : {}),
          ...(payments ? { payments } : {}),
        }),
      };
    },
  );

  app.post(
    '/orders',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: 'Create an order (confirmed by default: takes the stock), a draft or a quotation',
        description:
          'Lines are priced on the server with priceOrder. A confirmed order takes its stock in the same transaction (409 when a warehouse without negative stock lacks it). Send an Idempotency-Key header to make retries safe: the same key and body get the first answer (header Idempotent-Replayed: true); the same key with another body is a 409. sold_offline_at (channel pos only, ISO 8601): when a sale queued while the shop was offline was made on the device, at most 5 minutes ahead of the server and 30 days behind it (else 422); it is added to the timeline as a sold_offline entry, while the order, its stock and its books keep the server’s time.',
        body: orderCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const result = await createOrder(ctx, request.scope!, request.auth!.id, request.body, {
        ...idempotencyOf(request),
        respond: ({ order, lines }) => ({ data: toOrderDto(order, { lines }) }),
      });
      // A replay answers the stored first answer (always a 201 with its order).
      const answer = createdAnswer(result);
      return reply
        .code(201)
        .headers(answer.headers)
        .send(answer.body as z.infer<typeof one>);
    },
  );

  app.patch(
    '/orders/:id',
    {
      config: access('orders.update'),
      schema: {
        tags,
        summary: 'Change the customer, the seller (orders.change_user), the delivery address or the notes',
        params: idParams,
        body: orderUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: toOrderDto(
        await updateOrder(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      ),
    }),
  );

  app.post(
    '/orders/:id/status',
    {
      config: access('orders.update'),
      schema: {
        tags,
        summary:
          'Move an order: draft → quotation/confirmed/cancelled, quotation → confirmed/cancelled, confirmed → completed/cancelled',
        description:
          'Confirming takes the stock and counts the discount codes; cancelling a confirmed order gives them back. Any other move is a 409.',
        params: idParams,
        body: orderStatusChangeSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: toOrderDto(
        await changeOrderStatus(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body.status,
          request.body.note,
        ),
      ),
    }),
  );

  app.post(
    '/orders/:id/delivery-status',
    {
      config: access('orders.update'),
      schema: {
        tags,
        summary: 'Move the delivery: idle → pending → taken_in_charge → delivered (or cancelled)',
        description:
          'Only a confirmed or completed order moves. A courier who could not deliver sets pending again; a cancelled delivery can be pending again. Any other move is a 409.',
        params: idParams,
        body: orderDeliveryStatusChangeSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: toOrderDto(
        await changeDeliveryStatus(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body.delivery_status,
          request.body.note,
        ),
      ),
    }),
  );
};
