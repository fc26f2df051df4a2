import { describe, expect, it } from 'vitest';
import { OFFLINE_SALE_MAX_AGE_MS, OFFLINE_SALE_MAX_SKEW_MS, offlineSaleProblem } from './offline-sale.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('the moment an offline sale was made', () => {
  it('is kept for a point-of-sale order made earlier, up to 30 days before the server receives it', () => {
    expect(offlineSaleProblem({ channel: 'pos', soldOfflineAt: at(-3_600_000), now })).toBeNull();
    expect(
      offlineSaleProblem({ channel: 'pos', soldOfflineAt: at(-OFFLINE_SALE_MAX_AGE_MS), now }),
    ).toBeNull();
    expect(offlineSaleProblem({ channel: 'pos', soldOfflineAt: now, now })).toBeNull();
  });

  it("forgives a device's clock up to 5 minutes ahead of the server's", () => {
    expect(
      offlineSaleProblem({ channel: 'pos', soldOfflineAt: at(OFFLINE_SALE_MAX_SKEW_MS), now }),
    ).toBeNull();
    expect(offlineSaleProblem({ channel: 'pos', soldOfflineAt: at(OFFLINE_SALE_MAX_SKEW_MS + 1), now })).toBe(
      'offline_sale_in_future',
    );
  });

  it('is refused when older than 30 days', () => {
    expect(offlineSaleProblem({ channel: 'pos', soldOfflineAt: at(-OFFLINE_SALE_MAX_AGE_MS - 1), now })).toBe(
      'offline_sale_too_old',
    );
  });

  it('belongs to point-of-sale orders only', () => {
    expect(offlineSaleProblem({ channel: 'admin', soldOfflineAt: now, now })).toBe('offline_sale_not_pos');
    expect(offlineSaleProblem({ channel: 'online', soldOfflineAt: at(-60_000), now })).toBe(
      'offline_sale_not_pos',
    );
  });
});
