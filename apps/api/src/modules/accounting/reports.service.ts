import {
  agedBalance,
  balanceSheet,
  type ChartAccount,
  generalLedger as coreGeneralLedger,
  incomeStatement as coreIncomeStatement,
  trialBalance as coreTrialBalance,
  vatSummary as coreVatSummary,
  journalEntryNumber,
  type LedgerLine,
  type Locale,
  openItemsFromLedger,
  type StatementLine,
} from '@comptoir/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, suppliers } from '../../db/schema/index.ts';
import { accountLabel, loadChart } from './chart.ts';
import { companyTimezone } from './ledger.service.ts';
import type { DayWindow } from './report-period.ts';
import { dayBefore, pastWindow } from './report-period.ts';
import { accountTotals, ledgerLines, partnerLines, vatTotals } from './reports.repo.ts';

// The reports: sums per account from SQL, shaped by the core report functions (which define what
// each figure means). Sums become a few synthetic ledger lines per account: one before the window
// holding the opening balance, one inside it holding the window's debits and credits.

function linesOf(
  rows: { account: string; opening: number; debit: number; credit: number }[],
  window: DayWindow,
): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const inside = window.from ?? window.to;
  for (const row of rows) {
    if (row.opening !== 0 && window.from) {
      lines.push({
        date: dayBefore(window.from),
        account: row.account,
        debit: Math.max(row.opening, 0),
        credit: Math.max(-row.opening, 0),
      });
    }
    if (row.debit !== 0 || row.credit !== 0) {
      lines.push({ date: inside, account: row.account, debit: row.debit, credit: row.credit });
    }
  }
  return lines;
}

export async function trialBalanceReport(
  db: Executor,
  companyId: string,
  window: DayWindow,
  options: { digits?: number; locale: Locale },
) {
  const [rows, chart] = await Promise.all([accountTotals(db, companyId, window), loadChart(db, companyId)]);
  const balance = coreTrialBalance(linesOf(rows, window), {
    from: window.from,
    to: window.to,
    digits: options.digits ?? null,
  });
  return {
    period: window,
    rows: balance.rows.map((row) => ({
      ...row,
      label: accountLabel(chart.accounts, row.account, options.locale),
    })),
    totals: balance.totals,
  };
}

/** The codes of the chart under `account` (itself included): a heading's ledger holds all of them. */
function codesUnder(chart: readonly ChartAccount[], account: string): string[] {
  return chart.filter((a) => a.code.startsWith(account)).map((a) => a.code);
}

export async function generalLedgerReport(
  db: Executor,
  companyId: string,
  account: string,
  window: DayWindow,
  options: { page: number; perPage: number; locale: Locale },
) {
  const chart = await loadChart(db, companyId);
  const codes = codesUnder(chart.accounts, account);
  const [totals, page] = await Promise.all([
    accountTotals(db, companyId, window, codes),
    codes.length
      ? ledgerLines(db, companyId, codes, window, {
          limit: options.perPage,
          offset: (options.page - 1) * options.perPage,
        })
      : { lines: [], total: 0 },
  ]);
  const sums = linesOf(totals, window);
  // The core ledger over the sums gives the window's opening, debits, credits and closing.
  const summary = coreGeneralLedger(sums, account, window);
  return {
    period: window,
    account,
    label: accountLabel(chart.accounts, account, options.locale),
    opening: summary.opening,
    debit: summary.debit,
    credit: summary.credit,
    closing: summary.closing,
    lines: page.lines.map((line) => ({
      entry_id: line.entry_id,
      entry_number: journalEntryNumber(line.journal, line.year, line.number),
      journal: line.journal as 'VT',
      date: line.date,
      account: line.account,
      label: line.label ?? line.entry_label,
      reference: line.reference,
      debit: line.debit,
      credit: line.credit,
      balance: summary.opening + line.running,
    })),
    meta: {
      current_page: options.page,
      per_page: options.perPage,
      total: page.total,
      last_page: Math.max(1, Math.ceil(page.total / options.perPage)),
    },
  };
}

type Labelled<Ref extends string> = StatementLine<Ref> & { label: string; past_amount: number | null };

