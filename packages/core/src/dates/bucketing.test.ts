import { describe, expect, it } from 'vitest';
import { bucketKey, bucketStarts, chartBucket } from './bucketing.ts';

const DAY = 86_400_000;
const start = new Date('2026-01-01T00:00:00Z');
const after = (days: number) => new Date(start.getTime() + days * DAY);
const isoList = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('chartBucket', () => {
  it.each([
    [1, 'day'],
    [90, 'day'],
    [90.5, 'week'],
    [330, 'week'],
    [331, 'month'],
    [3600, 'month'],
    [3601, 'year'],
  ])('buckets a range of %d days by %s (SPEC §9)', (days, bucket) => {
    expect(chartBucket(start, after(days))).toBe(bucket);
  });
});

describe('bucketKey', () => {
  const wednesday = new Date('2026-11-18T12:00:00Z');

  it.each([
    ['day', '2026-11-18'],
    ['week', '2026-11-16'],
    ['month', '2026-11-01'],
    ['year', '2026-01-01'],
  ] as const)('keys a %s bucket by its first day: %s', (bucket, key) => {
    expect(bucketKey(wednesday, bucket, 'UTC')).toBe(key);
  });

  it('starts weeks on Sunday when asked', () => {
    expect(bucketKey(wednesday, 'week', 'UTC', 0)).toBe('2026-11-15');
    expect(bucketKey(new Date('2026-11-15T12:00:00Z'), 'week', 'UTC', 0)).toBe('2026-11-15');
    expect(bucketKey(new Date('2026-11-15T12:00:00Z'), 'week', 'UTC', 1)).toBe('2026-11-09');
  });

  it('uses the calendar day of the zone', () => {
    // 31 Dec 23:30 UTC is already New Year in Douala
    const instant = new Date('2026-12-31T23:30:00Z');

    expect(bucketKey(instant, 'year', 'Africa/Douala')).toBe('2027-01-01');
    expect(bucketKey(instant, 'year', 'UTC')).toBe('2026-01-01');
    expect(bucketKey(instant, 'day', 'America/Los_Angeles')).toBe('2026-12-31');
  });
});

describe('bucketStarts', () => {
  it('lists every day at local midnight across a DST change', () => {
    const range = { start: new Date('2026-03-27T23:00:00Z'), end: new Date('2026-03-30T22:00:00Z') };

    expect(isoList(bucketStarts(range, 'day', 'Europe/Paris'))).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });

  it('starts with the bucket holding the range start', () => {
    // Wednesday 18 to Wednesday 25 November
    const range = { start: new Date('2026-11-18T00:00:00Z'), end: new Date('2026-11-25T00:00:00Z') };

    expect(isoList(bucketStarts(range, 'week', 'UTC'))).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(isoList(bucketStarts(range, 'week', 'UTC', 0))).toEqual([
      '2026-11-15T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
    ]);
  });

  it('lists the 12 months of a year in the zone', () => {
    const range = { start: new Date('2025-12-31T23:00:00Z'), end: new Date('2026-12-31T23:00:00Z') };

    const starts = bucketStarts(range, 'month', 'Africa/Lagos');

    expect(starts).toHaveLength(12);
    expect(starts[0]!.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(starts[11]!.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('lists years', () => {
    const range = { start: new Date('2015-06-01T00:00:00Z'), end: new Date('2026-06-01T00:00:00Z') };

    const starts = bucketStarts(range, 'year', 'UTC');

    expect(starts).toHaveLength(12);
    expect(starts[0]!.toISOString()).toBe('2015-01-01T00:00:00.000Z');
  });

  it('gives keys that match bucketKey', () => {
    const range = { start: new Date('2026-02-10T00:00:00Z'), end: new Date('2026-05-10T00:00:00Z') };

    for (const instant of bucketStarts(range, 'week', 'Europe/Paris')) {
      expect(bucketKey(instant, 'week', 'Europe/Paris')).toBe(
        instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }),
      );
    }
  });

  it('is empty for an empty range', () => {
    const instant = new Date('2026-11-18T00:00:00Z');

    expect(bucketStarts({ start: instant, end: instant }, 'day', 'UTC')).toEqual([]);
  });
});
