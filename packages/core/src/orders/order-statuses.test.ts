import { describe, expect, it } from 'vitest';
import {
  balanceDue,
  canMoveDelivery,
  canMoveOrder,
  DELIVERY_STATUSES,
  derivePaymentStatus,
  holdsStock,
  initialDeliveryStatus,
  isOffer,
  nextDeliveryStatuses,
  ORDER_STATUSES,
} from './order-statuses.ts';

describe('order status moves', () => {
  it.each([
    ['draft', 'confirmed'],
    ['draft', 'quotation'],
    ['quotation', 'confirmed'],
    ['quotation', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
  ] as const)('%s → %s is allowed', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
  });

  it.each([
    ['completed', 'cancelled'],
    ['cancelled', 'confirmed'],
    ['confirmed', 'draft'],
    ['completed', 'confirmed'],
  ] as const)('%s → %s is refused', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });

  it('never allows staying in place, and completed and cancelled are final', () => {
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('completed', to)).toBe(false);
      expect(canMoveOrder('cancelled', to)).toBe(false);
    }
  });

  it('only confirmed and completed orders hold stock', () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual(['confirmed', 'completed']);
    expect(ORDER_STATUSES.filter(isOffer)).toEqual(['draft', 'quotation']);
  });
});

describe('a new order’s delivery status', () => {
  it('waits for a courier, is handed over at the counter, or has nothing asked yet', () => {
    expect(initialDeliveryStatus({ confirmed: true, mode: 'delivery', channel: 'pos' })).toBe('pending');
    expect(initialDeliveryStatus({ confirmed: true, mode: 'pickup', channel: 'pos' })).toBe('delivered');
    expect(initialDeliveryStatus({ confirmed: true, mode: 'pickup', channel: 'admin' })).toBe('idle');
    expect(initialDeliveryStatus({ confirmed: true, mode: 'online', channel: 'pos' })).toBe('idle');
    expect(initialDeliveryStatus({ confirmed: false, mode: 'pickup', channel: 'pos' })).toBe('idle');
    expect(initialDeliveryStatus({ confirmed: false, mode: 'delivery', channel: 'admin' })).toBe('idle');
  });
});

describe('delivery status moves', () => {
  it('goes idle → pending → taken in charge → delivered', () => {
    expect(canMoveDelivery('idle', 'pending')).toBe(true);
    expect(canMoveDelivery('pending', 'taken_in_charge')).toBe(true);
    expect(canMoveDelivery('taken_in_charge', 'delivered')).toBe(true);
  });

  it('lets a courier bring back what they could not deliver, and a cancelled delivery be rescheduled', () => {
    expect(canMoveDelivery('taken_in_charge', 'pending')).toBe(true);
    expect(canMoveDelivery('cancelled', 'pending')).toBe(true);
  });

  it('hands a pickup over straight from idle', () => {
    expect(canMoveDelivery('idle', 'delivered')).toBe(true);
  });

  it('never asks a courier for a pickup or online order: no delivery exists to list for them', () => {
    for (const mode of ['pickup', 'online'] as const) {
      expect(nextDeliveryStatuses('idle', mode)).toEqual(['delivered', 'cancelled']);
      expect(canMoveDelivery('idle', 'pending', mode)).toBe(false);
      expect(canMoveDelivery('cancelled', 'pending', mode)).toBe(false);
      expect(canMoveDelivery('cancelled', 'idle', mode)).toBe(true);
      // One already set waiting for a courier is handed over, cancelled or put back.
      expect(nextDeliveryStatuses('pending', mode)).toEqual(['delivered', 'cancelled', 'idle']);
    }
    expect(canMoveDelivery('idle', 'pending', 'delivery')).toBe(true);
  });

  it('never moves a delivered order, nor skips back to idle once taken', () => {
    expect(nextDeliveryStatuses('delivered')).toEqual([]);
    expect(canMoveDelivery('taken_in_charge', 'idle')).toBe(false);
    for (const status of DELIVERY_STATUSES) expect(canMoveDelivery(status, status)).toBe(false);
  });
});

describe('payment status, derived from the money', () => {
  it.each([
    [{ total: 10_000, paid: 0, credited: 0, cancelled: false }, 'pending'],
    [{ total: 10_000, paid: 4_000, credited: 0, cancelled: false }, 'partially_paid'],
    [{ total: 10_000, paid: 10_000, credited: 0, cancelled: false }, 'paid'],
    [{ total: 10_000, paid: 12_000, credited: 0, cancelled: false }, 'paid'],
    [{ total: 0, paid: 0, credited: 0, cancelled: false }, 'paid'],
    [{ total: 10_000, paid: 0, credited: 0, cancelled: true }, 'cancelled'],
    [{ total: 10_000, paid: 10_000, credited: 3_000, cancelled: false }, 'partially_credited'],
    [{ total: 10_000, paid: 10_000, credited: 10_000, cancelled: false }, 'fully_credited'],
  ] as const)('%o → %s', (figures, expected) => {
    expect(derivePaymentStatus(figures)).toBe(expected);
  });

  it('a cancelled order that was paid keeps showing it was paid until refunded', () => {
    expect(derivePaymentStatus({ total: 5_000, paid: 5_000, credited: 0, cancelled: true })).toBe('paid');
  });

  it('the balance due is what is left after credits and payments, never negative', () => {
    expect(balanceDue({ total: 10_000, paid: 4_000, credited: 1_000 })).toBe(5_000);
    expect(balanceDue({ total: 10_000, paid: 12_000, credited: 0 })).toBe(0);
  });
});
