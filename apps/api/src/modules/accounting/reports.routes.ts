import {
  AGEING_BUCKETS,
  agedBalanceReportSchema,
  balanceSheetReportSchema,
  dataResponseSchema,
  generalLedgerReportSchema,
  incomeStatementReportSchema,
  trialBalanceReportSchema,
  vatSummaryReportSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { loadChart } from './chart.ts';
import { EXPORT_FORMATS, type ReportTable, sendReportExport } from './report-export.ts';
import { type CompanyCalendar, companyCalendar, dayParam, reportWindow } from './report-period.ts';
import {
  agedBalanceReport,
  balanceSheetReport,
  generalLedgerReport,
  incomeStatementReport,
  trialBalanceReport,
  vatSummaryReport,
} from './reports.service.ts';

const tags = ['accounting'];
const access = (permission: string) => ({ access: { permission } });

const base = { anonymous: z.string().max(10).optional(), locale: z.string().max(35).optional() };
const windowParams = {
  ...base,
  period: z
    .string()
    .max(20)
    .optional()
    .describe('SPEC §3 preset: this_month, last_month, this_year, all, custom…'),
  from: z.string().max(10).optional().describe('YYYY-MM-DD, included (with period=custom, or alone)'),
  to: z.string().max(10).optional().describe('YYYY-MM-DD, included; defaults to today'),
};
const asOfParams = {
  ...base,
  as_of: z.string().max(10).optional().describe('YYYY-MM-DD; defaults to today'),
};
const formatParam = { format: z.enum(EXPORT_FORMATS).default('csv') };

const trialQuery = z.strictObject({
  ...windowParams,
  digits: z.coerce.number().int().min(1).max(12).optional().describe('roll accounts up to this many digits'),
});
const ledgerQuery = z.strictObject({
  ...windowParams,
  /** required; checked in the handler so an unknown parameter is named first */
  account: z.string().max(12).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});
const incomeQuery = z.strictObject({
  ...windowParams,
  compare: z.enum(['past', 'none']).default('none').describe('past: add the past period of the same length'),
});
const windowQuery = z.strictObject(windowParams);
const asOfQuery = z.strictObject(asOfParams);

const asOf = (calendar: CompanyCalendar, value: unknown) => dayParam(value, 'as_of') ?? calendar.today;
const money = (value: number) => ({ money: value });
const EXPORT_LINE_CAP = 100_000;

async function trialBalanceTable(
  ctx: AppContext,
  scope: Scope,
  query: z.output<typeof trialQuery>,
  locale: 'en' | 'fr' | 'es',
) {
  const calendar = await companyCalendar(ctx.db, scope.companyId);
  const report = await trialBalanceReport(ctx.db, scope.companyId, reportWindow(calendar, query), {
    digits: query.digits,
    locale,
  });
  const table: ReportTable = {
    name: 'trial-balance',
    headers: [
      'account',
      'label',
      'opening_debit',
      'opening_credit',
      'debit',
      'credit',
      'closing_debit',
      'closing_credit',
    ].map((h) => `accounting.export.${h}`),
    rows: [
      ...report.rows.map((row) => [
        row.account,
        row.label,
        money(Math.max(row.opening, 0)),
        money(Math.max(-row.opening, 0)),
        money(row.debit),
        money(row.credit),
        money(Math.max(row.closing, 0)),
        money(Math.max(-row.closing, 0)),
      ]),
      [
        null,
        'accounting.export.total',
        money(report.totals.opening_debit),
        money(report.totals.opening_credit),
        money(report.totals.debit),
        money(report.totals.credit),
        money(report.totals.closing_debit),
        money(report.totals.closing_credit),
      ],
    ],
  };
  return { report, table };
}

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounting/reports/trial-balance',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'Trial balance (balance générale): opening, debits, credits and closing per account',
        querystring: trialQuery,
        response: { 200: dataResponseSchema(trialBalanceReportSchema) },
      },
    },
    async (request) => ({
      data: (await trialBalanceTable(ctx, request.scope!, request.query, request.locale)).report,
    }),
  );

  app.get(
    '/accounting/reports/general-ledger',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'General ledger (grand livre) of an account, or of every account under a heading',
        description:
          'Lines in posting order with the running balance from the opening; paged (per_page up to 500).',
        querystring: ledgerQuery,
        response: { 200: dataResponseSchema(generalLedgerReportSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const account = await assertAccount(ctx, scope, request.query.account);
      return {
        data: await generalLedgerReport(
          ctx.db,
          scope.companyId,
          account,
          reportWindow(calendar, request.query),
          {
            page: request.query.page,
            perPage: request.query.per_page,
            locale: request.locale,
          },
        ),
      };
    },
  );

  app.get(
    '/accounting/reports/income-statement',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'Income statement (compte de résultat, SYSCOHADA révisé), with the past period on request',
        querystring: incomeQuery,
        response: { 200: dataResponseSchema(incomeStatementReportSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      return {
        data: await incomeStatementReport(ctx.db, scope.companyId, reportWindow(calendar, request.query), {
          compare: request.query.compare === 'past',
          locale: request.locale,
        }),
      };
    },
  );

  app.get(
    '/accounting/reports/balance-sheet',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'Balance sheet (bilan, SYSCOHADA révisé) at the end of a day',
        querystring: asOfQuery,
        response: { 200: dataResponseSchema(balanceSheetReportSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      return {
        data: await balanceSheetReport(
          ctx.db,
          scope.companyId,
          asOf(calendar, request.query.as_of),
          request.locale,
        ),
      };
    },
  );

  app.get(
    '/accounting/reports/vat-summary',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'VAT collected (443x) and deductible (445x) over a period, and the balance due or credit',
        querystring: windowQuery,
        response: { 200: dataResponseSchema(vatSummaryReportSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      return {
        data: await vatSummaryReport(
          ctx.db,
          scope.companyId,
          reportWindow(calendar, request.query, 'this_month'),
          request.locale,
        ),
      };
    },
  );

  for (const side of ['receivable', 'payable'] as const) {
    app.get(
      `/accounting/reports/aged-${side}s`,
      {
        config: access('accounting.view'),
        schema: {
          tags,
          summary: `Aged ${side}s (balance âgée) at a day: what each ${side === 'receivable' ? 'customer owes' : 'supplier is owed'}, by lateness`,
          querystring: asOfQuery,
          response: { 200: dataResponseSchema(agedBalanceReportSchema) },
        },
      },
      async (request) => {
        const scope = request.scope!;
        const calendar = await companyCalendar(ctx.db, scope.companyId);
        return {
          data: await agedBalanceReport(ctx.db, scope.companyId, side, asOf(calendar, request.query.as_of)),
        };
      },
    );
  }

  // ——— Exports ———

  const exportSchema = (summary: string, query: z.ZodObject) => ({
    config: access('accounting.export'),
    schema: { tags: ['exports', ...tags], summary, querystring: query.extend(formatParam) },
  });

  app.get(
    '/accounting/reports/trial-balance/export',
    exportSchema('Trial balance as CSV or XLSX (format=csv|xlsx)', trialQuery),
    async (request, reply) => {
      const query = request.query as z.output<typeof trialQuery> & { format: 'csv' | 'xlsx' };
      const { table } = await trialBalanceTable(ctx, request.scope!, query, request.locale);
      return sendReportExport(ctx, request, reply, table, query.format);
    },
  );

  app.get(
    '/accounting/reports/general-ledger/export',
    exportSchema(
      'General ledger of an account as CSV or XLSX',
      ledgerQuery.omit({ page: true, per_page: true }),
    ),
    async (request, reply) => {
      const scope = request.scope!;
      const query = request.query as z.output<typeof windowQuery> & {
        account?: string;
        format: 'csv' | 'xlsx';
      };
      const account = await assertAccount(ctx, scope, query.account);
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const window = reportWindow(calendar, query);
      const first = await generalLedgerReport(ctx.db, scope.companyId, account, window, {
        page: 1,
        perPage: 500,
        locale: request.locale,
      });
      const lines = [...first.lines];
      for (let page = 2; page <= first.meta.last_page && lines.length < EXPORT_LINE_CAP; page++) {
        const next = await generalLedgerReport(ctx.db, scope.companyId, account, window, {
          page,
          perPage: 500,
          locale: request.locale,
        });
        lines.push(...next.lines);
      }
      const table: ReportTable = {
        name: `general-ledger-${account}`,
        headers: [
          'date',
          'entry',
          'journal',
          'account',
          'label',
          'reference',
          'debit',
          'credit',
          'balance',
        ].map((h) => `accounting.export.${h}`),
        rows: [
          [
            window.from,
            null,
            null,
            account,
            'accounting.export.opening',
            null,
            null,
            null,
            money(first.opening),
          ],
          ...lines.map((line) => [
            line.date,
            line.entry_number,
            line.journal,
            line.account,
            line.label,
            line.reference,
            money(line.debit),
            money(line.credit),
            money(line.balance),
          ]),
          [
            window.to,
            null,
            null,
            account,
            'accounting.export.total',
            null,
            money(first.debit),
            money(first.credit),
            money(first.closing),
          ],
        ],
      };
      return sendReportExport(ctx, request, reply, table, query.format);
    },
  );

  app.get(
    '/accounting/reports/income-statement/export',
    exportSchema('Income statement as CSV or XLSX', incomeQuery),
    async (request, reply) => {
      const scope = request.scope!;
      const query = request.query as z.output<typeof incomeQuery> & { format: 'csv' | 'xlsx' };
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const report = await incomeStatementReport(ctx.db, scope.companyId, reportWindow(calendar, query), {
        compare: query.compare === 'past',
        locale: request.locale,
      });
      const compare = report.past_period !== null;
      const table: ReportTable = {
        name: 'income-statement',
        headers: ['ref', 'label', 'amount', ...(compare ? ['past_amount'] : [])].map(
          (h) => `accounting.export.${h}`,
        ),
        rows: report.lines.map((line) => [
          line.ref,
          line.label,
          money(line.amount),
          ...(compare ? [money(line.past_amount ?? 0)] : []),
        ]),
      };
      return sendReportExport(ctx, request, reply, table, query.format);
    },
  );

  app.get(
    '/accounting/reports/balance-sheet/export',
    exportSchema('Balance sheet as CSV or XLSX', asOfQuery),
    async (request, reply) => {
      const scope = request.scope!;
      const query = request.query as z.output<typeof asOfQuery> & { format: 'csv' | 'xlsx' };
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const report = await balanceSheetReport(
        ctx.db,
        scope.companyId,
        asOf(calendar, query.as_of),
        request.locale,
      );
      const table: ReportTable = {
        name: 'balance-sheet',
        headers: ['side', 'ref', 'label', 'amount'].map((h) => `accounting.export.${h}`),
        rows: [
          ...report.assets.map((l) => ['accounting.export.assets', l.ref, l.label, money(l.amount)]),
          ...report.liabilities.map((l) => [
            'accounting.export.liabilities',
            l.ref,
            l.label,
            money(l.amount),
          ]),
        ],
      };
      return sendReportExport(ctx, request, reply, table, query.format);
    },
  );

  app.get(
    '/accounting/reports/vat-summary/export',
    exportSchema('VAT summary as CSV or XLSX', windowQuery),
    async (request, reply) => {
      const scope = request.scope!;
      const query = request.query as z.output<typeof windowQuery> & { format: 'csv' | 'xlsx' };
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const report = await vatSummaryReport(
        ctx.db,
        scope.companyId,
        reportWindow(calendar, query, 'this_month'),
        request.locale,
      );
      const table: ReportTable = {
        name: 'vat-summary',
        headers: ['account', 'label', 'amount'].map((h) => `accounting.export.${h}`),
        rows: [
          ...report.accounts.map((a) => [a.account, a.label, money(a.amount)]),
          [null, 'accounting.export.collected', money(report.collected)],
          [null, 'accounting.export.deductible', money(report.deductible)],
          [null, 'accounting.export.vat_balance', money(report.balance)],
        ],
      };
      return sendReportExport(ctx, request, reply, table, query.format);
    },
  );

  for (const side of ['receivable', 'payable'] as const) {
    app.get(
      `/accounting/reports/aged-${side}s/export`,
      exportSchema(`Aged ${side}s as CSV or XLSX`, asOfQuery),
      async (request, reply) => {
        const scope = request.scope!;
        const query = request.query as z.output<typeof asOfQuery> & { format: 'csv' | 'xlsx' };
        const calendar = await companyCalendar(ctx.db, scope.companyId);
        const report = await agedBalanceReport(ctx.db, scope.companyId, side, asOf(calendar, query.as_of));
        const buckets = [...AGEING_BUCKETS, 'total'] as const;
        const table: ReportTable = {
          name: `aged-${side}s`,
          headers: ['partner', ...buckets].map((h) => `accounting.export.${h}`),
          rows: [
            ...report.rows.map((row) => [
              row.partner_name ?? (row.partner_id ? row.partner_id : 'accounting.export.walk_in'),
              ...buckets.map((b) => money(row.amounts[b])),
            ]),
            ['accounting.export.total', ...buckets.map((b) => money(report.totals[b]))],
          ],
        };
        return sendReportExport(ctx, request, reply, table, query.format);
      },
    );
  }
};

/** The ledger's account: given and digits (400), in the chart or above accounts of it (422). */
async function assertAccount(ctx: AppContext, scope: Scope, account: string | undefined): Promise<string> {
  if (account === undefined || !/^\d{1,12}$/.test(account)) {
    throw new AppError('invalid_parameter', { parameter: 'account' });
  }
  const chart = await loadChart(ctx.db, scope.companyId);
  if (!chart.accounts.some((a) => a.code.startsWith(account)))
    throw new AppError('unknown_account', { account });
  return account;
}
