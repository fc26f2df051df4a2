import { describe, expect, it } from 'vitest';
import {
  addDaysInZone,
  companyWeekStart,
  DATE_RANGES,
  isDateRangePreset,
  isReportPreset,
  isValidTimeZone,
  pastPeriod,
  presetDays,
  REPORT_PRESETS,
  type ReportPreset,
  type ResolveDateRangeOptions,
  resolveDateRange,
  startOfDayInZone,
} from './ranges.ts';
import { calendarDateIn, isoDate } from './zoned-time.ts';

const HOUR = 3_600_000;
const iso = (range: { start: Date | null; end: Date }) => [
  range.start?.toISOString() ?? null,
  range.end.toISOString(),
];
// Wednesday 18 November 2026, 12:00 UTC; Douala is UTC+1 all year.
const options = (extra: Partial<ResolveDateRangeOptions> = {}): ResolveDateRangeOptions => ({
  now: new Date('2026-11-18T12:00:00Z'),
  timeZone: 'Africa/Douala',
  ...extra,
});

describe('presets', () => {
  it('lists the SPEC §3 date ranges, and report presets with all', () => {
    expect(DATE_RANGES).toHaveLength(11);
    expect(REPORT_PRESETS).toEqual([...DATE_RANGES, 'all']);
    expect(isDateRangePreset('last_30_days')).toBe(true);
    expect(isDateRangePreset('all')).toBe(false);
    expect(isReportPreset('all')).toBe(true);
    expect(isReportPreset(7)).toBe(false);
  });
});

