import { describe, expect, it } from 'vitest';
import { priceOrder, type Tax } from './price-order.ts';
import { unitTotal } from './unit-total.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const USD = { alpha: 'USD', precision: 2 };
const vat = (rate: number | string, extra: Partial<Tax> = {}): Tax => ({ id: `vat-${rate}`, rate, ...extra });

describe('unitTotal', () => {
  it('adds 19.25 % VAT to a 1 000 XAF unit, rounded as the basket rounds it: 1 193', () => {
    expect(unitTotal({ currency: XAF, price: 1_000, taxes: [vat(19.25)] })).toBe(1_193);
  });

  it('is the price itself when the line gets no tax', () => {
    expect(unitTotal({ currency: XAF, price: 4_500, taxes: [] })).toBe(4_500);
    expect(unitTotal({ currency: USD, price: 1_999 })).toBe(1_999);
  });

  it('compounds, withholds and adds fixed amounts as priceOrder does', () => {
    // Arrange: a levy in the base of the VAT, a stamp per unit, a withholding tax
    const taxes: Tax[] = [
      vat(19.25, { tax_order: 2 }),
      { id: 'levy', rate: 10, tax_order: 1, include_in_base_for_subsequent_taxes: true },
      { id: 'stamp', fixed_amount: 50, tax_order: 3 },
      vat(2, { tax_order: 4, is_withholding: true }),
    ];

    // Act
    const unit = unitTotal({ currency: XAF, price: 10_000, taxes });

    // Assert: 10 000 + levy 1 000 + VAT 19.25 % of 11 000 (2 118) + stamp 50 − 2 % of 11 000 (220)
    expect(unit).toBe(12_948);
    expect(unit).toBe(priceOrder({ currency: XAF, lines: [{ price: 10_000, quantity: 1, taxes }] }).total);
  });

  it('reads a decimal string price exactly', () => {
    expect(unitTotal({ currency: USD, price: '1000', taxes: [vat('5.5')] })).toBe(1_055);
  });
});
