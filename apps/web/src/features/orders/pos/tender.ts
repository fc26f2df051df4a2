import { cashChange } from '@comptoir/core';

/** What the cashier typed for one payment method. */
export interface Tender {
  methodId: string;
  cash: boolean;
  /** minor units handed over */
  amount: number;
  /** the operator's transaction id (mobile money); blank for none */
  reference?: string;
}

export interface TenderSummary {
  /** cash to give back */
  change: number;
  /** still owed after this sale: sold on credit */
  remaining: number;
  /** what to record: cash net of the change (with what was handed over), other methods as typed */
  payments: { payment_method_id: string; amount: number; tendered?: number; reference?: string }[];
  /** non-cash methods may not take more than is due: there is no change on a transfer */
  overpaidByNonCash: boolean;
}

export function summarizeTender(due: number, tenders: readonly Tender[]): TenderSummary {
  const given = tenders.filter((t) => t.amount > 0);
  const { change, remaining } = cashChange(due, given);
  const nonCash = given.filter((t) => !t.cash).reduce((sum, t) => sum + t.amount, 0);
  let changeLeft = change;
  const payments = given.map((t) => {
    const reference = t.reference?.trim();
    if (!t.cash && reference) return { payment_method_id: t.methodId, amount: t.amount, reference };
    if (!t.cash || changeLeft === 0) return { payment_method_id: t.methodId, amount: t.amount };
    const kept = Math.max(0, t.amount - changeLeft);
    changeLeft -= t.amount - kept;
    // the note handed over is kept with the payment: a receipt reprinted later still shows the change
    return kept < t.amount
      ? { payment_method_id: t.methodId, amount: kept, tendered: t.amount }
      : { payment_method_id: t.methodId, amount: kept };
  });
  return {
    change,
    remaining,
    payments: payments.filter((p) => p.amount > 0),
    overpaidByNonCash: nonCash > due,
  };
}
