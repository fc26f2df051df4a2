// The shape shared by the financial statements: a list of lines in the order SYSCOHADA prints
// them, each either a poste fed by accounts or a total of earlier lines.

import type { AccountLabels } from './chart-of-accounts.ts';

export interface StatementLayoutItem<Ref extends string> {
  /** The reference SYSCOHADA gives the line (TA, XB, AD, CP…). */
  readonly ref: Ref;
  readonly labels: AccountLabels;
  /** For a total: the lines it adds up. */
  readonly sum?: readonly Ref[];
}

export interface StatementLine<Ref extends string> {
  readonly ref: Ref;
  readonly labels: AccountLabels;
  readonly is_total: boolean;
  readonly amount: number;
}

/** The statement's lines from the amounts of its postes; totals add up the lines they name. */
export function buildStatement<Ref extends string>(
  layout: readonly StatementLayoutItem<Ref>[],
  amounts: ReadonlyMap<Ref, number>,
): StatementLine<Ref>[] {
  const values = new Map<Ref, number>();
  return layout.map((item) => {
    const amount = item.sum
      ? item.sum.reduce((total, ref) => total + (values.get(ref) ?? 0), 0)
      : (amounts.get(item.ref) ?? 0);
    values.set(item.ref, amount);
    // + 0 turns a −0 (the negation of an empty liability) into 0
    return { ref: item.ref, labels: item.labels, is_total: item.sum !== undefined, amount: amount + 0 };
  });
}

export const label = (fr: string, en: string, es: string): AccountLabels => ({ fr, en, es });