function withPast<Ref extends string>(
  lines: StatementLine<Ref>[],
  past: StatementLine<Ref>[] | null,
  locale: Locale,
): Labelled<Ref>[] {
  return lines.map((line, index) => ({
    ...line,
    label: line.labels[locale],
    past_amount: past ? (past[index]?.amount ?? 0) : null,
  }));
}

async function statementOf(db: Executor, companyId: string, window: DayWindow) {
  const rows = await accountTotals(db, companyId, window);
  return coreIncomeStatement(linesOf(rows, window), window);
}

export async function incomeStatementReport(
  db: Executor,
  companyId: string,
  window: DayWindow,
  options: { compare: boolean; locale: Locale },
) {
  const past = options.compare ? pastWindow(window) : null;
  const [current, before] = await Promise.all([
    statementOf(db, companyId, window),
    past ? statementOf(db, companyId, past) : Promise.resolve(null),
  ]);
  return {
    period: window,
    past_period: past,
    lines: withPast(current.lines, before?.lines ?? null, options.locale),
    revenue: current.revenue,
    net_result: current.net_result,
    past_revenue: before?.revenue ?? null,
    past_net_result: before?.net_result ?? null,
  };
}

export async function balanceSheetReport(db: Executor, companyId: string, asOf: string, locale: Locale) {
  const yearStart = `${asOf.slice(0, 4)}-01-01`;
  const window = { from: yearStart, to: asOf };
  const rows = await accountTotals(db, companyId, window);
  const sheet = balanceSheet(linesOf(rows, window), { to: asOf, year_start: yearStart });
  return {
    as_of: asOf,
    assets: withPast(sheet.assets, null, locale),
    liabilities: withPast(sheet.liabilities, null, locale),
    total_assets: sheet.total_assets,
    total_liabilities: sheet.total_liabilities,
    result: sheet.result,
  };
}

export async function vatSummaryReport(db: Executor, companyId: string, window: DayWindow, locale: Locale) {
  const chart = await loadChart(db, companyId);
  const codes = chart.accounts.filter((a) => /^44[35]/.test(a.code)).map((a) => a.code);
  const sums = await vatTotals(db, companyId, codes, window);
  const summary = coreVatSummary(
    sums.map((s) => ({ date: window.to, account: s.account, debit: s.debit, credit: s.credit })),
    {},
  );
  return {
    period: window,
    ...summary,
    accounts: summary.accounts.map((a) => ({ ...a, label: accountLabel(chart.accounts, a.account, locale) })),
  };
}

export async function agedBalanceReport(
  db: Executor,
  companyId: string,
  side: 'receivable' | 'payable',
  asOf: string,
) {
  const chart = await loadChart(db, companyId);
  const prefix = side === 'receivable' ? '411' : '401';
  const timezone = side === 'receivable' ? await companyTimezone(db, companyId) : null;
  const sums = await partnerLines(
    db,
    companyId,
    codesUnder(chart.accounts, prefix),
    asOf,
    timezone ? { timezone } : undefined,
  );
  const lines: LedgerLine[] = sums.flatMap((row) => {
    const partner = row.partner_id
      ? { kind: side === 'receivable' ? ('customer' as const) : ('supplier' as const), id: row.partner_id }
      : null;
    const base = { date: row.date, account: prefix, partner, due_date: row.due_date };
    return [
      ...(row.debit ? [{ ...base, debit: row.debit, credit: 0 }] : []),
      ...(row.credit ? [{ ...base, debit: 0, credit: row.credit }] : []),
    ];
  });
  const aged = agedBalance(openItemsFromLedger(lines, { side, asOf }), asOf);
  const names = await partnerNames(
    db,
    companyId,
    side,
    aged.rows.flatMap((r) => (r.partner_id ? [r.partner_id] : [])),
  );
  return {
    as_of: asOf,
    side,
    rows: aged.rows.map((row) => ({
      partner_id: row.partner_id,
      partner_name: row.partner_id ? (names.get(row.partner_id) ?? null) : null,
      amounts: row.amounts,
    })),
    totals: aged.totals,
  };
}

async function partnerNames(
  db: Executor,
  companyId: string,
  side: 'receivable' | 'payable',
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (side === 'payable') {
    const rows = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(and(eq(suppliers.company_id, companyId), inArray(suppliers.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), inArray(customers.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
