import { describe, expect, it } from 'vitest';
import { dayOf, todayIn } from './company-calendar.ts';

const at = (iso: string) => new Date(iso);

describe('todayIn', () => {
  it('turns at the zone’s midnight, not UTC’s', () => {
    expect(todayIn('America/New_York', at('2026-11-28T12:00:00Z'))).toBe('2026-11-28');
    expect(todayIn('America/New_York', at('2026-11-29T04:59:59.999Z'))).toBe('2026-11-28');
    expect(todayIn('America/New_York', at('2026-11-29T05:00:00Z'))).toBe('2026-11-29');
    // back to an instant of the day before the remembered one
    expect(todayIn('America/New_York', at('2026-11-28T04:59:59Z'))).toBe('2026-11-27');
  });

  it('keeps a day per zone', () => {
    expect(todayIn('Pacific/Kiritimati', at('2026-11-28T10:00:00Z'))).toBe('2026-11-29');
    expect(todayIn('Africa/Abidjan', at('2026-11-28T10:00:00Z'))).toBe('2026-11-28');
    expect(todayIn('Pacific/Kiritimati', at('2026-11-28T09:59:59Z'))).toBe('2026-11-28');
  });

  it('follows a 23-hour day (Paris, 2026-03-29) and a 25-hour one (2026-10-25)', () => {
    expect(todayIn('Europe/Paris', at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Paris', at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Paris', at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(todayIn('Europe/Paris', at('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Paris', at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Paris', at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('answers as dayOf does, minute by minute over two days', () => {
    const start = Date.parse('2026-03-28T00:00:00Z');
    for (let t = start; t < start + 2 * 86_400_000; t += 60_000) {
      expect(todayIn('Europe/Paris', new Date(t))).toBe(dayOf(new Date(t), 'Europe/Paris'));
    }
  });
});
