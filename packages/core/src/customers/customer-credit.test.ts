import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-statuses.ts';
import {
  amountOwed,
  averageBasket,
  DEFAULT_CREDIT_TERM_DAYS,
  debtDueAt,
  isOverdue,
  orderRevenue,
  summarizeDebts,
} from './customer-credit.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('amountOwed', () => {
  it('is the total less what was paid and credited on a confirmed or completed sale', () => {
    expect(amountOwed({ status: 'confirmed', total: 50_000, paid: 20_000, credited: 5_000 })).toBe(25_000);
    expect(amountOwed({ status: 'completed', total: 50_000, paid: 0, credited: 0 })).toBe(50_000);
  });

  it('is never negative: an overpayment or a credit beyond the total owes nothing', () => {
    expect(amountOwed({ status: 'confirmed', total: 10_000, paid: 12_000, credited: 0 })).toBe(0);
    expect(amountOwed({ status: 'completed', total: 10_000, paid: 10_000, credited: 3_000 })).toBe(0);
  });

  it('is nothing for drafts, quotations and cancelled orders, whatever their figures', () => {
    for (const status of ['draft', 'quotation', 'cancelled'] as const) {
      expect(amountOwed({ status, total: 10_000, paid: 0, credited: 0 })).toBe(0);
    }
  });

  it('never exceeds the total and is zero or positive for any figures', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (status, total, paid, credited) => {
          const owed = amountOwed({ status, total, paid, credited });
          expect(owed).toBeGreaterThanOrEqual(0);
          expect(owed).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});

describe('orderRevenue', () => {
  it("counts a sale's total net of credits, and nothing for orders that are not sales", () => {
    expect(orderRevenue({ status: 'completed', total: 40_000, credited: 15_000 })).toBe(25_000);
    expect(orderRevenue({ status: 'confirmed', total: 40_000, credited: 50_000 })).toBe(0);
    expect(orderRevenue({ status: 'quotation', total: 40_000, credited: 0 })).toBe(0);
    expect(orderRevenue({ status: 'cancelled', total: 40_000, credited: 0 })).toBe(0);
  });
});

describe('debtDueAt', () => {
  it("is the live invoice's due date when there is one", () => {
    expect(debtDueAt({ orderedAt: day('2026-01-10'), invoiceDueAt: day('2026-01-20') })).toEqual(
      day('2026-01-20'),
    );
  });

  it(`is ${DEFAULT_CREDIT_TERM_DAYS} days after the sale without an invoice due date`, () => {
    expect(debtDueAt({ orderedAt: day('2026-01-10'), invoiceDueAt: null })).toEqual(day('2026-02-09'));
  });
});

describe('isOverdue', () => {
  const dueAt = day('2026-03-01');

  it('is overdue once the due moment has passed, not at it', () => {
    expect(isOverdue({ owed: 1, dueAt, now: new Date(dueAt.getTime() + 1) })).toBe(true);
    expect(isOverdue({ owed: 1, dueAt, now: dueAt })).toBe(false);
  });

  it('is never overdue when nothing is owed', () => {
    expect(isOverdue({ owed: 0, dueAt, now: day('2027-01-01') })).toBe(false);
  });
});

describe('averageBasket', () => {
  it('divides revenue by sales, rounding half away from zero to the minor unit', () => {
    expect(averageBasket(100_000, 4)).toBe(25_000);
    expect(averageBasket(5, 2)).toBe(3);
    expect(averageBasket(10, 3)).toBe(3);
    expect(averageBasket(20, 3)).toBe(7);
  });

  it('is null before the first sale', () => {
    expect(averageBasket(0, 0)).toBeNull();
  });
});

describe('summarizeDebts', () => {
  const now = day('2026-04-01');

  it("adds up a customer's open debts, the overdue part, and the oldest dates", () => {
    const summary = summarizeDebts(
      [
        { owed: 30_000, orderedAt: day('2026-03-20'), dueAt: day('2026-04-19') },
        { owed: 12_500, orderedAt: day('2026-01-05'), dueAt: day('2026-02-04') },
        { owed: 7_500, orderedAt: day('2026-02-10'), dueAt: day('2026-03-15') },
        { owed: 0, orderedAt: day('2025-12-01'), dueAt: day('2025-12-31') },
      ],
      now,
    );

    expect(summary).toEqual({
      balance: 50_000,
      overdue: 20_000,
      count: 3,
      oldestUnpaidAt: day('2026-01-05'),
      oldestDueAt: day('2026-02-04'),
    });
  });

  it('is all zeros and no dates for a customer who owes nothing', () => {
    expect(summarizeDebts([], now)).toEqual({
      balance: 0,
      overdue: 0,
      count: 0,
      oldestUnpaidAt: null,
      oldestDueAt: null,
    });
  });

  it('never counts more overdue than owed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            owed: fc.nat(1_000_000),
            orderedAt: fc.date({ noInvalidDate: true }),
            dueAt: fc.date({ noInvalidDate: true }),
          }),
        ),
        (debts) => {
          const summary = summarizeDebts(debts, now);
          expect(summary.overdue).toBeLessThanOrEqual(summary.balance);
          expect(summary.count).toBe(debts.filter((d) => d.owed > 0).length);
        },
      ),
    );
  });
});
