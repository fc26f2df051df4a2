import {
  dataResponseSchema,
  listResponseSchema,
  type TransactionRecord,
  transactionCreateSchema,
  transactionSchema,
  transactionUpdateSchema,
  transferCreateSchema,
  transferSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import {
  createTransaction,
  createTransfer,
  deleteTransaction,
  getTransaction,
  listTransactions,
  setReconciled,
  updateTransaction,
} from './transactions.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['treasury'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(transactionSchema);
const LIST_DESCRIPTION =
  'Filters: account_id, direction (in, out), source (manual, transfer, payment, refund, payment_void, expense, expense_payment, cash_movement, cash_difference, supplier_payment, supplier_refund), source_id, occurred_from and occurred_to (YYYY-MM-DD, company days, both inclusive), reconciled (true, false). Sorts: occurred_at (default, newest first), amount, created_at. Search: label, reference, notes.';

const transactionColumns: CsvColumn<TransactionRecord>[] = [
  { header: 'treasury.csv.date', value: (r) => r.occurred_at },
  { header: 'treasury.csv.account', value: (r) => r.account_name },
  { header: 'treasury.csv.direction', value: (r) => r.direction, codes: 'csv_values.transaction_direction' },
  { header: 'treasury.csv.amount', value: (r) => r.signed_amount, money: true },
  { header: 'treasury.csv.label', value: (r) => r.label },
  { header: 'treasury.csv.reference', value: (r) => r.reference },
  { header: 'treasury.csv.source', value: (r) => r.source, codes: 'csv_values.transaction_source' },
  { header: 'treasury.csv.reconciled_at', value: (r) => r.reconciled_at },
];

/** Money in, out and between the treasury accounts (transactions.*). */
export const transactionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/transactions',
    {
      config: access('transactions.view'),
      schema: {
        tags,
        summary: 'Treasury transactions',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(transactionSchema) },
      },
    },
    async (request) => {
      const page = await listTransactions(ctx, request.scope!, request.query as Record<string, unknown>);
      return { data: page.rows, meta: page.meta };
    },
  );

  app.get(
    '/transactions/export',
    {
      config: access('transactions.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of transactions with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} Amounts signed (out negative). ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const raw = exportQuery(request);
      // Parsed before anything is sent, so a bad filter is still a 400.
      await listTransactions(ctx, request.scope!, raw, { page: 1, perPage: 1 });
      return sendCsvExport(ctx, request, reply, {
        name: 'transactions',
        columns: transactionColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listTransactions(ctx, request.scope!, raw, { page, perPage })).rows,
      });
    },
  );

  app.get(
    '/transactions/:id',
    {
      config: access('transactions.view'),
      schema: { tags, summary: 'One transaction', params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await getTransaction(ctx, request.scope!, request.params.id) }),
  );

  app.post(
    '/transactions',
    {
      config: access('transactions.create'),
      schema: {
        tags,
        summary: 'Record money in or out of an account by hand (a bank fee, interest, a deposit…)',
        body: transactionCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createTransaction(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  app.post(
    '/transactions/transfers',
    {
      config: access('transactions.create'),
      schema: {
        tags,
        summary: 'Move money between two accounts: an outflow and an inflow sharing the transfer id',
        body: transferCreateSchema,
        response: { 201: dataResponseSchema(transferSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createTransfer(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/transactions/:id',
      {
        config: access('transactions.update'),
        schema: {
          tags,
          summary:
            'Update a transaction: label, reference and notes on any; amount, date, account on hand-made ones; 409 when reconciled',
          params: idParams,
          body: transactionUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await updateTransaction(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
    );
  }

  for (const [path, reconciled] of [
    ['reconcile', true],
    ['unreconcile', false],
  ] as const) {
    app.post(
      `/transactions/:id/${path}`,
      {
        config: access('transactions.update'),
        schema: {
          tags,
          summary: reconciled
            ? 'Mark a transaction as seen on the statement (it is then frozen)'
            : 'Clear the reconciliation mark',
          params: idParams,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await setReconciled(ctx, request.scope!, request.auth!.id, request.params.id, reconciled),
      }),
    );
  }

  app.delete(
    '/transactions/:id',
    {
      config: access('transactions.delete'),
      schema: {
        tags,
        summary: 'Delete a hand-made transaction (both legs of a transfer); 409 when reconciled or automatic',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteTransaction(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
