import {
  isHandMadeSource,
  signedAmount,
  type TransactionRecord,
  type TreasuryAccountRecord,
} from '@comptoir/core';
import type { TransactionListRow } from './transactions.repo.ts';
import type { TreasuryAccountRow } from './treasury-accounts.repo.ts';

export interface AccountFigures {
  balance: number;
  unreconciled_count: number;
  payment_method_ids: string[];
}

/** The API shape of a treasury account, with its balance now. */
export function toTreasuryAccountDto(
  row: TreasuryAccountRow,
  figures: AccountFigures,
): TreasuryAccountRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    accounting_code: row.accounting_code,
    currency: row.currency,
    reference: row.reference,
    description: row.description,
    opening_balance: row.opening_balance,
    opening_date: row.opening_date,
    is_archived: row.is_archived,
    balance: figures.balance,
    unreconciled_count: figures.unreconciled_count,
    payment_method_ids: figures.payment_method_ids,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The API shape of a transaction; currency is the company's (every account holds it). */
export function toTransactionDto(row: TransactionListRow, currency: string): TransactionRecord {
  return {
    id: row.id,
    account_id: row.account_id,
    account_name: row.account_name,
    direction: row.direction,
    amount: row.amount,
    signed_amount: signedAmount(row.direction, row.amount),
    currency,
    occurred_at: row.occurred_at.toISOString(),
    label: row.label,
    reference: row.reference,
    notes: row.notes,
    source: row.source,
    source_id: row.source_id,
    counterpart_account_id: row.counterpart_account_id,
    reconciled_at: row.reconciled_at ? row.reconciled_at.toISOString() : null,
    reconciled_by: row.reconciled_by,
    editable: isHandMadeSource(row.source) && row.reconciled_at === null,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
