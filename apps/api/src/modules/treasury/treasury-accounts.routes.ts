import {
  dataResponseSchema,
  listResponseSchema,
  type TreasuryAccountRecord,
  treasuryAccountCreateSchema,
  treasuryAccountSchema,
  treasuryAccountUpdateSchema,
  treasuryBalanceQuerySchema,
  treasuryBalanceSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { treasuryAccountListSpec } from './treasury-accounts.repo.ts';
import {
  accountBalance,
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from './treasury-accounts.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['treasury'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(treasuryAccountSchema);
const LIST_DESCRIPTION =
  'Each row carries its balance now. Filters: kind (cash, bank, mobile_money, payment_aggregator), is_archived. Sorts: name (default), created_at, accounting_code. Search: name, reference, accounting code.';

const accountColumns: CsvColumn<TreasuryAccountRecord>[] = [
  { header: 'treasury.csv.name', value: (r) => r.name },
  { header: 'treasury.csv.kind', value: (r) => r.kind, codes: 'csv_values.treasury_account_kind' },
  { header: 'treasury.csv.accounting_code', value: (r) => r.accounting_code },
  { header: 'treasury.csv.reference', value: (r) => r.reference },
  { header: 'treasury.csv.opening_balance', value: (r) => r.opening_balance, money: true },
  { header: 'treasury.csv.opening_date', value: (r) => r.opening_date },
  { header: 'treasury.csv.balance', value: (r) => r.balance, money: true },
  { header: 'treasury.csv.archived', value: (r) => r.is_archived },
];

/** Cash drawers, bank accounts and wallets (treasury_accounts.*), with their balances. */
export const treasuryAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/treasury-accounts',
    {
      config: access('treasury_accounts.view'),
      schema: {
        tags,
        summary: 'Treasury accounts with their balance',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(treasuryAccountSchema) },
      },
    },
    async (request) => {
      const page = await listAccounts(
        ctx,
        request.scope!,
        parseListQuery(request.query, treasuryAccountListSpec),
      );
      return { data: page.rows, meta: page.meta };
    },
  );

  app.get(
    '/treasury-accounts/export',
    {
      config: access('treasury_accounts.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of treasury accounts with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), treasuryAccountListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'treasury-accounts',
        columns: accountColumns,
        fetchPage: async (page, perPage) =>
          (await listAccounts(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/treasury-accounts/:id',
    {
      config: access('treasury_accounts.view'),
      schema: {
        tags,
        summary: 'One treasury account and its balance now',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ data: await getAccount(ctx, request.scope!, request.params.id) }),
  );

  app.get(
    '/treasury-accounts/:id/balance',
    {
      config: access('treasury_accounts.view'),
      schema: {
        tags,
        summary: 'The balance at a date: opening balance plus what came in minus what went out up to it',
        description:
          'at: YYYY-MM-DD (the end of that day in the company time zone) or an ISO instant; now when absent.',
        params: idParams,
        querystring: treasuryBalanceQuerySchema,
        response: { 200: dataResponseSchema(treasuryBalanceSchema) },
      },
    },
    async (request) => ({
      data: await accountBalance(ctx, request.scope!, request.params.id, request.query.at),
    }),
  );

  app.post(
    '/treasury-accounts',
    {
      config: access('treasury_accounts.create'),
      schema: {
        tags,
        summary: 'Create a treasury account; its code defaults from its kind (571, 521, 538)',
        body: treasuryAccountCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createAccount(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/treasury-accounts/:id',
      {
        config: access('treasury_accounts.update'),
        schema: {
          tags,
          summary: 'Update a treasury account (given fields; payment_method_ids is the whole list)',
          params: idParams,
          body: treasuryAccountUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await updateAccount(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
    );
  }

  app.delete(
    '/treasury-accounts/:id',
    {
      config: access('treasury_accounts.delete'),
      schema: {
        tags,
        summary: 'Delete an account that never moved money (409 in_use otherwise: archive it)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
