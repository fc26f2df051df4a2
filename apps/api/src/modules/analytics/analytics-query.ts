import { isCalendarDate, isDateRangePreset, presetDays } from '@comptoir/core';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { dateIn } from '../accounting/ledger.service.ts';
import { type CompanyCalendar, type DayWindow, pastWindow } from '../accounting/report-period.ts';

// The query every analytics endpoint shares (SPEC §7): the period as startDate/endDate (or
// start_date/end_date, or a SPEC §3 preset in `period`, default this week), the past period
// (pastStartDate/pastEndDate, else the same number of days just before), and paid_only.
// Endpoints extend `analyticsQueryShape` with their own parameters in a strict object, so an
// unknown parameter is still a 422.

const dateText = z.string().max(40);

export const analyticsQueryShape = {
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  start_date: dateText.optional(),
  end_date: dateText.optional(),
  pastStartDate: dateText.optional(),
  pastEndDate: dateText.optional(),
  period: z.string().max(20).optional(),
  paid_only: z.enum(['true', 'false', '1', '0']).optional(),
};

export const analyticsQuery = z.strictObject(analyticsQueryShape);

export type AnalyticsQuery = z.output<typeof analyticsQuery>;

/** A window with both ends: YYYY-MM-DD days in the company's calendar, both included. */
export type ClosedDayWindow = DayWindow & { from: string };

export interface AnalyticsWindows {
  current: ClosedDayWindow;
  past: ClosedDayWindow;
}

/** Today in the time zone furthest ahead (UTC+14): no company has sold anything on the days after it yet. */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Every input of a sales filter (sales.repo.ts SalesFilter), for keyedQueryRows keys, and the day the builders read
 * span rows for (period-sources.ts totalsBuckets: which rows are cheaper depends on it, never the sums).
 */
export const filterKey = (
  f: AnalyticsWindows & { companyId: string; shopId: string | null; paid: boolean },
) =>
  [
    f.companyId,
    f.shopId,
    f.paid,
    f.current.from,
    f.current.to,
    f.past.from,
    f.past.to,
    latestToday(),
  ] as const;

/**
 * An ISO instant: a four-digit-year day, a time, and Z or an offset (2026-11-01T00:00:00Z). Not the
 * signed six-digit years Date.parse also reads, which the day formatter cannot take.
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A bound as a calendar day: YYYY-MM-DD as written, an instant by its day (an end instant is exclusive). */
function boundDay(calendar: CompanyCalendar, value: string, end: boolean, parameter: string): string {
  // isCalendarDate narrows a string to never when it fails: keep the text apart.
  const text: string = value;
  if (isCalendarDate(value)) return value;
  // Its day must be a real one: Date.parse rolls 30 February over to March.
  const day = text.slice(0, 10);
  const instant = ISO_INSTANT.test(text) && isCalendarDate(day) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(instant)) {
    throw new AppError('invalid_parameter', { parameter });
  }
  return dateIn(calendar.timezone, new Date(end ? instant - 1 : instant));
}

/** The period asked for and its past period, as days of the company's calendar. */
export function analyticsWindows(calendar: CompanyCalendar, query: AnalyticsQuery): AnalyticsWindows {
  const start = query.startDate ?? query.start_date;
  const end = query.endDate ?? query.end_date;
  let current: DayWindow;
  if (start !== undefined || end !== undefined) {
    current = {
      from: start !== undefined ? boundDay(calendar, start, false, 'startDate') : null,
      to: end !== undefined ? boundDay(calendar, end, true, 'endDate') : calendar.today,
    };
    if (current.from === null || current.from > current.to)
      throw new AppError('invalid_parameter', { parameter: 'startDate' });
  } else {
    // SPEC §9: analytics default to this week. A preset's days follow from today's (no 'all', no
    // 'custom' without its bounds).
    const preset = query.period ?? 'this_week';
    if (!isDateRangePreset(preset) || preset === 'custom')
      throw new AppError('invalid_parameter', { parameter: 'period' });
    current = presetDays(preset, calendar.today, calendar.weekStartsOn);
  }
  let past = pastWindow(current)!;
  // A past period is given whole or not at all: one bound alone would be silently ignored.
  if ((query.pastStartDate === undefined) !== (query.pastEndDate === undefined)) {
    const parameter = query.pastStartDate === undefined ? 'pastStartDate' : 'pastEndDate';
    throw new AppError('invalid_parameter', { parameter });
  }
  if (query.pastStartDate !== undefined && query.pastEndDate !== undefined) {
    past = {
      from: boundDay(calendar, query.pastStartDate, false, 'pastStartDate'),
      to: boundDay(calendar, query.pastEndDate, true, 'pastEndDate'),
    };
    if (past.from! > past.to) throw new AppError('invalid_parameter', { parameter: 'pastStartDate' });
  }
  return { current: current as ClosedDayWindow, past: past as ClosedDayWindow };
}

/** paid_only as given, else `byDefault` (true for the model stats of SPEC §7). */
export function paidOnly(query: AnalyticsQuery, byDefault: boolean): boolean {
  if (query.paid_only === undefined) return byDefault;
  return query.paid_only === 'true' || query.paid_only === '1';
}
