// When a recurring expense (rent, salaries) falls due: every n weeks on a weekday, or every n months
// on a day of the month. A monthly day past the month's end falls on its last day (31 → 30 April,
// 28 or 29 February) and comes back to the 31st in the months that have one: each occurrence is
// computed from the rule, never from the previous occurrence, so the day never drifts.

import { addDaysToDate as addDays } from '../documents/documents.ts';

export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export interface RecurrenceRule {
  readonly frequency: RecurrenceFrequency;
  /** every `interval` weeks or months (1 = every one) */
  readonly interval: number;
  /** monthly: day of the month 1–31; weekly: ISO weekday 1 (Monday) – 7 (Sunday) */
  readonly day: number;
  /** YYYY-MM-DD: nothing falls due before it */
  readonly start_date: string;
  /** YYYY-MM-DD: nothing falls due after it */
  readonly end_date?: string | null;
}

const DAY_MS = 86_400_000;

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const formatDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const dayNumber = (date: string) => {
  const { year, month, day } = parseDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** What is wrong with a rule, as field → message key; empty when it can run. */
export function recurrenceErrors(rule: RecurrenceRule): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const max = rule.frequency === 'weekly' ? 7 : 31;
  if (!Number.isInteger(rule.day) || rule.day < 1 || rule.day > max) {
    errors.day = [rule.frequency === 'weekly' ? 'recurrence_weekday' : 'recurrence_month_day'];
  }
  if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > 52) {
    errors.interval = ['recurrence_interval'];
  }
  if (rule.end_date && rule.end_date < rule.start_date) errors.end_date = ['recurrence_end_before_start'];
  return errors;
}

/** The k-th month of a monthly rule (k = 0 is the start's month), on its day or its month's last. */
function monthlyOccurrence(rule: RecurrenceRule, k: number): string {
  const start = parseDate(rule.start_date);
  const index = start.year * 12 + (start.month - 1) + k * rule.interval;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDate(year, month, Math.min(rule.day, daysInMonth(year, month)));
}

/** The first day of a weekly rule: its weekday on or after the start. */
const firstWeekly = (rule: RecurrenceRule) =>
  addDays(rule.start_date, (rule.day - isoWeekday(rule.start_date) + 7) % 7);

/** The first occurrence on or after `from` (and on or after the start), or null past the end. */
export function occurrenceOnOrAfter(rule: RecurrenceRule, from: string): string | null {
  const floor = from > rule.start_date ? from : rule.start_date;
  let found: string;
  if (rule.frequency === 'weekly') {
    const first = firstWeekly(rule);
    const step = 7 * rule.interval;
    const gap = dayNumber(floor) - dayNumber(first);
    found = gap <= 0 ? first : addDays(first, Math.ceil(gap / step) * step);
  } else {
    const start = parseDate(rule.start_date);
    const target = parseDate(floor);
    const months = target.year * 12 + target.month - (start.year * 12 + start.month);
    let k = Math.max(0, Math.floor(months / rule.interval));
    found = monthlyOccurrence(rule, k);
    while (found < floor) found = monthlyOccurrence(rule, ++k);
  }
  return rule.end_date && found > rule.end_date ? null : found;
}

/** The occurrence after `occurrence`, or null past the end. */
export const occurrenceAfter = (rule: RecurrenceRule, occurrence: string): string | null =>
  occurrenceOnOrAfter(rule, addDays(occurrence, 1));

/**
 * The occurrences from `from` through `through`, in order: what a run of the scheduler owes when the
 * last run was before `from` (a server that was down for two months catches up on both rents).
 * At most `limit`, so a rule started long ago cannot flood the books in one run.
 */
export function occurrencesThrough(
  rule: RecurrenceRule,
  from: string,
  through: string,
  limit = 120,
): string[] {
  const dates: string[] = [];
  let next = occurrenceOnOrAfter(rule, from);
  while (next !== null && next <= through && dates.length < limit) {
    dates.push(next);
    next = occurrenceAfter(rule, next);
  }
  return dates;
}
