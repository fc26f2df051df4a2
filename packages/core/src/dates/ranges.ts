import {
  type CalendarDate,
  calendarDateIn,
  isoDate,
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

/** A company's first day of the week from its settings' week_starts_on: Sunday (0) when it says so, else Monday. */
export const companyWeekStart = (weekStartsOn: unknown): WeekStart => (weekStartsOn === 0 ? 0 : 1);

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
  if (preset === 'custom') return customRange(options.custom, timeZone);
  if (preset === 'all') return { start: null, end: days(today, 1, timeZone).end };
  if (!isDateRangePreset(preset)) throw new RangeError(`Unknown date range: ${String(preset)}`);
  const { first, last } = presetBounds(preset, today, weekStartsOn);
  return {
    start: startOfCalendarDay(first.year, first.month, first.day, timeZone),
    end: startOfCalendarDay(last.year, last.month, last.day + 1, timeZone),
  };
}

/** A calendar date from parts that may roll over, as with Date.UTC ((2026, 13, 0) is 31 December 2026). */
const calendarDate = (year: number, month: number, day: number): CalendarDate => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** The first day of the week holding `day`. */
const weekStartOf = (day: CalendarDate, weekStartsOn: WeekStart): CalendarDate =>
  shift(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));

/** The first and last calendar days of a preset when it is `today`: weeks, months and years are whole. */
function presetBounds(
  preset: Exclude<DateRangePreset, 'custom'>,
  today: CalendarDate,
  weekStartsOn: WeekStart,
): { first: CalendarDate; last: CalendarDate } {
  const { year, month } = today;
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'yesterday':
      return { first: shift(today, -1), last: shift(today, -1) };
    case 'this_week':
      return { first: weekStartOf(today, weekStartsOn), last: shift(weekStartOf(today, weekStartsOn), 6) };
    case 'last_week': {
      const start = weekStartOf(today, weekStartsOn);
      return { first: shift(start, -7), last: shift(start, -1) };
    }
    case 'last_7_days':
      return { first: shift(today, -6), last: today };
    case 'last_30_days':
      return { first: shift(today, -29), last: today };
    case 'this_month':
      return { first: calendarDate(year, month, 1), last: calendarDate(year, month + 1, 0) };
    case 'last_month':
      return { first: calendarDate(year, month - 1, 1), last: calendarDate(year, month, 0) };
    case 'this_year':
      return { first: calendarDate(year, 1, 1), last: calendarDate(year, 12, 31) };
    case 'last_year':
      return { first: calendarDate(year - 1, 1, 1), last: calendarDate(year - 1, 12, 31) };
  }
}

/**
 * The days a preset covers when `today` ('YYYY-MM-DD') is today in the company's calendar, both
 * included: resolveDateRange's interval as calendar days, with no time zone work (analytics read
 * per-day rollups, so their windows are days).
 */
export function presetDays(
  preset: Exclude<DateRangePreset, 'custom'>,
  today: string,
  weekStartsOn: WeekStart = 1,
): { from: string; to: string } {
  const day = calendarDate(Number(today.slice(0, 4)), Number(today.slice(5, 7)), Number(today.slice(8, 10)));
  const { first, last } = presetBounds(preset, day, weekStartsOn);
  return { from: isoDate(first), to: isoDate(last) };
}
