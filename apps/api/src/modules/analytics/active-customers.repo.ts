import { type SQL, sql } from 'drizzle-orm';
import type { ClosedDayWindow } from './analytics-query.ts';
import type { SalesFilter } from './sales.repo.ts';

// Distinct customers with a counted order in a window without counting distinct (migrations 0040-0041,
// docs/decisions.md "Active customers without counting distinct").

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
function windowDays(w: ClosedDayWindow): number {
  return (Date.parse(`${w.to}T00:00:00Z`) - Date.parse(`${w.from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** The longest window the gap cells answer: their gaps are exact up to 31 days (32 = more, migration 0054). */
export const GAP_WINDOW_DAYS = 32;

/** The first and last month (first days) of a window made of whole calendar months, else null. */
export function wholeMonths(w: ClosedDayWindow): { from: string; to: string } | null {
  if (!w.from.endsWith('-01') || !nextDay(w.to).endsWith('-01') || w.from > w.to) return null;
  return { from: w.from, to: `${w.to.slice(0, 8)}01` };
}

/**
 * A query giving the new customers (first counted order in the window) and the active customers (a
 * counted order in it) of a window. Company-wide: for whole months, the customer_active_months cells of
 * those months whose previous active month is before the window (a few hundred rows; new customers are
 * those with no previous month); for at most 32 days, the customer_active_gaps cells of the window whose
 * gap reaches before it (gap > day - from, or a first day: at most 33 cells a day); otherwise the
 * customer_active_days rows of the window whose previous active day is before it, one index-only scan
 * (one row per customer; new ones have no previous day).
 * One shop's: its customer_first_days rows and count(distinct) over its customer_sales_daily rows.
 */
export function customerCounts(f: SalesFilter, w: ClosedDayWindow): SQL {
  const paid = f.paid;
  if (f.shopId) {
    return sql`select
        (select count(*) from customer_first_days c
          where c.company_id = ${f.companyId} and c.shop_id = ${f.shopId} and c.paid_only = ${paid}
            and c.first_day between ${w.from}::date and ${w.to}::date) as new_customers,
        (select count(distinct c.customer_id) from customer_sales_daily c
          where c.company_id = ${f.companyId} and c.day between ${w.from}::date and ${w.to}::date
            and c.shop_id = ${f.shopId} ${paid ? sql`and c.paid` : sql``}) as active_customers`;
  }
  const months = wholeMonths(w);
  if (months) {
    return sql`select coalesce(sum(m.customers) filter (where m.prev_month = '-infinity'), 0) as new_customers,
        coalesce(sum(m.customers), 0) as active_customers
      from customer_active_months m
      where m.company_id = ${f.companyId} and m.paid_only = ${paid}
        and m.month between ${months.from}::date and ${months.to}::date and m.prev_month < ${w.from}::date`;
  }
  if (windowDays(w) <= GAP_WINDOW_DAYS) {
    return sql`select coalesce(sum(g.customers) filter (where g.gap = 0), 0) as new_customers,
        coalesce(sum(g.customers), 0) as active_customers
      from customer_active_gaps g
      where g.company_id = ${f.companyId} and g.paid_only = ${paid}
        and g.day between ${w.from}::date and ${w.to}::date and (g.gap = 0 or g.gap > g.day - ${w.from}::date)`;
  }
  return sql`select count(*) filter (where a.prev_day = '-infinity') as new_customers, count(*) as active_customers
    from customer_active_days a
    where a.company_id = ${f.companyId} and a.paid_only = ${paid}
      and a.day between ${w.from}::date and ${w.to}::date and a.prev_day < ${w.from}::date`;
}
