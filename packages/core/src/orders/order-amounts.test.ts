import { describe, expect, it } from 'vitest';
import { handOverAsksFirst, mayLeaveOwed, orderAmounts } from './order-amounts.ts';

const sale = {
  subtotal: 21_500,
  shipping_total: 1_500,
  discount_total: 2_000,
  tax_total: 0,
  total: 19_500,
  paid_total: 0,
  credited_total: 0,
};

describe('orderAmounts', () => {
  it('reads the delivery fee apart from the goods, and the rows add up to the total', () => {
    const amounts = orderAmounts(sale);
    expect(amounts).toMatchObject({ goods: 20_000, shipping: 1_500, discounts: 2_000, total: 19_500 });
    expect(amounts.goods + amounts.shipping - amounts.discounts + amounts.taxes).toBe(amounts.total);
    expect(amounts.balanceDue).toBe(19_500);
    expect(amounts.owedToCustomer).toBe(0);
  });

  it('a return refunded after payment leaves nothing due either way', () => {
    // Paid 19,500, 5,000 returned and paid back: 14,500 net paid.
    const amounts = orderAmounts({ ...sale, paid_total: 14_500, credited_total: 5_000 });
    expect(amounts.total - amounts.credited - amounts.paid).toBe(0);
    expect(amounts.balanceDue).toBe(0);
    expect(amounts.owedToCustomer).toBe(0);
  });

  it('a return approved without a refund on a paid sale is owed to the customer', () => {
    const amounts = orderAmounts({ ...sale, paid_total: 19_500, credited_total: 5_000 });
    expect(amounts.balanceDue).toBe(0);
    expect(amounts.owedToCustomer).toBe(5_000);
  });

  it('a cancelled order owes nothing, and what was paid on it is owed back', () => {
    const paid = orderAmounts({ ...sale, status: 'cancelled', paid_total: 12_000 });
    expect(paid.balanceDue).toBe(0);
    expect(paid.owedToCustomer).toBe(12_000);
    const refunded = orderAmounts({ ...sale, status: 'cancelled', paid_total: 0 });
    expect(refunded).toMatchObject({ balanceDue: 0, owedToCustomer: 0, total: 19_500 });
    // the same figures on an order still standing
    expect(orderAmounts({ ...sale, status: 'confirmed', paid_total: 12_000 })).toMatchObject({
      balanceDue: 7_500,
      owedToCustomer: 0,
    });
  });

  it('a partly paid sale with a return owes the rest, nothing back', () => {
    const amounts = orderAmounts({ ...sale, paid_total: 10_000, credited_total: 5_000 });
    expect(amounts.balanceDue).toBe(4_500);
    expect(amounts.owedToCustomer).toBe(0);
  });

  it('a fully credited sale owes back everything still held', () => {
    const amounts = orderAmounts({ ...sale, paid_total: 19_500, credited_total: 19_500 });
    expect(amounts.owedToCustomer).toBe(19_500);
  });
});

describe('mayLeaveOwed', () => {
  it('leaves a rest owed only by a named customer or at the door of a delivery', () => {
    expect(mayLeaveOwed({ remaining: 0, hasCustomer: false, delivered: false })).toBe(true);
    expect(mayLeaveOwed({ remaining: 500, hasCustomer: false, delivered: false })).toBe(false);
    expect(mayLeaveOwed({ remaining: 500, hasCustomer: true, delivered: false })).toBe(true);
    expect(mayLeaveOwed({ remaining: 500, hasCustomer: false, delivered: true })).toBe(true);
  });
});

describe('handOverAsksFirst', () => {
  it('asks before a pickup leaves unpaid, not when paid, not for a courier, not for other moves', () => {
    expect(handOverAsksFirst({ mode: 'pickup', to: 'delivered', balanceDue: 2_789 })).toBe(true);
    expect(handOverAsksFirst({ mode: 'pickup', to: 'delivered', balanceDue: 0 })).toBe(false);
    expect(handOverAsksFirst({ mode: 'delivery', to: 'delivered', balanceDue: 2_789 })).toBe(false);
    expect(handOverAsksFirst({ mode: 'pickup', to: 'cancelled', balanceDue: 2_789 })).toBe(false);
  });
});
