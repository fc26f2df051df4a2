import {
  can,
  customerCreditSchema,
  customerDebtSchema,
  customerStatsSchema,
  DEFAULT_CREDIT_TERM_DAYS,
  dataResponseSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseDebtQuery, parseLedgerQuery } from './customer-credit.query.ts';
import { creditLedger, customerCredit, customerStats, type LedgerPage } from './customer-credit.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['customers'];
const access = (permission: string) => ({ access: { permission } });
const query = z
  .looseObject({
    page: z.string().optional(),
    per_page: z.string().optional(),
    sort: z.string().optional(),
    'filter[overdue]': z.string().optional().describe('true: only what is past due'),
  })
  .describe('Any other parameter is a 400');

const OWED = `A sale owes total − paid − credited while confirmed or completed; drafts, quotations and cancelled orders owe nothing. It is due on its live invoice's due date, else ${DEFAULT_CREDIT_TERM_DAYS} days after the sale, and overdue once that has passed. Amounts in minor units of the company's currency (sales in another currency are left out); a shop-bound user sees their shop's sales.`;
const LEDGER = `${OWED} Search: name, or phone digits. filter[overdue]=true keeps customers with something overdue. Sorts: balance, overdue_amount, oldest_due_at, oldest_unpaid_at, name ("-" descending; default -balance).`;

type LedgerRow = LedgerPage['rows'][number];
const ledgerColumns: CsvColumn<LedgerRow>[] = [
  { header: 'csv.name', value: (r) => r.name },
  { header: 'csv.phone', value: (r) => r.phone, phone: true },
  { header: 'csv.balance', value: (r) => r.balance, money: true },
  { header: 'csv.overdue_amount', value: (r) => r.overdue_amount, money: true },
  { header: 'csv.unpaid_orders', value: (r) => r.unpaid_orders_count },
  { header: 'csv.oldest_unpaid_at', value: (r) => r.oldest_unpaid_at },
  { header: 'csv.oldest_due_at', value: (r) => r.oldest_due_at },
];

const ledgerDto = (row: LedgerRow) => ({
  ...row,
  oldest_unpaid_at: row.oldest_unpaid_at.toISOString(),
  oldest_due_at: row.oldest_due_at.toISOString(),
});

/**
 * A customer's stats and the credit ledger, under `customers.stats`: the ledger shows every
 * customer's balance, the very figure the stats keep from roles without that permission.
 */
export const customerCreditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/customers/credit',
    {
      config: access('customers.stats'),
      schema: {
        tags,
        summary: 'Credit ledger: the customers who owe money, with the overdue part',
        description: LEDGER,
        querystring: query.extend({ search: z.string().optional() }),
        response: { 200: listResponseSchema(customerCreditSchema) },
      },
    },
    async (request) => {
      const page = await creditLedger(
        ctx,
        request.scope!,
        parseLedgerQuery(request.query as Record<string, unknown>, new Date()),
      );
      return { data: page.rows.map(ledgerDto), meta: page.meta };
    },
  );

  app.get(
    '/customers/credit/export',
    {
      config: access('customers.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of the credit ledger with the list's filter, sort and search",
        description: `${LEDGER} Needs customers.stats too. ${CSV_EXPORT_DESCRIPTION}`,
        querystring: query.extend({ search: z.string().optional() }),
      },
    },
    async (request, reply) => {
      if (!can(request.scope!.role, 'customers.stats')) {
        throw new AppError('forbidden', { permission: 'customers.stats' });
      }
      const parsed = parseLedgerQuery(exportQuery(request), new Date());
      return sendCsvExport(ctx, request, reply, {
        name: 'customer-credit',
        columns: ledgerColumns,
        pageSize: 100,
        fetchPage: async (page, perPage) =>
          (await creditLedger(ctx, request.scope!, { ...parsed, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/customers/:id/stats',
    {
      config: access('customers.stats'),
      schema: {
        tags,
        summary: "A customer's orders, revenue, average basket, last order and balance owed",
        description: `orders_count and revenue count confirmed and completed orders, revenue net of credits. ${OWED}`,
        params: idParams,
        querystring: z.strictObject({ anonymous: z.string().optional(), locale: z.string().optional() }),
        response: { 200: dataResponseSchema(customerStatsSchema) },
      },
    },
    async (request) => ({
      data: await customerStats(ctx, request.scope!, request.params.id, new Date()),
    }),
  );

  app.get(
    '/customers/:id/credit',
    {
      config: access('customers.stats'),
      schema: {
        tags,
        summary: "A customer's unpaid sales with their invoice, due date, balance and overdue flag",
        description: `${OWED} filter[overdue]=true keeps the overdue ones. Sorts: due_at (default), ordered_at, balance ("-" descending).`,
        params: idParams,
        querystring: query,
        response: { 200: listResponseSchema(customerDebtSchema) },
      },
    },
    async (request) => {
      const page = await customerCredit(
        ctx,
        request.scope!,
        request.params.id,
        parseDebtQuery(request.query as Record<string, unknown>, new Date()),
      );
      return { data: page.rows, meta: page.meta };
    },
  );
};
