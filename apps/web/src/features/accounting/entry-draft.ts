// A manual entry being typed: lines with an account and an amount on one side. Pure, so the
// balance check and the request body are tested without the form.

export interface DraftLine {
  key: string;
  account: string;
  label: string;
  debit: number | null;
  credit: number | null;
}

let counter = 0;
export const emptyLine = (): DraftLine => ({
  key: `line-${++counter}`,
  account: '',
  label: '',
  debit: null,
  credit: null,
});

/** What the lines add up to; balanced when debits equal credits and something is posted. */
export function draftTotals(lines: readonly DraftLine[]) {
  const debit = lines.reduce((sum, l) => sum + (l.debit ?? 0), 0);
  const credit = lines.reduce((sum, l) => sum + (l.credit ?? 0), 0);
  return { debit, credit, balanced: debit === credit && debit > 0 };
}

/** The POST /journal-entries body: empty lines dropped, each line on its one side. */
export function entryBody(draft: {
  journal: string;
  date: string;
  label: string;
  reference: string;
  lines: readonly DraftLine[];
}) {
  return {
    journal: draft.journal,
    date: draft.date,
    label: draft.label.trim(),
    reference: draft.reference.trim() || null,
    lines: draft.lines
      .filter((l) => l.account !== '' || l.debit || l.credit)
      .map((l) => ({
        account: l.account,
        debit: l.debit ?? 0,
        credit: l.credit ?? 0,
        label: l.label.trim() || null,
      })),
  };
}
