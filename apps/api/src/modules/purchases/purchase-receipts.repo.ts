import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { purchaseReceiptLines, purchaseReceipts } from '../../db/schema/index.ts';

export type PurchaseReceiptRow = typeof purchaseReceipts.$inferSelect;
export type PurchaseReceiptLineRow = typeof purchaseReceiptLines.$inferSelect;

export async function insertPurchaseReceipt(
  tx: Executor,
  values: typeof purchaseReceipts.$inferInsert,
): Promise<PurchaseReceiptRow> {
  const [row] = await tx.insert(purchaseReceipts).values(values).returning();
  return row!;
}

export async function insertPurchaseReceiptLines(
  tx: Executor,
  values: (typeof purchaseReceiptLines.$inferInsert)[],
): Promise<PurchaseReceiptLineRow[]> {
  if (values.length === 0) return [];
  return tx.insert(purchaseReceiptLines).values(values).returning();
}

/** The receipts of an order, oldest first, each with its lines. */
export async function findPurchaseReceipts(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<{ row: PurchaseReceiptRow; lines: PurchaseReceiptLineRow[] }[]> {
  const rows = await db
    .select()
    .from(purchaseReceipts)
    .where(and(eq(purchaseReceipts.company_id, companyId), eq(purchaseReceipts.purchase_order_id, orderId)))
    .orderBy(asc(purchaseReceipts.received_at), asc(purchaseReceipts.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(purchaseReceiptLines)
    .where(
      and(
        eq(purchaseReceiptLines.company_id, companyId),
        inArray(
          purchaseReceiptLines.receipt_id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.map((row) => ({ row, lines: lines.filter((l) => l.receipt_id === row.id) }));
}
