import type { DateRange, WeekStart } from './ranges.ts';
import { type CalendarDate, calendarDateIn, isoDate, startOfCalendarDay, weekdayOf } from './zoned-time.ts';

export const CHART_BUCKETS = ['day', 'week', 'month', 'year'] as const;

export type ChartBucket = (typeof CHART_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** SPEC §9: by range length, more than 3600 days by year, 330 by month, 90 by week, else by day. */
export function chartBucket(start: Date, end: Date): ChartBucket {
  const lengthInDays = (end.getTime() - start.getTime()) / DAY_MS;
  if (lengthInDays > 3600) return 'year';
  if (lengthInDays > 330) return 'month';
  if (lengthInDays > 90) return 'week';
  return 'day';
}

/** The calendar day the bucket holding `day` starts on. */
function bucketStartDay(day: CalendarDate, bucket: ChartBucket, weekStartsOn: WeekStart): CalendarDate {
  switch (bucket) {
    case 'day':
      return day;
    case 'week': {
      const back = (weekdayOf(day) - weekStartsOn + 7) % 7;
      const start = new Date(Date.UTC(day.year, day.month - 1, day.day - back));
      return { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() };
    }
    case 'month':
      return { year: day.year, month: day.month, day: 1 };
    case 'year':
      return { year: day.year, month: 1, day: 1 };
  }
}

function nextBucketDay(start: CalendarDate, bucket: ChartBucket): CalendarDate {
  const next = new Date(
    Date.UTC(
      start.year + (bucket === 'year' ? 1 : 0),
      start.month - 1 + (bucket === 'month' ? 1 : 0),
      start.day + (bucket === 'day' ? 1 : bucket === 'week' ? 7 : 0),
    ),
  );
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** 'YYYY-MM-DD' of the start, in `timeZone`, of the bucket holding `date`: the key of chart series. */
export function bucketKey(
  date: Date,
  bucket: ChartBucket,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): string {
  return isoDate(bucketStartDay(calendarDateIn(date, timeZone), bucket, weekStartsOn));
}

/** 'YYYY-MM-DD' as a calendar date (no check: callers pass days of the company's calendar). */
function parseDay(day: string): CalendarDate {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) };
}

/**
 * The key (first day) of the bucket holding calendar day `day` ('YYYY-MM-DD'): bucketKey for a day
 * already in the company's calendar (the rollups are per calendar day), no time zone needed.
 */
export function dayBucketKey(day: string, bucket: ChartBucket, weekStartsOn: WeekStart = 1): string {
  if (bucket === 'day') return day;
  return isoDate(bucketStartDay(parseDay(day), bucket, weekStartsOn));
}

/**
 * Every bucket key of a window of calendar days, both ends included, the first one holding `from`:
 * bucketStarts for days (zeros are filled for each).
 */
export function dayBucketKeys(
  from: string,
  to: string,
  bucket: ChartBucket,
  weekStartsOn: WeekStart = 1,
): string[] {
  const keys: string[] = [];
  let day = bucketStartDay(parseDay(from), bucket, weekStartsOn);
  for (let key = isoDate(day); key <= to; key = isoDate(day)) {
    keys.push(key);
    day = nextBucketDay(day, bucket);
  }
  return keys;
}

/**
 * The start of every bucket overlapping `range` (end exclusive), the first one at or before
 * range.start, so a chart can show empty buckets too. Each is midnight in `timeZone`.
 */
export function bucketStarts(
  range: DateRange,
  bucket: ChartBucket,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): Date[] {
  const starts: Date[] = [];
  let day = bucketStartDay(calendarDateIn(range.start, timeZone), bucket, weekStartsOn);
  let instant = startOfCalendarDay(day.year, day.month, day.day, timeZone);
  while (instant < range.end) {
    starts.push(instant);
    day = nextBucketDay(day, bucket);
    instant = startOfCalendarDay(day.year, day.month, day.day, timeZone);
  }
  return starts;
}
