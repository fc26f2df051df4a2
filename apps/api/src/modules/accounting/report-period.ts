import {
  companyWeekStart,
  isCalendarDate,
  isReportPreset,
  type ReportPreset,
  resolveDateRange,
} from '@comptoir/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { dateIn } from './ledger.service.ts';

// Report windows in the company's calendar: a SPEC §3 preset (this_month, last_year, all…) or
// from/to days, and the past period of the same length just before (SPEC §7).

export interface DayWindow {
  /** null: from the first entry */
  from: string | null;
  to: string;
}

export interface CompanyCalendar {
  timezone: string;
  weekStartsOn: 0 | 1;
  today: string;
}

export async function companyCalendar(db: Executor, companyId: string): Promise<CompanyCalendar> {
  const [row] = await db
    .select({ timezone: companies.timezone, variables: companies.variables })
    .from(companies)
    .where(eq(companies.id, companyId));
  const timezone = row?.timezone ?? 'UTC';
  return {
    timezone,
    weekStartsOn: companyWeekStart(row?.variables?.week_starts_on),
    today: dateIn(timezone, new Date()),
  };
}

const invalid = (parameter: string) => new AppError('invalid_parameter', { parameter });

export function dayParam(value: unknown, parameter: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isCalendarDate(value)) throw invalid(parameter);
  return value;
}

/**
 * The window a report covers: `period` (a preset; custom takes from and to), else from/to as
 * given (to defaults to today), else `fallback`.
 */
export function reportWindow(
  calendar: CompanyCalendar,
  query: { period?: unknown; from?: unknown; to?: unknown },
  fallback: ReportPreset = 'this_year',
): DayWindow {
  const from = dayParam(query.from, 'from');
  const to = dayParam(query.to, 'to');
  if (query.period === undefined && (from !== undefined || to !== undefined)) {
    const end = to ?? calendar.today;
    if (from !== undefined && from > end) throw invalid('from');
    return { from: from ?? null, to: end };
  }
  const preset = query.period ?? fallback;
  if (!isReportPreset(preset)) throw invalid('period');
  if (preset === 'custom' && (from === undefined || to === undefined)) throw invalid('period');
  const range = resolveDateRange(preset, {
    now: new Date(),
    timeZone: calendar.timezone,
    weekStartsOn: calendar.weekStartsOn,
    custom: preset === 'custom' ? { start: from!, end: to! } : null,
  });
  return {
    from: range.start ? dateIn(calendar.timezone, range.start) : null,
    to: dateIn(calendar.timezone, new Date(range.end.getTime() - 1)),
  };
}

const DAY_MS = 86_400_000;
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The window of the same number of days just before (none for a window without a start). */
export function pastWindow(window: DayWindow): DayWindow | null {
  if (window.from === null) return null;
  const days =
    Math.round((Date.parse(`${window.to}T00:00:00Z`) - Date.parse(`${window.from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: shiftDays(window.from, -days), to: shiftDays(window.from, -1) };
}

export const dayBefore = (date: string) => shiftDays(date, -1);
