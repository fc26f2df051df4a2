import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, isoDate, shiftWallDays, startOfCalendarDay, weekdayOf } from './zoned-time.ts';

const HOUR = 3_600_000;
const ZONES = [
  'UTC',
  'Africa/Douala',
  'Africa/Abidjan',
  'Europe/Paris',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Tehran',
];

describe('zoned calendar helpers', () => {
  it('rolls out-of-range parts over like Date.UTC', () => {
    expect(startOfCalendarDay(2026, 13, 1, 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(startOfCalendarDay(2026, 3, 0, 'UTC').toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('writes dates as YYYY-MM-DD and knows weekdays', () => {
    expect(isoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
    expect(weekdayOf({ year: 2026, month: 11, day: 22 })).toBe(0);
  });

  it('puts every instant inside its own day, a day lasting 23 to 25 hours', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          // Arrange
          const { year, month, day } = calendarDateIn(instant, zone);

          // Act
          const start = startOfCalendarDay(year, month, day, zone);
          const end = startOfCalendarDay(year, month, day + 1, zone);

          // Assert
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime()).toBeLessThan(end.getTime());
          expect(calendarDateIn(start, zone)).toEqual({ year, month, day });
          expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(23 * HOUR);
          expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(25 * HOUR);
        },
      ),
    );
  });

  it('shifting by n days and back by n returns to the same instant away from DST gaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (days) => {
        const noon = new Date('2026-07-01T10:00:00Z');

        expect(shiftWallDays(shiftWallDays(noon, days, 'Europe/Paris'), -days, 'Europe/Paris')).toEqual(noon);
      }),
    );
  });
});
