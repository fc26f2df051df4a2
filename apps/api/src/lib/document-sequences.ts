import type { Executor } from '../db/client.ts';
import { execRows } from '../db/raw-rows.ts';

/** Everything numbered without gaps: stock documents, orders, sales documents, returns, drawer sessions. */
export type SequenceKind =
  | 'stock_transfer'
  | 'stock_count'
  | 'order'
  | 'invoice'
  | 'credit_note'
  | 'quotation'
  | 'return'
  | 'cash_session'
  | 'purchase_order'
  | 'supplier_bill'
  /** journal entries, per journal code ('journal_VT') and year */
  | `journal_${string}`;

/**
 * The next gap-free number of a kind for the company and year (0 for a sequence that never restarts),
 * taken in the caller's transaction: concurrent callers wait on the sequence row and get consecutive
 * numbers, and a transaction that rolls back gives its number back.
 */
export async function nextDocumentNumber(
  db: Executor,
  companyId: string,
  kind: SequenceKind,
  year: number,
): Promise<number> {
  // Written by hand: an order creation takes three of these (its number, two journals), and drizzle's
  // upsert builder cost more than the statement.
  const [row] = await execRows(db, {
    name: 'document_sequences_next',
    text: `insert into document_sequences (company_id, kind, year, last_number) values ($1, $2, $3, 1)
      on conflict (company_id, kind, year) do update set last_number = document_sequences.last_number + 1
      returning last_number`,
    values: [companyId, kind, year],
  });
  return Number(row![0]);
}