describe('resolveDateRange', () => {
  it.each<[ReportPreset, string, string]>([
    ['today', '2026-11-17T23:00:00.000Z', '2026-11-18T23:00:00.000Z'],
    ['yesterday', '2026-11-16T23:00:00.000Z', '2026-11-17T23:00:00.000Z'],
    ['this_week', '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['last_week', '2026-11-08T23:00:00.000Z', '2026-11-15T23:00:00.000Z'],
    ['last_7_days', '2026-11-11T23:00:00.000Z', '2026-11-18T23:00:00.000Z'],
    ['last_30_days', '2026-10-19T23:00:00.000Z', '2026-11-18T23:00:00.000Z'],
    ['this_month', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['last_month', '2026-09-30T23:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['this_year', '2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['last_year', '2024-12-31T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
  ])('resolves %s in Douala to [%s, %s)', (preset, start, end) => {
    expect(iso(resolveDateRange(preset, options()))).toEqual([start, end]);
  });

  it('uses the calendar day of the zone, not of UTC', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Douala
    const range = resolveDateRange('today', options({ now: new Date('2026-11-22T23:30:00Z') }));

    expect(iso(range)).toEqual(['2026-11-22T23:00:00.000Z', '2026-11-23T23:00:00.000Z']);
  });

  it('starts weeks on Sunday when asked', () => {
    const range = resolveDateRange('this_week', options({ weekStartsOn: 0 }));

    expect(iso(range)).toEqual(['2026-11-14T23:00:00.000Z', '2026-11-21T23:00:00.000Z']);
  });

  it('starts this week today when today is the first day of the week', () => {
    const monday = new Date('2026-11-16T08:00:00Z');

    expect(resolveDateRange('this_week', options({ now: monday })).start.toISOString()).toBe(
      '2026-11-15T23:00:00.000Z',
    );
  });

  it('crosses year ends for last month and this month', () => {
    const january = resolveDateRange(
      'last_month',
      options({ now: new Date('2026-01-10T12:00:00Z'), timeZone: 'UTC' }),
    );
    const december = resolveDateRange(
      'this_month',
      options({ now: new Date('2026-12-10T12:00:00Z'), timeZone: 'UTC' }),
    );

    expect(iso(january)).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(iso(december)).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('makes 29 March 2026 a 23-hour day in Paris', () => {
    const range = resolveDateRange(
      'today',
      options({ now: new Date('2026-03-29T12:00:00Z'), timeZone: 'Europe/Paris' }),
    );

    expect(iso(range)).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(range.end.getTime() - range.start.getTime()).toBe(23 * HOUR);
  });

  it('makes 25 October 2026 a 25-hour day in Paris', () => {
    const range = resolveDateRange(
      'today',
      options({ now: new Date('2026-10-25T12:00:00Z'), timeZone: 'Europe/Paris' }),
    );

    expect(range.end.getTime() - range.start.getTime()).toBe(25 * HOUR);
  });

  it('keeps last 7 days at midnight on both sides of a DST change', () => {
    const range = resolveDateRange(
      'last_7_days',
      options({ now: new Date('2026-04-01T12:00:00Z'), timeZone: 'Europe/Paris' }),
    );

    expect(iso(range)).toEqual(['2026-03-25T23:00:00.000Z', '2026-04-01T22:00:00.000Z']);
  });

  it('starts a day at its first instant when midnight is skipped (Santiago, 6 September 2026)', () => {
    const range = resolveDateRange(
      'today',
      options({ now: new Date('2026-09-06T12:00:00Z'), timeZone: 'America/Santiago' }),
    );

    // Clocks jump from 00:00 (−04) to 01:00 (−03): the day starts at 01:00 local.
    expect(iso(range)).toEqual(['2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z']);
  });

  it("gives 'all' no start and ends after today", () => {
    expect(iso(resolveDateRange('all', options()))).toEqual([null, '2026-11-18T23:00:00.000Z']);
  });

  it('rejects an unknown preset and an unknown time zone', () => {
    expect(() => resolveDateRange('fortnight' as ReportPreset, options())).toThrow(RangeError);
    expect(() => resolveDateRange('today', options({ timeZone: 'Mars/Olympus' }))).toThrow(RangeError);
  });
});

describe('resolveDateRange: custom', () => {
  it('covers whole days from the first to the last, both included', () => {
    const range = resolveDateRange('custom', options({ custom: { start: '2026-11-01', end: '2026-11-03' } }));

    expect(iso(range)).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-03T23:00:00.000Z']);
  });

  it('reads dates and timestamps by their day in the zone', () => {
    const range = resolveDateRange(
      'custom',
      options({ custom: { start: new Date('2026-10-31T23:30:00Z'), end: '2026-11-02T10:00:00Z' } }),
    );

    expect(iso(range)).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-02T23:00:00.000Z']);
  });

  it('accepts the two days in either order', () => {
    const range = resolveDateRange('custom', options({ custom: { start: '2026-11-03', end: '2026-11-01' } }));

    expect(iso(range)).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-03T23:00:00.000Z']);
  });

  it.each([
    ['missing', null],
    ['a bad day', { start: '2026-02-30', end: '2026-03-01' }],
    ['text', { start: 'yesterday', end: '2026-03-01' }],
    ['an invalid date', { start: new Date(Number.NaN), end: '2026-03-01' }],
  ])('rejects %s', (_label, custom) => {
    expect(() => resolveDateRange('custom', options({ custom }))).toThrow(RangeError);
  });
});

describe('pastPeriod', () => {
  it('is the window of the same length just before (SPEC §7)', () => {
    // Arrange
    const range = { start: new Date('2026-11-16T00:00:00Z'), end: new Date('2026-11-23T00:00:00Z') };

    // Act
    const past = pastPeriod(range);

    // Assert
    expect(iso(past)).toEqual(['2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z']);
  });

  it('does not share Date objects with its input', () => {
    const range = { start: new Date('2026-11-16T00:00:00Z'), end: new Date('2026-11-23T00:00:00Z') };

    expect(pastPeriod(range).end).not.toBe(range.start);
  });
});

describe('startOfDayInZone and addDaysInZone', () => {
  it('finds midnight in the zone', () => {
    expect(startOfDayInZone(new Date('2026-06-15T21:30:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-06-15T15:00:00.000Z',
    );
    expect(startOfDayInZone(new Date('2026-06-15T03:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-06-14T04:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across DST, so a calendar day may be 23 hours', () => {
    const noon = new Date('2026-03-28T11:00:00Z'); // 12:00 in Paris

    expect(addDaysInZone(noon, 1, 'Europe/Paris').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(addDaysInZone(noon, -1, 'Europe/Paris').toISOString()).toBe('2026-03-27T11:00:00.000Z');
  });

  it('moves a time skipped by DST forward, and takes the earlier of a repeated time', () => {
    const skipped = addDaysInZone(new Date('2026-03-28T01:30:00Z'), 1, 'Europe/Paris'); // 02:30 → 03:30 CEST
    const repeated = addDaysInZone(new Date('2026-10-24T00:30:00Z'), 1, 'Europe/Paris'); // 02:30 CEST

    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(repeated.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('keeps milliseconds', () => {
    expect(addDaysInZone(new Date('2026-01-01T10:00:00.250Z'), 2, 'UTC').toISOString()).toBe(
      '2026-01-03T10:00:00.250Z',
    );
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects the rest', () => {
    expect(isValidTimeZone('Africa/Abidjan')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });
});

describe('presetDays', () => {
  // Analytics take a preset's days from today's date alone: they must be resolveDateRange's days.
  const zones = ['Europe/Paris', 'America/Santiago', 'Pacific/Kiritimati', 'America/New_York', 'UTC'];
  const nows = [
    '2026-03-29T00:30:00Z', // the spring change in Paris
    '2026-09-06T04:30:00Z', // Santiago skips midnight
    '2026-11-01T23:59:00Z',
    '2026-12-31T22:00:00Z', // already next year in Kiritimati
    '2024-02-29T12:00:00Z',
    '2026-01-05T09:00:00Z', // a Monday
    '2026-01-04T09:00:00Z', // a Sunday
  ];
  const presets = DATE_RANGES.filter((preset) => preset !== 'custom');
  for (const timeZone of zones) {
    it(`gives the days of resolveDateRange in ${timeZone}`, () => {
      for (const now of nows) {
        const today = isoDate(calendarDateIn(new Date(now), timeZone));
        for (const weekStartsOn of [0, 1] as const) {
          for (const preset of presets) {
            const range = resolveDateRange(preset, { now: new Date(now), timeZone, weekStartsOn });
            expect(presetDays(preset, today, weekStartsOn), `${preset} ${now}`).toEqual({
              from: isoDate(calendarDateIn(range.start, timeZone)),
              to: isoDate(calendarDateIn(new Date(range.end.getTime() - 1), timeZone)),
            });
          }
        }
      }
    });
  }

  it('takes whole weeks, months and years', () => {
    expect(presetDays('this_week', '2026-11-25', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetDays('last_week', '2026-11-25', 0)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetDays('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetDays('this_month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetDays('last_30_days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetDays('last_year', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('companyWeekStart', () => {
  it('is Sunday only when the settings say 0, Monday otherwise (unset, 1, anything else)', () => {
    expect([0, 1, undefined, null, '0', 6].map(companyWeekStart)).toEqual([0, 1, 1, 1, 1, 1]);
  });
});
