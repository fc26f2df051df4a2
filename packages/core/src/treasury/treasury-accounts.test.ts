import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postTreasuryTransfer } from '../accounting/posting-treasury.ts';
import { expenseAmounts } from './expense-amounts.ts';
import {
  defaultTreasuryAccountCode,
  treasuryAccountCodeErrors,
  treasuryBalanceThrough,
  treasuryKindOfMethod,
} from './treasury-accounts.ts';

const XAF = { alpha: 'XAF', precision: 0 };

describe('treasury account codes', () => {
  it('defaults each kind to the detail account its payment-method kind posts to', () => {
    expect(defaultTreasuryAccountCode('cash')).toBe('571');
    expect(defaultTreasuryAccountCode('bank')).toBe('521');
    expect(defaultTreasuryAccountCode('mobile_money')).toBe('538');
    expect(defaultTreasuryAccountCode('payment_aggregator')).toBe('538');
  });

  it('maps payment-method kinds to account kinds', () => {
    expect(treasuryKindOfMethod('mobile_money_operator')).toBe('mobile_money');
    expect(treasuryKindOfMethod('payment_agregator')).toBe('payment_aggregator');
    expect(treasuryKindOfMethod('bank')).toBe('bank');
  });

  it('accepts postable class-5 accounts where money sits, and refuses the rest', () => {
    for (const code of ['571', '572', '521', '531', '538', '552', '581']) {
      expect(treasuryAccountCodeErrors(code), code).toEqual([]);
    }
    expect(treasuryAccountCodeErrors('52')).toEqual(['treasury_code_not_postable']);
    expect(treasuryAccountCodeErrors('5799')).toEqual(['treasury_code_not_postable']);
    expect(treasuryAccountCodeErrors('585')).toEqual(['treasury_code_not_treasury']);
    expect(treasuryAccountCodeErrors('601')).toEqual(['treasury_code_not_treasury']);
    expect(treasuryAccountCodeErrors('411')).toEqual(['treasury_code_not_treasury']);
  });

  it('every default code is accepted, and the ledger core posts a transfer between two of them', () => {
    const cash = defaultTreasuryAccountCode('cash');
    const bank = defaultTreasuryAccountCode('bank');
    expect(treasuryAccountCodeErrors(cash)).toEqual([]);
    expect(treasuryAccountCodeErrors(bank)).toEqual([]);
    const entries = postTreasuryTransfer({
      id: 't1',
      date: '2026-03-02',
      amount: 50_000,
      from: { account: cash },
      to: { account: bank },
    });
    expect(entries.flatMap((e) => e.lines.map((l) => l.account)).sort()).toEqual([
      '521',
      '571',
      '585',
      '585',
    ]);
  });
});

describe('balance at a date', () => {
  const account = { opening_balance: 10_000, opening_date: '2026-01-10' };
  const movements = [
    { direction: 'in' as const, amount: 5_000, date: '2026-01-05' },
    { direction: 'out' as const, amount: 2_000, date: '2026-01-10' },
    { direction: 'in' as const, amount: 700, date: '2026-02-01' },
  ];

  it('adds what came in and takes off what went out, through the end of the day', () => {
    expect(treasuryBalanceThrough(account, movements, '2026-01-04')).toBe(0);
    expect(treasuryBalanceThrough(account, movements, '2026-01-05')).toBe(5_000);
    expect(treasuryBalanceThrough(account, movements, '2026-01-10')).toBe(13_000);
    expect(treasuryBalanceThrough(account, movements, '2026-01-31')).toBe(13_000);
    expect(treasuryBalanceThrough(account, movements, '2026-02-01')).toBe(13_700);
  });

  it('is the opening plus the signed sum once every movement has happened', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            direction: fc.constantFrom('in' as const, 'out' as const),
            amount: fc.integer({ min: 1, max: 1e9 }),
            date: fc.constantFrom('2026-01-01', '2026-02-15', '2026-03-31'),
          }),
        ),
        fc.integer({ min: -1e9, max: 1e9 }),
        (list, opening) => {
          const sum = list.reduce((s, m) => s + (m.direction === 'in' ? m.amount : -m.amount), 0);
          const balance = treasuryBalanceThrough(
            { opening_balance: opening, opening_date: '2026-01-01' },
            list,
            '2026-12-31',
          );
          expect(balance).toBe(opening + sum);
        },
      ),
    );
  });
});

describe('expense amounts', () => {
  const vat = { id: 'vat', rate: '19.25' };

  it('adds the taxes to an amount before taxes', () => {
    expect(
      expenseAmounts({
        amount: 10_000,
        amount_includes_taxes: false,
        taxes: [vat],
        tax_deductible: true,
        currency: XAF,
      }),
    ).toEqual({
      net: 10_000,
      taxes: [{ id: 'vat', amount: 1_925, is_withholding: false }],
      tax_total: 1_925,
      deductible_tax: 1_925,
      total: 11_925,
    });
  });

  it('splits an amount paid taxes included back into net and VAT, to the franc', () => {
    const figures = expenseAmounts({
      amount: 11_925,
      amount_includes_taxes: true,
      taxes: [vat],
      tax_deductible: true,
      currency: XAF,
    });
    expect(figures).toMatchObject({ net: 10_000, tax_total: 1_925, total: 11_925 });
  });

  it('always totals exactly what was paid, whatever the rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.constantFrom('18', '19.25', '5.5', '0'),
        (amount, rate) => {
          const figures = expenseAmounts({
            amount,
            amount_includes_taxes: true,
            taxes: [{ id: 't', rate }],
            tax_deductible: true,
            currency: XAF,
          });
          expect(figures.total).toBe(amount);
          expect(figures.net + figures.tax_total).toBe(amount);
          const exact = (amount * Number(rate)) / (100 + Number(rate));
          expect(Math.abs(figures.tax_total - exact)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('keeps no deductible VAT when the VAT cannot be deducted, and withholding out of it', () => {
    const withholding = { id: 'ir', rate: '5.5', is_withholding: true };
    const figures = expenseAmounts({
      amount: 100_000,
      amount_includes_taxes: false,
      taxes: [vat, withholding],
      tax_deductible: true,
      currency: XAF,
    });
    expect(figures).toMatchObject({ tax_total: 19_250 - 5_500, deductible_tax: 19_250, total: 113_750 });
    expect(
      expenseAmounts({
        amount: 100_000,
        amount_includes_taxes: false,
        taxes: [vat],
        tax_deductible: false,
        currency: XAF,
      }).deductible_tax,
    ).toBe(0);
  });

  it('finds the net under a withholding tax, taxes included', () => {
    const withholding = { id: 'ir', rate: '5.5', is_withholding: true };
    const figures = expenseAmounts({
      amount: 94_500,
      amount_includes_taxes: true,
      taxes: [withholding],
      tax_deductible: true,
      currency: XAF,
    });
    expect(figures).toMatchObject({ net: 100_000, tax_total: -5_500, total: 94_500 });
  });
});
