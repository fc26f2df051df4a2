import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { documentSequences } from '../db/schema/index.ts';

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
  const [row] = await db
    .insert(documentSequences)
    .values({ company_id: companyId, kind, year, last_number: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.company_id, documentSequences.kind, documentSequences.year],
      set: { last_number: sql`${documentSequences.last_number} + 1` },
    })
    .returning({ number: documentSequences.last_number });
  return row!.number;
}
