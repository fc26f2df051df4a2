import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, journalEntries, orders, payments, returnLines, returns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOrderLines } from '../orders/orders.repo.ts';
import { postOrderPayments, postOrderSale, postReturn } from './sales-postings.ts';

// Orders confirmed before the ledger existed are not in the books, and neither are their payments,
// refunds and returns (each posting waits for the sale's entry). This one-off operation posts them,
// order by order, as sales-postings.ts would have at the time; it is idempotent (an order whose
// sale is in the books is left alone, and postEntries posts a source once).

export interface MissingSalesResult {
  /** orders whose sale (and payments, refunds, returns) were posted now */
  posted: number;
  /** orders left out because their confirmation day is in the locked period */
  skipped_locked: number;
}

/** Confirmed or completed orders of the company with no sale entry, oldest first. */
async function ordersMissingTheirSale(db: Db, companyId: string) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.company_id, companyId),
        notInArray(orders.status, ['draft', 'quotation', 'cancelled']),
        isNotNull(orders.confirmed_at),
        sql`not exists (select 1 from ${journalEntries} e where e.company_id = ${companyId}
          and e.source_kind = 'sale' and e.source_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.confirmed_at), asc(orders.id));
}

/**
 * Posts the sale of every confirmed order missing from the books, with its live payments and
 * refunds and its approved returns (their credit; the goods' cost is not posted: the stock of that
 * time never entered the books either). Each order in its own transaction; an order dated in the
 * locked period is skipped and counted.
 */
export async function postMissingSales(
  db: Db,
  companyId: string,
  actorId: string | null,
): Promise<MissingSalesResult> {
  const result: MissingSalesResult = { posted: 0, skipped_locked: 0 };
  for (const order of await ordersMissingTheirSale(db, companyId)) {
    try {
      const posted = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.company_id, companyId), eq(orders.id, order.id)))
          .for('update');
        // gone since the scan (deleted draft): nothing to post, nothing to count
        if (!current) return false;
        const lines = await findOrderLines(tx, companyId, [order.id]);
        await postOrderSale(tx, current, lines, [], actorId);
        const paid = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.company_id, companyId),
              eq(payments.order_id, order.id),
              isNull(payments.voided_at),
            ),
          )
          .orderBy(asc(payments.received_at), asc(payments.id));
        await postOrderPayments(tx, current, paid, actorId);
        const approved = await tx
          .select()
          .from(returns)
          .where(
            and(
              eq(returns.company_id, companyId),
              eq(returns.order_id, order.id),
              eq(returns.status, 'approved'),
            ),
          )
          .orderBy(asc(returns.created_at));
        if (approved.length === 0) return true;
        const returned = await tx
          .select()
          .from(returnLines)
          .where(
            and(
              eq(returnLines.company_id, companyId),
              inArray(
                returnLines.return_id,
                approved.map((r) => r.id),
              ),
            ),
          );
        const noteIds = approved.flatMap((r) => (r.credit_note_id ? [r.credit_note_id] : []));
        const notes = noteIds.length
          ? await tx
              .select({ id: documents.id, reference: documents.reference })
              .from(documents)
              .where(and(eq(documents.company_id, companyId), inArray(documents.id, noteIds)))
          : [];
        for (const row of approved) {
          await postReturn(
            tx,
            current,
            {
              id: row.id,
              reference: row.reference,
              total: row.total,
              lines: returned.filter((l) => l.return_id === row.id),
              creditNote: notes.find((n) => n.id === row.credit_note_id) ?? null,
              // the refund is one of the order's payments, posted above
              refund: null,
              restocked: [],
            },
            actorId,
          );
        }
        return true;
      });
      if (posted) result.posted += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'period_locked') {
        result.skipped_locked += 1;
        continue;
      }
      throw error;
    }
  }
  return result;
}
