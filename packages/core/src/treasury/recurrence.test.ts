import { describe, expect, it } from 'vitest';
import { addDaysToDate as addDays } from '../documents/documents.ts';
import {
  isoWeekday,
  occurrenceAfter,
  occurrenceOnOrAfter,
  occurrencesThrough,
  type RecurrenceRule,
  recurrenceErrors,
} from './recurrence.ts';

const monthly = (day: number, start = '2026-01-01', extra: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  frequency: 'monthly',
  interval: 1,
  day,
  start_date: start,
  ...extra,
});

describe('monthly recurrence', () => {
  it('falls on the 31st, then on the last day of shorter months, and back on the 31st', () => {
    expect(occurrencesThrough(monthly(31), '2026-01-01', '2026-08-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
    ]);
  });

  it('takes 29 February in a leap year', () => {
    expect(occurrencesThrough(monthly(30, '2028-01-15'), '2028-01-15', '2028-03-31')).toEqual([
      '2028-01-30',
      '2028-02-29',
      '2028-03-30',
    ]);
  });

  it('skips the start month when its day has already passed', () => {
    expect(occurrenceOnOrAfter(monthly(5, '2026-03-10'), '2026-03-10')).toBe('2026-04-05');
    expect(occurrenceOnOrAfter(monthly(5, '2026-03-05'), '2026-03-01')).toBe('2026-03-05');
  });

  it('counts every n months from the start month', () => {
    const quarterly = monthly(15, '2026-01-01', { interval: 3 });
    expect(occurrencesThrough(quarterly, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
    ]);
    expect(occurrenceOnOrAfter(quarterly, '2026-05-01')).toBe('2026-07-15');
  });

  it('crosses the year', () => {
    expect(occurrenceAfter(monthly(31, '2026-01-01'), '2026-12-31')).toBe('2027-01-31');
  });

  it('stops after the end date', () => {
    const rule = monthly(1, '2026-01-01', { end_date: '2026-03-15' });
    expect(occurrencesThrough(rule, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(occurrenceAfter(rule, '2026-03-01')).toBeNull();
  });

  it('catches up at most `limit` occurrences at once', () => {
    expect(occurrencesThrough(monthly(1, '2000-01-01'), '2000-01-01', '2026-01-01', 12)).toHaveLength(12);
  });
});

describe('weekly recurrence', () => {
  it('falls on its weekday on or after the start, every n weeks', () => {
    // 2026-03-04 is a Wednesday; Friday is 5.
    expect(isoWeekday('2026-03-04')).toBe(3);
    const rule: RecurrenceRule = { frequency: 'weekly', interval: 2, day: 5, start_date: '2026-03-04' };
    expect(occurrencesThrough(rule, '2026-03-04', '2026-04-10')).toEqual([
      '2026-03-06',
      '2026-03-20',
      '2026-04-03',
    ]);
    expect(occurrenceOnOrAfter(rule, '2026-03-21')).toBe('2026-04-03');
    expect(occurrenceOnOrAfter(rule, '2026-04-03')).toBe('2026-04-03');
  });

  it('takes the start day itself when it is the weekday (Sunday is 7)', () => {
    const rule: RecurrenceRule = { frequency: 'weekly', interval: 1, day: 7, start_date: '2026-03-08' };
    expect(occurrenceOnOrAfter(rule, '2026-01-01')).toBe('2026-03-08');
    expect(occurrenceAfter(rule, '2026-03-08')).toBe(addDays('2026-03-08', 7));
  });
});

describe('recurrence rule checks', () => {
  it('refuses a day outside the month or the week, a zero interval and an end before the start', () => {
    expect(recurrenceErrors(monthly(32))).toEqual({ day: ['recurrence_month_day'] });
    expect(recurrenceErrors({ frequency: 'weekly', interval: 1, day: 8, start_date: '2026-01-01' })).toEqual({
      day: ['recurrence_weekday'],
    });
    expect(recurrenceErrors(monthly(1, '2026-01-01', { interval: 0 }))).toEqual({
      interval: ['recurrence_interval'],
    });
    expect(recurrenceErrors(monthly(1, '2026-05-01', { end_date: '2026-04-30' }))).toEqual({
      end_date: ['recurrence_end_before_start'],
    });
    expect(recurrenceErrors(monthly(31))).toEqual({});
  });
});
