import {
  ACCOUNTING_STAT_ITEMS,
  type AccountingStatItem,
  accountingStatSeriesSchema,
  accountingStatsSchema,
  bucketKey,
  bucketStarts,
  changePercent,
  chartBucket,
  dataResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AnalyticsQuery,
  analyticsQuery,
  analyticsWindows,
  paidOnly as paidOnlyOf,
} from '../analytics/analytics-query.ts';
import { loadChart } from './chart.ts';
import { companyCalendar } from './report-period.ts';
import { accountTotals, type DailyFigures, dailyFigures, vatTotals } from './reports.repo.ts';

// SPEC §7 accounting analytics: the period's figures against the past period, and one figure as a
// series. paid_only=true reads money actually received and paid out (cash basis) instead of what
// was invoiced and incurred.

const tags = ['analytics', 'accounting'];
const statsQuery = analyticsQuery;
type StatsQuery = AnalyticsQuery;
const windows = analyticsWindows;
const paidOnly = (query: StatsQuery) => paidOnlyOf(query, false);

type Balances = { cash: number; receivables: number; payables: number };

/** Class 5, 41 and 40 balances at the end of `to`, from the monthly totals. */
async function balancesAt(db: Executor, companyId: string, to: string): Promise<Balances> {
  const rows = await accountTotals(db, companyId, { from: null, to });
  const sum = (prefix: string) =>
    rows.filter((r) => r.account.startsWith(prefix)).reduce((total, r) => total + r.debit - r.credit, 0);
  return { cash: sum('5'), receivables: sum('41'), payables: -sum('40') };
}

function flows(days: DailyFigures[], paid: boolean) {
  const total = (pick: (d: DailyFigures) => number) => days.reduce((sum, d) => sum + pick(d), 0);
  const revenue = paid ? total((d) => d.cash_in_customers) : total((d) => d.revenue);
  const expenses = paid ? total((d) => d.cash_out_spending) : total((d) => d.charges);
  const result = paid ? revenue - expenses : total((d) => d.income - d.charges);
  return { revenue, expenses, result, vat_due: total((d) => d.vat) };
}

/**
 * The period's figures. Accrual flows come from the monthly totals (a few thousand rows whatever
 * the ledger's size); paid_only needs each line's entry, so it reads the period's lines.
 */
/** Accrual flows of a window from the monthly totals (a few thousand rows whatever the ledger's size). */
async function accrualFlows(
  db: Executor,
  companyId: string,
  window: { from: string; to: string },
  withVat = true,
) {
  const vatCodes = async () =>
    (await loadChart(db, companyId)).accounts.filter((a) => /^44[35]/.test(a.code)).map((a) => a.code);
  // VAT as the VAT summary reads it: settlements left out, or a settled period would show nothing.
  const [rows, vat] = await Promise.all([
    accountTotals(db, companyId, window),
    withVat ? vatTotals(db, companyId, await vatCodes(), window) : Promise.resolve([]),
  ]);
  const net = (test: (account: string) => boolean) =>
    rows.filter((r) => test(r.account)).reduce((sum, r) => sum + r.credit - r.debit, 0);
  const income = net((a) => a.startsWith('7') || /^8[2468]/.test(a));
  const charges = -net((a) => a.startsWith('6') || /^8[13579]/.test(a));
  return {
    revenue: net((a) => a.startsWith('70')),
    expenses: charges,
    result: income - charges,
    // collected (443, credit − debit) less deductible (445, debit − credit)
    vat_due: vat.reduce((sum, v) => sum + v.credit - v.debit, 0),
  };
}

