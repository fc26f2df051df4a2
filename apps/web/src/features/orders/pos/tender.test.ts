import { describe, expect, it } from 'vitest';
import { summarizeTender } from './tender.ts';

describe('summarizeTender', () => {
  it('records cash net of the change it gives back, with the note handed over', () => {
    expect(summarizeTender(7_500, [{ methodId: 'cash', cash: true, amount: 10_000 }])).toEqual({
      change: 2_500,
      remaining: 0,
      payments: [{ payment_method_id: 'cash', amount: 7_500, tendered: 10_000 }],
      overpaidByNonCash: false,
    });
  });

  it('splits Orange Money and cash: the change comes out of the cash', () => {
    const summary = summarizeTender(12_000, [
      { methodId: 'om', cash: false, amount: 5_000 },
      { methodId: 'cash', cash: true, amount: 10_000 },
    ]);
    expect(summary).toMatchObject({ change: 3_000, remaining: 0 });
    expect(summary.payments).toEqual([
      { payment_method_id: 'om', amount: 5_000 },
      { payment_method_id: 'cash', amount: 7_000, tendered: 10_000 },
    ]);
  });

  it('says what is left to pay when the customer pays part now (a sale on credit)', () => {
    expect(summarizeTender(20_000, [{ methodId: 'cash', cash: true, amount: 5_000 }])).toMatchObject({
      change: 0,
      remaining: 15_000,
      payments: [{ payment_method_id: 'cash', amount: 5_000 }],
    });
  });

  it('flags a transfer larger than the bill', () => {
    expect(summarizeTender(1_000, [{ methodId: 'om', cash: false, amount: 1_500 }]).overpaidByNonCash).toBe(
      true,
    );
  });

  it('keeps the operator’s transaction id typed for a mobile-money part, trimmed; a blank one is left out', () => {
    const summary = summarizeTender(12_000, [
      { methodId: 'momo', cash: false, amount: 5_000, reference: ' MP240611.1532.A81234 ' },
      { methodId: 'om', cash: false, amount: 4_000, reference: '  ' },
      { methodId: 'cash', cash: true, amount: 3_000 },
    ]);
    expect(summary.payments).toEqual([
      { payment_method_id: 'momo', amount: 5_000, reference: 'MP240611.1532.A81234' },
      { payment_method_id: 'om', amount: 4_000 },
      { payment_method_id: 'cash', amount: 3_000 },
    ]);
  });
});
