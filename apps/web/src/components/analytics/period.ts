import {
  DATE_RANGES,
  type DateRangePreset,
  isCalendarDate,
  pastDayWindow,
  resolveDateRange,
  type WeekStart,
  windowDays,
} from '@comptoir/core';

// The analytics period of a screen, kept in the URL so that a view can be shared or bookmarked:
// `period` (a SPEC §3 preset, default this week — SPEC §4), `from`/`to` (custom days, both
// included) and `compare=1` (show the past period beside it). Other search params are left alone.

export const PERIOD_PRESETS = DATE_RANGES;
export type PeriodPreset = DateRangePreset;
export const DEFAULT_PERIOD: PeriodPreset = 'this_week';

export interface PeriodState {
  period: PeriodPreset;
  /** custom first day, `YYYY-MM-DD` ('' when not chosen yet) */
  from: string;
  /** custom last day, included */
  to: string;
  compare: boolean;
}

/** First and last days, both included, `YYYY-MM-DD`. */
export interface DayRange {
  start: string;
  end: string;
}

export function readPeriodParams(params: URLSearchParams): PeriodState {
  const period = params.get('period');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return {
    period: (PERIOD_PRESETS as readonly string[]).includes(period ?? '')
      ? (period as PeriodPreset)
      : DEFAULT_PERIOD,
    from: day('from'),
    to: day('to'),
    compare: params.get('compare') === '1',
  };
}

/** `params` with the period written in (a copy; unrelated params such as `shop` are kept). */
export function writePeriodParams(params: URLSearchParams, state: PeriodState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['period', 'from', 'to', 'compare']) next.delete(key);
  if (state.period !== DEFAULT_PERIOD) next.set('period', state.period);
  if (state.period === 'custom') {
    if (state.from) next.set('from', state.from);
    if (state.to) next.set('to', state.to);
  }
  if (state.compare) next.set('compare', '1');
  return next;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today's day in `timeZone` (the company's), `YYYY-MM-DD`; an unknown zone counts as the browser's. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .reduce<Record<string, string>>((parts, part) => {
        parts[part.type] = part.value;
        return parts;
      }, {});
  let parts: Record<string, string>;
  try {
    parts = format(timeZone ?? undefined);
  } catch {
    parts = format(undefined);
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The days a period covers when today is `today` (both bounds included), by core's SPEC §3 rules;
 * null for a custom period still missing a day. Custom days may be given in either order.
 */
export function periodDays(
  state: Pick<PeriodState, 'period' | 'from' | 'to'>,
  today: string,
  weekStartsOn: WeekStart = 1,
): DayRange | null {
  if (state.period === 'custom') {
    if (!state.from || !state.to) return null;
    const [start, end] = [state.from, state.to].sort() as [string, string];
    return { start, end };
  }
  // Calendar arithmetic only: resolve in UTC at noon of `today`, so no zone or DST shifts a day.
  const range = resolveDateRange(state.period, {
    now: new Date(`${today}T12:00:00Z`),
    timeZone: 'UTC',
    weekStartsOn,
  });
  return { start: utcDay(range.start), end: utcDay(new Date(range.end.getTime() - 86_400_000)) };
}

/** The number of days of a range, both bounds included (core's windowDays). */
export function dayCount(range: DayRange): number {
  return windowDays(range.start, range.end);
}

/** The window of the same length just before `range` (SPEC §7 past period; core's pastDayWindow). */
export function pastDays(range: DayRange): DayRange {
  const past = pastDayWindow(range.start, range.end);
  return { start: past.from, end: past.to };
}

/**
 * The API query of the period (docs/analytics-api.md): a preset travels as `period` so the server
 * resolves it in the company's time zone and week start; custom days as `startDate`/`endDate`.
 * Null while a custom period lacks a day (nothing to ask yet).
 */
export function periodQuery(state: PeriodState): Record<string, string> | null {
  if (state.period !== 'custom') return { period: state.period };
  const days = periodDays(state, '');
  return days ? { startDate: days.start, endDate: days.end } : null;
}
