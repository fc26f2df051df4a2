import {
  type JournalEntryDraft,
  type LedgerLabelKey,
  ledgerLabel,
  postOpeningStock,
  postStockAdjustment,
} from '@comptoir/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productVariants } from '../../db/schema/index.ts';
import { companyCalendar, dateIn, postEntries } from '../accounting/ledger.service.ts';
import type { StockReason } from './stock-ledger.ts';

// The seam between the stock ledger and the books for the stock changes no other module posts:
// opening quantities (product creation, CSV import), adjustments, count differences and units lost
// in transit. Purchases (receipts), sales (cost of goods sold) and returns post their stock value
// themselves; transfers between warehouses move nothing in the books (same company's stock), except
// what never arrives (transfer_loss), a loss like a breakage. Called by applyMovements
// inside the caller's transaction, so a refused posting (409 period_locked) writes nothing.

export interface ValuedMovement {
  id: string;
  variantId: string;
  direction: 'inbound' | 'outbound';
  quantity: number;
  reason: StockReason;
  referenceType?: string | null;
  referenceId?: string | null;
}

type ValuedKind = 'opening' | 'adjustment' | 'count' | 'transfer_loss';
const VALUED: ReadonlySet<string> = new Set<ValuedKind>(['opening', 'adjustment', 'count', 'transfer_loss']);

const LABELS: Record<ValuedKind, LedgerLabelKey> = {
  opening: 'opening_stock',
  adjustment: 'stock_adjustment',
  count: 'stock_count',
  transfer_loss: 'stock_transfer_loss',
};

/**
 * Posts the value at cost (the variant's weighted average cost × units) of the opening, adjustment,
 * count and transfer-loss movements: one entry per reason and document (the adjustment, the count
 * sheet, the transfer, the product or the import batch), 31 against 6031 for gains and losses, 31
 * against 104 for opening stock. Variants without a cost post nothing.
 */
export async function postStockValueChanges(
  tx: Tx,
  companyId: string,
  actorId: string | null,
  movements: readonly ValuedMovement[],
): Promise<void> {
  const valued = movements.filter((m) => VALUED.has(m.reason));
  if (valued.length === 0) return;
  const ids = [...new Set(valued.map((m) => m.variantId))];
  const rows = await tx
    .select({ id: productVariants.id, cost: productVariants.cost })
    .from(productVariants)
    .where(and(eq(productVariants.company_id, companyId), inArray(productVariants.id, ids)));
  const costs = new Map(rows.map((r) => [r.id, r.cost ?? 0]));

  // One signed value per (reason, document); a movement without a document is its own source.
  const groups = new Map<string, { kind: ValuedKind; sourceId: string; value: number }>();
  for (const m of valued) {
    const kind = m.reason as ValuedKind;
    const sourceId = m.referenceId ?? m.id;
    const key = `${kind}|${sourceId}`;
    const group = groups.get(key) ?? { kind, sourceId, value: 0 };
    const value = (costs.get(m.variantId) ?? 0) * m.quantity;
    group.value += m.direction === 'inbound' ? value : -value;
    groups.set(key, group);
  }

  const { timezone, locale } = await companyCalendar(tx, companyId);
  const date = dateIn(timezone, new Date());
  const drafts: JournalEntryDraft[] = [];
  for (const group of groups.values()) {
    if (group.value === 0) continue;
    const posting = {
      id: group.sourceId,
      date,
      kind: 'goods' as const,
      label: ledgerLabel(locale, LABELS[group.kind]),
    };
    if (group.kind === 'opening') {
      // Opening stock only comes in; a negative opening (never written today) would be an adjustment.
      drafts.push(
        ...(group.value > 0
          ? postOpeningStock({ ...posting, value: group.value })
          : postStockAdjustment({ ...posting, value: group.value })),
      );
    } else {
      drafts.push(...postStockAdjustment({ ...posting, value: group.value }));
    }
  }
  await postEntries(tx, companyId, drafts, actorId);
}
