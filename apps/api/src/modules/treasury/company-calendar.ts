import { addDaysToDate, startOfDayInZone } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

// Treasury dates are calendar days of the company (its time zone), stored as instants: a day given
// alone is that day's first instant, except today, which is now (so today's movements keep their order).

export interface CompanyMoneyFacts {
  timezone: string;
  currency: string;
  locale: string;
}

export async function companyMoneyFacts(db: Executor, companyId: string): Promise<CompanyMoneyFacts> {
  const [row] = await db
    .select({ timezone: companies.timezone, currency: companies.currency, locale: companies.locale })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? { timezone: 'UTC', currency: 'USD', locale: 'en' };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant).slice(0, 10);
}

/** Per zone, the last day todayIn answered and its instants [from, to): the next calls fall on it, with no Intl call. */
const lastToday = new Map<string, { day: string; from: number; to: number }>();

/** The company's calendar day at `now`. */
export function todayIn(timeZone: string, now = new Date()): string {
  const at = now.getTime();
  const last = lastToday.get(timeZone);
  if (last && at >= last.from && at < last.to) return last.day;
  const day = dayOf(now, timeZone);
  const from = dayStart(day, timeZone).getTime();
  const to = dayStart(addDaysToDate(day, 1), timeZone).getTime();
  if (lastToday.size >= 1_000) lastToday.clear();
  lastToday.set(timeZone, { day, from, to });
  return day;
}

/** The first instant of calendar day `date` in `timeZone`. */
export function dayStart(date: string, timeZone: string): Date {
  // Noon UTC is on `date` in most zones; the zones 13 or 14 hours ahead see the next day.
  let probe = new Date(`${date}T12:00:00Z`);
  const seen = dayOf(probe, timeZone);
  if (seen !== date) probe = new Date(probe.getTime() + (seen > date ? -1 : 1) * 12 * 3_600_000);
  return startOfDayInZone(probe, timeZone);
}

/** When something dated `value` happened: an instant as given, a past or future day's start, or now for today. */
export function instantOf(value: string | undefined | null, timeZone: string, now = new Date()): Date {
  if (!value) return now;
  if (!DATE_ONLY.test(value)) return new Date(value);
  return value === todayIn(timeZone, now) ? now : dayStart(value, timeZone);
}

/**
 * The bound of "the balance at `at`": movements strictly before `until` count, and the opening
 * balance counts when its day is on or before `through`. A day means its end; an instant, itself.
 */
export function balanceBound(
  at: string | undefined,
  timeZone: string,
  now = new Date(),
): { until: Date; through: string } {
  if (!at) return { until: new Date(now.getTime() + 1), through: todayIn(timeZone, now) };
  if (DATE_ONLY.test(at)) return { until: dayStart(addDaysToDate(at, 1), timeZone), through: at };
  const instant = new Date(at);
  return { until: new Date(instant.getTime() + 1), through: dayOf(instant, timeZone) };
}
