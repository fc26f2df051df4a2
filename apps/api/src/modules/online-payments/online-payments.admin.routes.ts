import {
  dataResponseSchema,
  listResponseSchema,
  onlinePaymentRefundedSchema,
  onlinePaymentSchema,
  orderReference,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import {
  failureLabel,
  listOnlinePayments,
  markRefunded,
  toOnlinePaymentDto,
} from './online-payments.admin.service.ts';
import { type OnlinePaymentListRow, onlinePaymentListSpec } from './online-payments.repo.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['payments'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Filters: status (created, pending, paid, failed, needs_refund, refunded; comma-separated for several), provider (stripe, cinetpay), order_id, document_id, created_from, created_to. Sorts: created_at (default, newest first), paid_at, amount. Search: document reference, or order number ("42", "#42").';

const columns: CsvColumn<OnlinePaymentListRow>[] = [
  { header: 'online_payments.csv.created_at', value: (p) => p.created_at },
  { header: 'online_payments.csv.status', value: (p) => p.status, codes: 'online_payments.status' },
  {
    header: 'online_payments.csv.provider',
    value: (p) => p.provider,
    codes: 'csv_values.online_payment_provider',
  },
  { header: 'online_payments.csv.amount', value: (p) => p.amount, money: true },
  { header: 'online_payments.csv.currency', value: (p) => p.currency },
  { header: 'online_payments.csv.document', value: (p) => p.document_reference },
  {
    header: 'online_payments.csv.order',
    value: (p) => (p.order_number === null ? null : orderReference(p.order_number)),
  },
  { header: 'online_payments.csv.paid_at', value: (p) => p.paid_at },
  { header: 'online_payments.csv.failure', value: (p, locale) => failureLabel(locale, p.failure) },
  { header: 'online_payments.csv.provider_transaction', value: (p) => p.provider_transaction },
  { header: 'online_payments.csv.refunded_at', value: (p) => p.refunded_at },
  { header: 'online_payments.csv.refund_reference', value: (p) => p.refund_reference },
  { header: 'online_payments.csv.refund_note', value: (p) => p.refund_note },
];

/** Staff's view of the checkouts payers started from public pages, and marking one refunded. */
export const onlinePaymentAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/online-payments',
    {
      config: access('payments.view'),
      schema: {
        tags,
        summary: 'Online checkouts started from public documents (newest first)',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(onlinePaymentSchema) },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const page = await listOnlinePayments(
        ctx,
        request.scope!,
        parseListQuery(query, onlinePaymentListSpec),
        query.search,
      );
      return { data: page.rows.map((row) => toOnlinePaymentDto(row, request.locale)), meta: page.meta };
    },
  );

  app.get(
    '/online-payments/export',
    {
      config: access('payments.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of online checkouts with the list's filters, search and sort",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const raw = exportQuery(request);
      const query = parseListQuery(raw, onlinePaymentListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'online-payments',
        columns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listOnlinePayments(ctx, scope, { ...query, page, perPage }, raw.search)).rows,
      });
    },
  );

  app.post(
    '/online-payments/:id/refunded',
    {
      config: access('payments.update'),
      schema: {
        tags,
        summary: 'Say a checkout flagged needs_refund was refunded to the payer at the provider',
        description:
          'Only a needs_refund checkout (paid at the provider but not recorded: more than was due, order cancelled, currency) can be marked; any other status is a 409. Records who and when, the provider refund id (reference) and a note, and an online_payment.refunded event.',
        params: idParams,
        body: onlinePaymentRefundedSchema,
        response: { 200: dataResponseSchema(onlinePaymentSchema) },
      },
    },
    async (request) => {
      const row = await markRefunded(ctx, request.scope!, request.auth!.id, request.params.id, request.body);
      return { data: toOnlinePaymentDto(row, request.locale) };
    },
  );
};
