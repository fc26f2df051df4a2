import { describe, expect, it } from 'vitest';
import { draftTotals, emptyLine, entryBody } from './entry-draft.ts';

describe('a manual entry being typed', () => {
  it('balances only when debits equal credits and are not zero', () => {
    const line = (debit: number | null, credit: number | null) => ({
      ...emptyLine(),
      account: '571',
      debit,
      credit,
    });
    expect(draftTotals([line(1000, null), line(null, 1000)])).toEqual({
      debit: 1000,
      credit: 1000,
      balanced: true,
    });
    expect(draftTotals([line(1000, null), line(null, 900)]).balanced).toBe(false);
    expect(draftTotals([emptyLine(), emptyLine()]).balanced).toBe(false);
  });

  it('sends each line on its side, drops empty lines and blank texts', () => {
    const body = entryBody({
      journal: 'OD',
      date: '2026-03-31',
      label: ' Apport ',
      reference: ' ',
      lines: [
        { ...emptyLine(), account: '571', debit: 5000 },
        { ...emptyLine(), account: '101', credit: 5000, label: 'Capital' },
        emptyLine(),
      ],
    });
    expect(body).toEqual({
      journal: 'OD',
      date: '2026-03-31',
      label: 'Apport',
      reference: null,
      lines: [
        { account: '571', debit: 5000, credit: 0, label: null },
        { account: '101', debit: 0, credit: 5000, label: 'Capital' },
      ],
    });
  });
});