/** The period's figures; paid_only needs each line's entry, so it reads the period's lines. */
async function figures(db: Executor, companyId: string, window: { from: string; to: string }, paid: boolean) {
  const [flowFigures, balances] = await Promise.all([
    paid
      ? dailyFigures(db, companyId, window).then((days) => flows(days, true))
      : accrualFlows(db, companyId, window),
    balancesAt(db, companyId, window.to),
  ]);
  return { ...flowFigures, ...balances } as Record<AccountingStatItem, number>;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(utc(day).getTime() + 86_400_000);

export const accountingAnalyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/analytics/accounting/stats',
    {
      config: { access: { permission: 'accounting.view' } },
      schema: {
        tags,
        summary:
          'Revenue, expenses, result, cash, receivables, payables and VAT due, against the past period',
        description:
          'startDate/endDate (ISO instants, end exclusive, or YYYY-MM-DD days, both included; also start_date/end_date) or period (a SPEC §3 preset, default this_week); pastStartDate/pastEndDate, else the same length just before. paid_only=true: revenue is money received from customers, expenses money paid out.',
        querystring: statsQuery,
        response: { 200: dataResponseSchema(accountingStatsSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const { current, past } = windows(calendar, request.query);
      const paid = paidOnly(request.query);
      const [now, before] = await Promise.all([
        figures(ctx.db, scope.companyId, current, paid),
        figures(ctx.db, scope.companyId, past, paid),
      ]);
      return {
        data: {
          period: { start: current.from, end: current.to },
          past_period: { start: past.from, end: past.to },
          paid_only: paid,
          stats: ACCOUNTING_STAT_ITEMS.map((item) => ({
            item,
            value: now[item],
            past_value: before[item],
            change: changePercent(now[item], before[item]),
          })),
        },
      };
    },
  );

  app.get(
    '/analytics/accounting/stats/:item',
    {
      config: { access: { permission: 'accounting.view' } },
      schema: {
        tags,
        summary: 'One accounting figure over the period, by day, week, month or year (SPEC §9 bucketing)',
        description:
          'Flows (revenue, expenses, result, vat_due) add up within each bucket; balances (cash, receivables, payables) are read at the end of each bucket.',
        // The item is checked in the handler, after the query, so an unknown parameter is named first.
        params: z.object({ item: z.string().max(40) }),
        querystring: statsQuery,
        response: { 200: dataResponseSchema(accountingStatSeriesSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const calendar = await companyCalendar(ctx.db, scope.companyId);
      const { current } = windows(calendar, request.query);
      const paid = paidOnly(request.query);
      const item = request.params.item as AccountingStatItem;
      if (!(ACCOUNTING_STAT_ITEMS as readonly string[]).includes(item)) {
        throw new AppError('not_found', { resource: 'resource.record' });
      }
      const range = { start: utc(current.from), end: nextDay(current.to) };
      const bucket = chartBucket(range.start, range.end);
      const keys = bucketStarts(range, bucket, 'UTC', calendar.weekStartsOn).map((d) =>
        d.toISOString().slice(0, 10),
      );
      const balanceItem = item === 'cash' || item === 'receivables' || item === 'payables';
      const points =
        (bucket === 'month' || bucket === 'year') && (balanceItem || !paid)
          ? await bucketsFromTotals(ctx.db, scope.companyId, current, keys, item, balanceItem)
          : await bucketsFromDays(ctx.db, scope.companyId, current, keys, item, paid, (day) =>
              bucketKey(utc(day), bucket, 'UTC', calendar.weekStartsOn),
            );
      const total = balanceItem ? (points.at(-1)?.value ?? 0) : points.reduce((sum, p) => sum + p.value, 0);
      return {
        data: {
          item,
          paid_only: paid,
          bucket,
          period: { start: current.from, end: current.to },
          points,
          total,
        },
      };
    },
  );
};

const dayBeforeUtc = (day: string) => new Date(utc(day).getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * Month and year buckets (periods over 330 days) from the monthly totals: each bucket's flows, or
 * the balance at its end, clipped to the period.
 */
async function bucketsFromTotals(
  db: Executor,
  companyId: string,
  period: { from: string; to: string },
  keys: string[],
  item: AccountingStatItem,
  balanceItem: boolean,
): Promise<{ date: string; value: number }[]> {
  return Promise.all(
    keys.map(async (key, index) => {
      const next = keys[index + 1];
      // The bucket clipped to the period (days compare as text).
      const [, from] = [key, period.from].sort() as [string, string];
      const [to] = [next ? dayBeforeUtc(next) : period.to, period.to].sort() as [string, string];
      const value = balanceItem
        ? (await balancesAt(db, companyId, to))[item as keyof Balances]
        : (await accrualFlows(db, companyId, { from, to }, item === 'vat_due'))[
            item as keyof Awaited<ReturnType<typeof accrualFlows>>
          ];
      return { date: key, value };
    }),
  );
}

/** Day and week buckets, and paid-only flows: the period's lines added up per day. */
async function bucketsFromDays(
  db: Executor,
  companyId: string,
  period: { from: string; to: string },
  keys: string[],
  item: AccountingStatItem,
  paid: boolean,
  keyOf: (day: string) => string,
): Promise<{ date: string; value: number }[]> {
  const days = await dailyFigures(db, companyId, period);
  const byBucket = new Map<string, DailyFigures[]>(keys.map((key) => [key, []]));
  for (const day of days) byBucket.get(keyOf(day.date))?.push(day);
  if (item === 'cash' || item === 'receivables' || item === 'payables') {
    // The balance before the period, then each bucket's movements added to it.
    let running = (await balancesAt(db, companyId, dayBeforeUtc(period.from)))[item];
    return keys.map((key) => {
      for (const day of byBucket.get(key) ?? []) running += day[item];
      return { date: key, value: running };
    });
  }
  return keys.map((key) => ({
    date: key,
    value: flows(byBucket.get(key) ?? [], paid)[item as keyof ReturnType<typeof flows>],
  }));
}
