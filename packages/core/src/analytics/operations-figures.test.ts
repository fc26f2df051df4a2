import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_LIST_ITEMS,
  averageAmount,
  averageDeliveryHours,
  deliveryStatusRows,
  discountKey,
  isAnalyticsListItem,
  returnsRate,
} from './operations-figures.ts';

describe('operations analytics rules', () => {
  it('averages delivery time in hours with two decimals, null without deliveries', () => {
    expect(averageDeliveryHours(0, 0)).toBeNull();
    expect(averageDeliveryHours(3600 * 3, 1)).toBe(3);
    // 1 h and 2 h 30 → 1.75 h
    expect(averageDeliveryHours(3600 + 9000, 2)).toBe(1.75);
    // 1 h 20 min → 1.33 h
    expect(averageDeliveryHours(4800, 1)).toBe(1.33);
  });

  it('gives the returns rate as a percent of units sold, two decimals', () => {
    expect(returnsRate(0, 0)).toBe(0);
    expect(returnsRate(3, 0)).toBe(0);
    expect(returnsRate(1, 3)).toBe(33.33);
    expect(returnsRate(2, 3)).toBe(66.67);
    expect(returnsRate(5, 5)).toBe(100);
  });

  it('rounds averages of minor units half away from zero', () => {
    expect(averageAmount(10, 4)).toBe(3);
    expect(averageAmount(-10, 4)).toBe(-3);
    expect(averageAmount(10, 3)).toBe(3);
    expect(averageAmount(5, 0)).toBe(0);
  });

  it('groups discount uses by saved discount, then code, then label', () => {
    expect(discountKey({ discount_id: 'd1', code: 'X', label: 'Y' })).toBe('d1');
    expect(discountKey({ discount_id: null, code: ' promo10 ', label: 'Y' })).toBe('code:PROMO10');
    expect(discountKey({ code: 'PROMO10' })).toBe(discountKey({ code: 'promo10' }));
    expect(discountKey({ discount_id: null, code: null, label: 'Fidélité  Or ' })).toBe('label:fidélité or');
  });

  it('lists every delivery status, zeros included', () => {
    expect(deliveryStatusRows({ delivered: 2, pending: 1 })).toEqual([
      { status: 'pending', count: 1 },
      { status: 'taken_in_charge', count: 0 },
      { status: 'delivered', count: 2 },
      { status: 'cancelled', count: 0 },
      { status: 'idle', count: 0 },
    ]);
  });

  it('knows the dashboard list items and nothing else', () => {
    expect(ANALYTICS_LIST_ITEMS).toContain('cash-position');
    expect(isAnalyticsListItem('stock-value')).toBe(true);
    expect(isAnalyticsListItem('toString')).toBe(false);
    expect(isAnalyticsListItem('revenue')).toBe(false);
  });
});
