import {
  type CalendarDate,
  calendarDateIn,
  shiftWallDays,
  startOfCalendarDay,
  weekdayOf,
} from './zoned-time.ts';

export { isValidTimeZone } from './zoned-time.ts';

/** SPEC §3 date ranges of filters and analytics. */
export const DATE_RANGES = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'custom',
] as const;

export type DateRangePreset = (typeof DATE_RANGES)[number];

/** Report presets: the date ranges plus 'all' (no lower bound). */
export const REPORT_PRESETS = [...DATE_RANGES, 'all'] as const;

export type ReportPreset = (typeof REPORT_PRESETS)[number];

export type WeekStart = 0 | 1;

/** A half-open interval: `start` included, `end` excluded. */
export interface DateRange {
  readonly start: Date;
  readonly end: Date;
}

/** 'all' has no lower bound. */
export interface OpenDateRange {
  readonly start: Date | null;
  readonly end: Date;
}

export interface ResolveDateRangeOptions {
  readonly now: Date;
  /** IANA zone of the merchant ('Africa/Douala'); days start at midnight there. */
  readonly timeZone: string;
  /** 1 Monday (default) or 0 Sunday. */
  readonly weekStartsOn?: WeekStart;
  /** For 'custom': the first and last days, both included. */
  readonly custom?: { readonly start: Date | string; readonly end: Date | string } | null;
}

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === 'string' && (DATE_RANGES as readonly string[]).includes(value);
}

export function isReportPreset(value: unknown): value is ReportPreset {
  return typeof value === 'string' && (REPORT_PRESETS as readonly string[]).includes(value);
}

/** The first instant of the day `date` falls on in `timeZone`. */
export function startOfDayInZone(date: Date, timeZone: string): Date {
  const { year, month, day } = calendarDateIn(date, timeZone);
  return startOfCalendarDay(year, month, day, timeZone);
}

/** The same wall-clock time `days` calendar days later (negative: earlier) in `timeZone`. */
export function addDaysInZone(date: Date, days: number, timeZone: string): Date {
  return shiftWallDays(date, days, timeZone);
}

/** SPEC §7: the window of the same length immediately before `range`. */
export function pastPeriod(range: DateRange): DateRange {
  const length = range.end.getTime() - range.start.getTime();
  return { start: new Date(range.start.getTime() - length), end: new Date(range.start.getTime()) };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A custom bound as a calendar day: 'YYYY-MM-DD' as written, anything else by its day in the zone. */
function customDay(value: Date | string, timeZone: string): CalendarDate {
  const match = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === day) return { year, month, day };
    throw new RangeError(`Invalid date: ${value}`);
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return calendarDateIn(date, timeZone);
}

const days = (from: CalendarDate, count: number, timeZone: string): DateRange => ({
  start: startOfCalendarDay(from.year, from.month, from.day, timeZone),
  end: startOfCalendarDay(from.year, from.month, from.day + count, timeZone),
});

const shift = (date: CalendarDate, by: number): CalendarDate => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + by));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

function customRange(custom: ResolveDateRangeOptions['custom'], timeZone: string): DateRange {
  if (!custom) throw new RangeError("The 'custom' range needs custom.start and custom.end");
  let first = customDay(custom.start, timeZone);
  let last = customDay(custom.end, timeZone);
  // A picker may hand the two clicks over in either order.
  if (Date.UTC(last.year, last.month - 1, last.day) < Date.UTC(first.year, first.month - 1, first.day)) {
    [first, last] = [last, first];
  }
  return {
    start: startOfCalendarDay(first.year, first.month, first.day, timeZone),
    end: startOfCalendarDay(last.year, last.month, last.day + 1, timeZone),
  };
}

/**
 * The interval a preset covers at `now` in `timeZone`, from the start of its first day to the
 * start of the day after its last (exclusive). Weeks, months and years are whole calendar
 * periods (this_month runs to the 1st of next month); last_7_days and last_30_days end with
 * today. Day boundaries follow the zone's DST, so a day may last 23 or 25 hours.
 */
export function resolveDateRange(preset: DateRangePreset, options: ResolveDateRangeOptions): DateRange;
export function resolveDateRange(preset: ReportPreset, options: ResolveDateRangeOptions): OpenDateRange;
export function resolveDateRange(preset: ReportPreset, options: ResolveDateRangeOptions): OpenDateRange {
  const { now, timeZone, weekStartsOn = 1 } = options;
  const today = calendarDateIn(now, timeZone);
  const weekStart = shift(today, -((weekdayOf(today) - weekStartsOn + 7) % 7));
  const { year, month } = today;
  switch (preset) {
    case 'today':
      return days(today, 1, timeZone);
    case 'yesterday':
      return days(shift(today, -1), 1, timeZone);
    case 'this_week':
      return days(weekStart, 7, timeZone);
    case 'last_week':
      return days(shift(weekStart, -7), 7, timeZone);
    case 'last_7_days':
      return days(shift(today, -6), 7, timeZone);
    case 'last_30_days':
      return days(shift(today, -29), 30, timeZone);
    case 'this_month':
      return {
        start: startOfCalendarDay(year, month, 1, timeZone),
        end: startOfCalendarDay(year, month + 1, 1, timeZone),
      };
    case 'last_month':
      return {
        start: startOfCalendarDay(year, month - 1, 1, timeZone),
        end: startOfCalendarDay(year, month, 1, timeZone),
      };
    case 'this_year':
      return {
        start: startOfCalendarDay(year, 1, 1, timeZone),
        end: startOfCalendarDay(year + 1, 1, 1, timeZone),
      };
    case 'last_year':
      return {
        start: startOfCalendarDay(year - 1, 1, 1, timeZone),
        end: startOfCalendarDay(year, 1, 1, timeZone),
      };
    case 'custom':
      return customRange(options.custom, timeZone);
    case 'all':
      return { start: null, end: days(today, 1, timeZone).end };
    default:
      throw new RangeError(`Unknown date range: ${String(preset)}`);
  }
}
