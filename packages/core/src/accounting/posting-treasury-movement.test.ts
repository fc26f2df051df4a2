import { describe, expect, it } from 'vitest';
import { AccountingError, type JournalEntryDraft } from './journal.ts';
import { postTreasuryMovement } from './posting-treasury.ts';

const lineMap = (entry: JournalEntryDraft) =>
  Object.fromEntries(entry.lines.map((line) => [line.account, line.debit - line.credit]));

const base = { id: 'tx-1', date: '2026-03-03', amount: 25_000, treasury: { account: '571' } };

describe('a hand-made treasury movement', () => {
  it('waits on sundry creditors (in) or debtors (out) when no account is named', () => {
    const [inflow] = postTreasuryMovement({ ...base, direction: 'in' });
    expect(inflow).toMatchObject({ journal: 'CA', source: { kind: 'treasury_movement', id: 'tx-1' } });
    expect(lineMap(inflow!)).toEqual({ '571': 25_000, '4712': -25_000 });
    const [outflow] = postTreasuryMovement({ ...base, direction: 'out', treasury: { account: '521' } });
    expect(outflow!.journal).toBe('BQ');
    expect(lineMap(outflow!)).toEqual({ '521': -25_000, '4711': 25_000 });
  });

  it('posts against the account named, never against the treasury account itself', () => {
    const [capital] = postTreasuryMovement({ ...base, direction: 'in', account: '101', label: 'Apport' });
    expect(capital!.label).toBe('Apport');
    expect(lineMap(capital!)).toEqual({ '571': 25_000, '101': -25_000 });
    expect(() => postTreasuryMovement({ ...base, direction: 'out', account: '571' })).toThrow(
      AccountingError,
    );
    expect(() => postTreasuryMovement({ ...base, direction: 'out', amount: 0 })).toThrow(AccountingError);
  });
});
