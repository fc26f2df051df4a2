// Wall-clock arithmetic in an IANA time zone with nothing but Intl.DateTimeFormat, so it runs the
// same in Node and in the browser and follows each zone's DST rules.

const DAY_MS = 86_400_000;

export interface CalendarDate {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

interface WallTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Invalid time zone: ${timeZone}`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone name this runtime knows ('Africa/Douala', 'UTC'). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallTime(instant: number, timeZone: string): WallTime {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour! % 24,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/** Offset of the zone from UTC at `instant`, in ms (Paris in winter: +3 600 000). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - wholeSecond;
}

/**
 * The instant at which the zone's clocks show `wall` (given as if it were a UTC timestamp).
 * An ambiguous time (clocks set back) gives the earlier instant; a time skipped by clocks set
 * forward gives the instant just after the gap, as Temporal's "compatible" mode does.
 */
function instantOfWall(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY_MS / 2, timeZone);
  const after = offsetAt(wall + DAY_MS / 2, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => offsetAt(instant, timeZone) === wall - instant,
  );
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/** The calendar date `date` falls on in `timeZone`. */
export function calendarDateIn(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallTime(date.getTime(), timeZone);
  return { year, month, day };
}

/**
 * The first instant of a calendar day in `timeZone`. Out-of-range parts roll over as with
 * Date.UTC, so (2026, 13, 1) is 1 January 2027 and (2026, 3, 0) is 28 February.
 */
export function startOfCalendarDay(year: number, month: number, day: number, timeZone: string): Date {
  return new Date(instantOfWall(Date.UTC(year, month - 1, day), timeZone));
}

/** The same wall-clock time `days` calendar days later in `timeZone` (23 or 25 hours across DST). */
export function shiftWallDays(date: Date, days: number, timeZone: string): Date {
  const wall = wallTime(date.getTime(), timeZone);
  const ms = ((date.getTime() % 1000) + 1000) % 1000;
  const shifted = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day + days,
    wall.hour,
    wall.minute,
    wall.second,
    ms,
  );
  return new Date(instantOfWall(shifted, timeZone));
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOf({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
