import { describe, expect, it } from 'vitest';
import { purchaseTotals } from './purchase-totals.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const vat = { id: 'vat', rate: '19.25' };
const withholding = { id: 'ir', rate: '5.5', is_withholding: true };

describe('purchaseTotals', () => {
  it('prices each line as quantity × unit cost with its taxes', () => {
    const totals = purchaseTotals(XAF, [
      { unit_cost: 2_500, quantity: 4, taxes: [vat], deductible: true },
      { unit_cost: 1_000, quantity: 3, taxes: [], deductible: true },
    ]);
    expect(totals.lines[0]).toEqual({
      subtotal: 10_000,
      taxes: [{ id: 'vat', amount: 1_925 }],
      tax_total: 1_925,
      deductible_tax: 1_925,
      total: 11_925,
    });
    expect(totals).toMatchObject({
      subtotal: 13_000,
      tax_total: 1_925,
      deductible_tax_total: 1_925,
      total: 14_925,
    });
  });

  it('counts no deductible tax on a line whose VAT cannot be recovered', () => {
    const totals = purchaseTotals(XAF, [{ unit_cost: 10_000, quantity: 1, taxes: [vat], deductible: false }]);
    expect(totals).toMatchObject({ tax_total: 1_925, deductible_tax_total: 0, total: 11_925 });
  });

  it('takes tax withheld at source off the total, and never counts it as deductible', () => {
    const totals = purchaseTotals(XAF, [
      { unit_cost: 10_000, quantity: 1, taxes: [vat, withholding], deductible: true },
    ]);
    expect(totals.lines[0]!.taxes).toEqual([
      { id: 'vat', amount: 1_925 },
      { id: 'ir', amount: -550 },
    ]);
    expect(totals).toMatchObject({ tax_total: 1_375, deductible_tax_total: 1_925, total: 11_375 });
  });
});
