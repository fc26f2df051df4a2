import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merchantAccount, SYSCOHADA_ACCOUNTS } from './chart-of-accounts.ts';
import {
  AccountingError,
  allocateAmount,
  assertBalanced,
  compactLines,
  entryAccountErrors,
  entryProblems,
  isBalanced,
  isCalendarDate,
  type JournalEntryDraft,
  reverseLines,
  signedLine,
} from './journal.ts';

const entry = (lines: JournalEntryDraft['lines']): JournalEntryDraft => ({
  journal: 'OD',
  date: '2026-03-14',
  label: 'Test',
  lines,
});

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AccountingError ? error.code : 'other';
  }
  return 'none';
};

describe('journal lines', () => {
  it('a positive signed amount debits, a negative one credits', () => {
    expect(signedLine('571', 500)).toEqual({ account: '571', debit: 500, credit: 0 });
    expect(signedLine('701', -500, { label: 'x' })).toEqual({
      account: '701',
      debit: 0,
      credit: 500,
      label: 'x',
    });
    expect(codeOf(() => signedLine('701', 1.5))).toBe('invalid_amount');
  });

  it('compacting merges an account per partner, nets it, drops zeros and puts debits first', () => {
    const customer = { kind: 'customer' as const, id: 'c1' };
    const lines = compactLines([
      signedLine('701', -1000),
      signedLine('411', 1500, { partner: customer }),
      signedLine('701', -500),
      signedLine('4431', 300),
      signedLine('4431', -300),
      signedLine('411', 100, { partner: { kind: 'customer', id: 'c2' } }),
      signedLine('701', -100),
    ]);
    expect(lines).toEqual([
      { account: '411', debit: 1500, credit: 0, partner: customer },
      { account: '411', debit: 100, credit: 0, partner: { kind: 'customer', id: 'c2' } },
      { account: '701', debit: 0, credit: 1600 },
    ]);
  });
});

describe('a balanced entry', () => {
  it('has at least two lines, each a debit or a credit in whole minor units, debits equal to credits', () => {
    expect(isBalanced(entry([signedLine('571', 100), signedLine('701', -100)]))).toBe(true);
    expect(isBalanced(entry([signedLine('571', 100), signedLine('701', -99)]))).toBe(false);
    expect(isBalanced(entry([]))).toBe(false);
    expect(isBalanced(entry([{ account: '571', debit: 100, credit: 100 }, signedLine('701', 0)]))).toBe(
      false,
    );
    expect(
      isBalanced(
        entry([
          { account: '571', debit: 0.5, credit: 0 },
          { account: '701', debit: 0, credit: 0.5 },
        ]),
      ),
    ).toBe(false);
    expect(isBalanced({ ...entry([signedLine('571', 1), signedLine('701', -1)]), date: '2026-02-30' })).toBe(
      false,
    );
    expect(entryProblems(entry([signedLine('571', 100), signedLine('701', -99)]))).toEqual([
      'debits 100 ≠ credits 99',
    ]);
  });

  it('is asserted with the coded error the API answers', () => {
    expect(codeOf(() => assertBalanced(entry([signedLine('571', 100), signedLine('701', -90)])))).toBe(
      'unbalanced_entry',
    );
    expect(
      codeOf(() =>
        assertBalanced(
          entry([
            { account: '571', debit: 5, credit: 5 },
            { account: '701', debit: 0, credit: 0 },
          ]),
        ),
      ),
    ).toBe('invalid_line');
    expect(codeOf(() => assertBalanced(entry([signedLine('571', 100), signedLine('701', -100)])))).toBe(
      'none',
    );
  });

  it('posts only to detail accounts of the chart', () => {
    const lines = [signedLine('52', 100), signedLine('5211', 50), signedLine('701', -150)];
    expect(entryAccountErrors(entry(lines))).toEqual([
      { account: '52', code: 'heading_account' },
      { account: '5211', code: 'unknown_account' },
    ]);
    const chart = [...SYSCOHADA_ACCOUNTS, merchantAccount('5211', { fr: 'BICEC', en: 'BICEC', es: 'BICEC' })];
    expect(entryAccountErrors(entry(lines), chart)).toEqual([{ account: '52', code: 'heading_account' }]);
  });

  it('reversed swaps every debit and credit', () => {
    expect(reverseLines([signedLine('411', 700), signedLine('701', -700)])).toEqual([
      { account: '411', debit: 0, credit: 700 },
      { account: '701', debit: 700, credit: 0 },
    ]);
  });
});

describe('allocating an amount', () => {
  it('splits in proportion, remainders to the largest fractions, parts adding up to the whole', () => {
    expect(allocateAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateAmount(10, [1, 2, 2])).toEqual([2, 4, 4]);
    expect(allocateAmount(1000, [0, 0])).toEqual([1000, 0]);
    expect(allocateAmount(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateAmount(5, [])).toEqual([]);
    expect(() => allocateAmount(5, [1, -1])).toThrow(RangeError);
  });

  it('never misses or adds a minor unit, and no part is more than one unit off its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.nat({ max: 1e6 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = allocateAmount(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const sumWeights = weights.reduce((sum, weight) => sum + weight, 0);
          if (sumWeights > 0) {
            parts.forEach((part, index) => {
              expect(Math.abs(part - (total * weights[index]!) / sumWeights)).toBeLessThan(1.0001);
            });
          }
        },
      ),
    );
  });
});

describe('accounting dates', () => {
  it('are real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate(20250101)).toBe(false);
  });
});
