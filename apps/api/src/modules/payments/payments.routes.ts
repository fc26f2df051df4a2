import {
  dataResponseSchema,
  listResponseSchema,
  orderReference,
  paymentCreateSchema,
  paymentSchema,
  signedPaymentAmount,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { createdAnswer, idempotencyOf } from '../../lib/idempotency.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toPaymentDto } from './payments.dto.ts';
import { type PaymentView, paymentListSpec } from './payments.repo.ts';
import { getPayment, listPayments, recordPayment, voidPayment } from './payments.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['payments'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(paymentSchema);
const LIST_DESCRIPTION =
  'Filters: order_id, customer_id, payment_method_id, kind (payment, refund), received_from, received_to. Sorts: received_at (default, newest first), created_at, amount. Search: reference.';

const paymentColumns: CsvColumn<PaymentView>[] = [
  { header: 'csv.received_at', value: (p) => p.received_at },
  { header: 'csv.kind', value: (p) => p.kind, codes: 'csv_values.payment_kind' },
  { header: 'csv.amount', value: signedPaymentAmount, money: true },
  { header: 'csv.payment_method', value: (p) => p.method_name },
  { header: 'csv.reference', value: (p) => p.reference },
  { header: 'csv.order', value: (p) => (p.order_number === null ? null : orderReference(p.order_number)) },
  { header: 'csv.customer', value: (p) => p.customer_name },
  { header: 'csv.note', value: (p) => p.note },
  { header: 'csv.voided_at', value: (p) => p.voided_at },
];

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/payments',
    {
      config: access('payments.view'),
      schema: {
        tags,
        summary: 'Payments and refunds received against orders',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(paymentSchema) },
      },
    },
    async (request) => {
      const page = await listPayments(ctx, request.scope!, parseListQuery(request.query, paymentListSpec));
      return { data: page.rows.map(toPaymentDto), meta: page.meta };
    },
  );

  app.get(
    '/payments/export',
    {
      config: access('payments.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of payments with the list's filters and sort (refunds negative)",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const query = parseListQuery(exportQuery(request), paymentListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'payments',
        columns: paymentColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listPayments(ctx, scope, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/payments/:id',
    {
      config: access('payments.view'),
      schema: { tags, summary: 'One payment', params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: toPaymentDto(await getPayment(ctx, request.scope!, request.params.id)) }),
  );

  app.post(
    '/payments',
    {
      config: access('payments.create'),
      schema: {
        tags,
        summary: 'Record a payment (or, with kind refund, money paid back) against an order',
        description:
          "A payment may not exceed what is still due; a refund may not exceed what was paid, nor take cash handed over (`tendered`, 422). The order's paid total and payment status follow in the same transaction. Send an Idempotency-Key header to make retries safe: the same key and body get the first answer (header Idempotent-Replayed: true); the same key with another body is a 409; a request that failed leaves the key free.",
        body: paymentCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const result = await recordPayment(ctx, request.scope!, request.auth!.id, request.body, {
        ...idempotencyOf(request),
        respond: (payment) => ({ data: toPaymentDto(payment) }),
      });
      const answer = createdAnswer(result);
      return reply
        .code(201)
        .headers(answer.headers)
        .send(answer.body as z.infer<typeof one>);
    },
  );

  app.post(
    '/payments/:id/void',
    {
      config: access('payments.delete'),
      schema: {
        tags,
        summary: 'Void a payment recorded by mistake: kept, no longer counted on its order',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: toPaymentDto(await voidPayment(ctx, request.scope!, request.auth!.id, request.params.id)),
    }),
  );
};
