import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

// The sums the reports are made of, in SQL. Whole months come from ledger_monthly_totals; only the
// days of a month the window covers in part are read from journal_lines (indexed by company, date).

export interface AccountTotalsRow {
  account: string;
  /** debit − credit before `from` */
  opening: number;
  debit: number;
  credit: number;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

function monthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function previousMonthStart(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
}

/**
 * Per account: the balance before `from` (none without `from`: everything is movement) and the
 * debits and credits from `from` to `to`, both included. `accounts` narrows to those codes.
 */
export async function accountTotals(
  db: Executor,
  companyId: string,
  window: { from: string | null; to: string },
  accounts?: readonly string[],
): Promise<AccountTotalsRow[]> {
  const { from, to } = window;
  const lastFullMonth = to === monthEnd(to) ? monthStart(to) : previousMonthStart(to);
  const fromPartial = from !== null && from !== monthStart(from);
  const ranges: [string, string][] = [];
  if (from !== null && fromPartial) {
    // The days of from's month, up to `to` when the window ends in that month too.
    const [end] = [monthEnd(from), to].sort();
    ranges.push([monthStart(from), end!]);
  }
  if (to !== monthEnd(to) && !(fromPartial && monthStart(from!) === monthStart(to))) {
    ranges.push([monthStart(to), to]);
  }
  const accountFilter = (column: string) =>
    accounts ? sql` and ${sql.raw(column)} = any(${sql.param([...accounts])}::text[])` : sql``;
  const months = sql`
    select account, month as day, debit, credit from ledger_monthly_totals
    where company_id = ${companyId} and month <= ${lastFullMonth}::date
      ${fromPartial ? sql`and month <> ${monthStart(from!)}::date` : sql``}
      ${accountFilter('account')}`;
  const parts = [months];
  for (const [start, end] of ranges) {
    parts.push(sql`
      select account, date as day, sum(debit) as debit, sum(credit) as credit from journal_lines
      where company_id = ${companyId} and date between ${start}::date and ${end}::date ${accountFilter('account')}
      group by account, date`);
  }
  const union = sql.join(parts, sql` union all `);
  const before = from === null ? sql`false` : sql`day < ${from}::date`;
  const rows = await queryRows<{ account: string; opening: string; debit: string; credit: string }>(
    db,
    sql`select account,
          coalesce(sum(case when ${before} then debit - credit else 0 end), 0) as opening,
          coalesce(sum(case when ${before} then 0 else debit end), 0) as debit,
          coalesce(sum(case when ${before} then 0 else credit end), 0) as credit
        from (${union}) as x
        group by account
        order by account`,
  );
  return rows.map((r) => ({
    account: r.account,
    opening: Number(r.opening),
    debit: Number(r.debit),
    credit: Number(r.credit),
  }));
}

export interface LedgerPageLine {
  entry_id: string;
  journal: string;
  year: number;
  number: number;
  date: string;
  account: string;
  label: string | null;
  entry_label: string;
  reference: string | null;
  debit: number;
  credit: number;
  /** debit − credit from the window's first line to this one */
  running: number;
}

/** One page of the lines of `accounts` inside the window, in posting order, with the running sum. */
export async function ledgerLines(
  db: Executor,
  companyId: string,
  accounts: readonly string[],
  window: { from: string | null; to: string },
  page: { limit: number; offset: number },
): Promise<{ lines: LedgerPageLine[]; total: number }> {
  const where = sql`l.company_id = ${companyId} and l.account = any(${sql.param([...accounts])}::text[])
    and l.date <= ${window.to}::date ${window.from ? sql`and l.date >= ${window.from}::date` : sql``}`;
  const [lines, count] = await Promise.all([
    queryRows<LedgerPageLine & { position: number }>(
      db,
      sql`select * from (
            select l.entry_id, l.position, l.journal, e.year, e.number, to_char(l.date, 'YYYY-MM-DD') as date, l.account,
                   l.label, e.label as entry_label, e.reference, l.debit, l.credit,
                   sum(l.debit - l.credit) over (order by l.date, l.entry_id, l.position rows unbounded preceding) as running
            from journal_lines l join journal_entries e on e.id = l.entry_id
            where ${where}
          ) as ordered
          order by date, entry_id, position
          limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from journal_lines l where ${where}`),
  ]);
  return {
    lines: lines.map(({ position: _position, ...l }) => ({
      ...l,
      year: Number(l.year),
      number: Number(l.number),
      debit: Number(l.debit),
      credit: Number(l.credit),
      running: Number(l.running),
    })),
    total: count[0]?.n ?? 0,
  };
}

/** Lines of 443x/445x inside the window, per account, VAT settlements left out. */
export async function vatTotals(
  db: Executor,
  companyId: string,
  accounts: readonly string[],
  window: { from: string | null; to: string },
): Promise<{ account: string; debit: number; credit: number }[]> {
  if (accounts.length === 0) return [];
  const rows = await queryRows<{ account: string; debit: string; credit: string }>(
    db,
    sql`select l.account, sum(l.debit) as debit, sum(l.credit) as credit
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.company_id = ${companyId} and l.account = any(${sql.param([...accounts])}::text[])
          and l.date <= ${window.to}::date ${window.from ? sql`and l.date >= ${window.from}::date` : sql``}
          and e.source_kind is distinct from 'vat_settlement'
        group by l.account order by l.account`,
  );
  return rows.map((r) => ({ account: r.account, debit: Number(r.debit), credit: Number(r.credit) }));
}

/**
 * The receivable or payable lines up to `asOf`, debits and credits apart, added up per partner,
 * day and due date: what openItemsFromLedger needs, a few rows per partner and day.
 */
export async function partnerLines(
  db: Executor,
  companyId: string,
  accounts: readonly string[],
  asOf: string,
  /** receivables: a sale's debit falls due on its live invoice's due date, when it has one */
  invoiceDueDates?: { timezone: string },
): Promise<
  { partner_id: string | null; date: string; due_date: string | null; debit: number; credit: number }[]
> {
  // The sale is posted when the order is confirmed, before any invoice: the invoice's due date
  // (issued before as_of, not credited) is found through the entry's source, the order.
  const due = invoiceDueDates
    ? sql`coalesce(l.due_date, (
        select (d.due_at at time zone ${invoiceDueDates.timezone})::date from documents d
        where d.company_id = l.company_id and d.order_id = e.source_id and d.kind = 'invoice'
          and d.due_at is not null and (d.issued_at at time zone ${invoiceDueDates.timezone})::date <= ${asOf}::date
          and not exists (select 1 from documents c where c.credited_document_id = d.id)
        order by d.issued_at desc limit 1))`
    : sql`l.due_date`;
  const rows = await queryRows<{
    partner_id: string | null;
    date: string;
    due_date: string | null;
    debit: string;
    credit: string;
  }>(
    db,
    sql`select partner_id, to_char(date, 'YYYY-MM-DD') as date, to_char(due, 'YYYY-MM-DD') as due_date,
               sum(debit) as debit, sum(credit) as credit
        from (
          select l.partner_id, l.date, l.debit, l.credit,
                 case when l.debit > 0 and e.source_kind = 'sale' then ${due} else l.due_date end as due
          from journal_lines l join journal_entries e on e.id = l.entry_id
          where l.company_id = ${companyId} and l.account = any(${sql.param([...accounts])}::text[])
            and l.date <= ${asOf}::date
        ) as lines
        group by partner_id, date, due
        order by date`,
  );
  return rows.map((r) => ({ ...r, debit: Number(r.debit), credit: Number(r.credit) }));
}

export interface DailyFigures {
  date: string;
  revenue: number;
  income: number;
  charges: number;
  cash: number;
  receivables: number;
  payables: number;
  vat: number;
  cash_in_customers: number;
  cash_out_spending: number;
}

/** Per day of the window, the movements the accounting analytics add up. */
export async function dailyFigures(
  db: Executor,
  companyId: string,
  window: { from: string; to: string },
): Promise<DailyFigures[]> {
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select to_char(l.date, 'YYYY-MM-DD') as date,
          sum(case when l.account like '70%' then l.credit - l.debit else 0 end) as revenue,
          sum(case when l.account like '7%' or l.account ~ '^8[2468]' then l.credit - l.debit else 0 end) as income,
          sum(case when l.account like '6%' or l.account ~ '^8[13579]' then l.debit - l.credit else 0 end) as charges,
          sum(case when l.account like '5%' then l.debit - l.credit else 0 end) as cash,
          sum(case when l.account like '41%' then l.debit - l.credit else 0 end) as receivables,
          sum(case when l.account like '40%' then l.credit - l.debit else 0 end) as payables,
          sum(case when l.account like '443%' then l.credit - l.debit
                   when l.account like '445%' then l.debit - l.credit else 0 end) as vat,
          sum(case when l.account like '5%' and e.source_kind in ('payment', 'refund')
                   then l.debit - l.credit else 0 end) as cash_in_customers,
          sum(case when l.account like '5%' and e.source_kind in ('supplier_payment', 'supplier_refund', 'expense', 'expense_payment')
                   then l.credit - l.debit else 0 end) as cash_out_spending
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.company_id = ${companyId} and l.date between ${window.from}::date and ${window.to}::date
          and (e.source_kind is null or e.source_kind <> 'vat_settlement' or l.account not like '44%')
        group by l.date order by l.date`,
  );
  return rows.map((r) => ({
    date: r.date!,
    revenue: Number(r.revenue),
    income: Number(r.income),
    charges: Number(r.charges),
    cash: Number(r.cash),
    receivables: Number(r.receivables),
    payables: Number(r.payables),
    vat: Number(r.vat),
    cash_in_customers: Number(r.cash_in_customers),
    cash_out_spending: Number(r.cash_out_spending),
  }));
}
