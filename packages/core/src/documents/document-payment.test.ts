import { describe, expect, it } from 'vitest';
import { documentPaymentState } from './document-payment.ts';

const order = (
  overrides: Partial<{ total: number; paid_total: number; credited_total: number; status: string }>,
) => ({
  total: 10_000,
  paid_total: 0,
  credited_total: 0,
  status: 'confirmed',
  ...overrides,
});

describe('documentPaymentState', () => {
  it('an unpaid invoice owes its order total', () => {
    expect(documentPaymentState({ kind: 'invoice', credited: false, order: order({}) })).toEqual({
      status: 'due',
      paid: 0,
      due: 10_000,
    });
  });

  it('a partly paid invoice owes the rest, a returned part is not owed', () => {
    expect(
      documentPaymentState({
        kind: 'invoice',
        credited: false,
        order: order({ paid_total: 4_000, credited_total: 1_000 }),
      }),
    ).toEqual({ status: 'partially_paid', paid: 4_000, due: 5_000 });
  });

  it('a paid invoice owes nothing, even when more was paid than the total', () => {
    expect(
      documentPaymentState({ kind: 'invoice', credited: false, order: order({ paid_total: 10_000 }) }),
    ).toEqual({ status: 'paid', paid: 10_000, due: 0 });
    expect(
      documentPaymentState({ kind: 'invoice', credited: false, order: order({ paid_total: 12_000 }) }).due,
    ).toBe(0);
  });

  it('a credited invoice, a cancelled or fully credited order, are not paid any more', () => {
    expect(documentPaymentState({ kind: 'invoice', credited: true, order: order({}) }).status).toBe(
      'cancelled',
    );
    expect(
      documentPaymentState({ kind: 'invoice', credited: false, order: order({ status: 'cancelled' }) }),
    ).toEqual({ status: 'cancelled', paid: 0, due: 0 });
    expect(
      documentPaymentState({ kind: 'invoice', credited: false, order: order({ credited_total: 10_000 }) })
        .status,
    ).toBe('cancelled');
  });

  it('quotations, credit notes and invoices without an order are not payable', () => {
    for (const kind of ['quotation', 'credit_note'] as const) {
      expect(documentPaymentState({ kind, credited: false, order: order({}) })).toEqual({
        status: 'not_payable',
        paid: 0,
        due: 0,
      });
    }
    expect(documentPaymentState({ kind: 'invoice', credited: false, order: null }).status).toBe(
      'not_payable',
    );
  });
});
