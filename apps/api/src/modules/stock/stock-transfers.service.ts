import {
  cancelReturnsStock,
  type Locale,
  receivedWithinShipped,
  type StockTransferCreate,
  type StockTransferDetail,
  type StockTransferReceive,
  type StockTransferUpdate,
  TRANSFER_ACTION_TARGET,
  type TransferAction,
  transferReceipt,
  transferTransition,
} from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { companies, stockTransferLines, stockTransfers } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError, type FieldMessage } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { renderTransferNote } from '../../pdf/transfer-note.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { toTransferDto, toTransferLineDto } from './stock.dto.ts';
import {
  balancesOf,
  findTransfer,
  listTransfers as listTransferRows,
  type StockTransferRow,
  transferLines,
} from './stock.repo.ts';
import { invalidTransition, requireStockVariants, requireWarehouses } from './stock.service.ts';
import { applyMovements, type MovementInput } from './stock-ledger.ts';

const transferNotFound = () => new AppError('not_found', { resource: 'resource.stock_transfer' });

export async function listTransfers(ctx: AppContext, scope: Scope, query: ListQuery) {
  const page = await listTransferRows(ctx.db, scope.companyId, query);
  return { data: page.rows.map(toTransferDto), meta: page.meta };
}

async function detail(db: Executor, companyId: string, id: string): Promise<StockTransferDetail> {
  const row = await findTransfer(db, companyId, id);
  if (!row) throw transferNotFound();
  const lines = await transferLines(db, companyId, id);
  return { ...toTransferDto(row), lines: lines.map(toTransferLineDto) };
}

export const getTransfer = (ctx: AppContext, scope: Scope, id: string) => detail(ctx.db, scope.companyId, id);

type TransferLineInput = { variant_id: string; quantity: number };

/**
 * Both warehouses the company's and active, and different; the line variants stocked ones; and,
 * when the source forbids negative stock, no line asking more than it holds now (422 on the line's
 * quantity, so the draft is fixed before anyone packs it; shipping checks again, as stock moves meanwhile).
 */
async function checkTransfer(
  tx: Tx,
  companyId: string,
  input: { from_warehouse_id: string; to_warehouse_id: string; lines?: TransferLineInput[] },
): Promise<void> {
  if (input.from_warehouse_id === input.to_warehouse_id) {
    throw new AppError('validation_failed', {}, { to_warehouse_id: ['stock.same_warehouse'] });
  }
  const found = await requireWarehouses(tx, companyId, {
    from_warehouse_id: input.from_warehouse_id,
    to_warehouse_id: input.to_warehouse_id,
  });
  if (!input.lines) return;
  await requireStockVariants(
    tx,
    companyId,
    input.lines.map((l) => l.variant_id),
    (i) => `lines.${i}.variant_id`,
  );
  const source = found.get(input.from_warehouse_id);
  if (!source || source.allow_negative_stock) return;
  const held = await balancesOf(
    tx,
    companyId,
    source.id,
    input.lines.map((l) => l.variant_id),
  );
  const errors: Record<string, FieldMessage[]> = {};
  input.lines.forEach((line, i) => {
    const available = Math.max(held.get(line.variant_id) ?? 0, 0);
    if (line.quantity > available) {
      errors[`lines.${i}.quantity`] = [
        { key: 'stock.above_available', params: { available, warehouse: source.name } },
      ];
    }
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);
}

async function replaceLines(
  tx: Tx,
  companyId: string,
  transferId: string,
  lines: { variant_id: string; quantity: number }[],
): Promise<void> {
  await tx
    .delete(stockTransferLines)
    .where(and(eq(stockTransferLines.company_id, companyId), eq(stockTransferLines.transfer_id, transferId)));
  await tx
    .insert(stockTransferLines)
    .values(lines.map((l) => ({ company_id: companyId, transfer_id: transferId, ...l })));
}

/** A draft transfer numbered TR-<year>-<n>; nothing moves until it is shipped. */
export async function createTransfer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: StockTransferCreate,
): Promise<StockTransferDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await checkTransfer(tx, companyId, input);
    const now = new Date();
    const number = await nextDocumentNumber(tx, companyId, 'stock_transfer', now.getUTCFullYear());
    const id = uuidv7();
    await tx.insert(stockTransfers).values({
      id,
      company_id: companyId,
      number,
      from_warehouse_id: input.from_warehouse_id,
      to_warehouse_id: input.to_warehouse_id,
      note: input.note ?? null,
      created_by: actorId,
      created_at: now,
      updated_at: now,
    });
    await replaceLines(tx, companyId, id, input.lines);
    await recordEvent(tx, {
      companyId,
      type: 'stock_transfer.created',
      subjectId: id,
      actorUserId: actorId,
      payload: { number, from_warehouse_id: input.from_warehouse_id, to_warehouse_id: input.to_warehouse_id },
    });
    return detail(tx, companyId, id);
  });
}

/** The locked transfer, if `action` is allowed from its status (else 409 invalid_transition). */
async function lockFor(
  tx: Tx,
  companyId: string,
  id: string,
  action: TransferAction,
): Promise<StockTransferRow & { next: NonNullable<ReturnType<typeof transferTransition>> }> {
  const current = await findTransfer(tx, companyId, id, true);
  if (!current) throw transferNotFound();
  const next = transferTransition(current.status, action);
  if (!next) throw invalidTransition('stock_transfer', current.status, TRANSFER_ACTION_TARGET[action]);
  return { ...current, next };
}

/** Writes `values` on the company's transfer `id`. */
async function setTransfer(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<typeof stockTransfers.$inferInsert>,
): Promise<void> {
  await tx
    .update(stockTransfers)
    .set(values)
    .where(and(eq(stockTransfers.company_id, companyId), eq(stockTransfers.id, id)));
}

/** The transfer's lines leaving (ship) or coming back into (cancel in transit) its source warehouse. */
async function moveAtSource(
  tx: Tx,
  companyId: string,
  actorId: string,
  transfer: StockTransferRow,
  direction: 'outbound' | 'inbound',
): Promise<void> {
  const lines = await transferLines(tx, companyId, transfer.id);
  await applyMovements(
    tx,
    companyId,
    actorId,
    lines.map((l) => ({
      warehouseId: transfer.from_warehouse_id,
      variantId: l.variant_id,
      direction,
      quantity: l.quantity,
      reason: 'transfer' as const,
      referenceType: 'stock_transfer',
      referenceId: transfer.id,
    })),
  );
}

export async function updateTransfer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: StockTransferUpdate,
): Promise<StockTransferDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await lockFor(tx, companyId, id, 'edit');
    // A new source is checked against the lines kept; a note alone checks no quantity again.
    const lines =
      input.lines ??
      (input.from_warehouse_id !== undefined && input.from_warehouse_id !== current.from_warehouse_id
        ? await transferLines(tx, companyId, id)
        : undefined);
    const merged = {
      from_warehouse_id: input.from_warehouse_id ?? current.from_warehouse_id,
      to_warehouse_id: input.to_warehouse_id ?? current.to_warehouse_id,
      ...(lines ? { lines } : {}),
    };
    await checkTransfer(tx, companyId, merged);
    await setTransfer(tx, companyId, id, {
      from_warehouse_id: merged.from_warehouse_id,
      to_warehouse_id: merged.to_warehouse_id,
      ...(input.note !== undefined ? { note: input.note } : {}),
      updated_at: new Date(),
    });
    if (input.lines) await replaceLines(tx, companyId, id, input.lines);
    await recordEvent(tx, {
      companyId,
      type: 'stock_transfer.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return detail(tx, companyId, id);
  });
}

/** draft → in_transit: the lines leave the source warehouse (409 insufficient_stock if it lacks them). */
export async function shipTransfer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<StockTransferDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await lockFor(tx, companyId, id, 'ship');
    await requireWarehouses(tx, companyId, {
      from_warehouse_id: current.from_warehouse_id,
      to_warehouse_id: current.to_warehouse_id,
    });
    await moveAtSource(tx, companyId, actorId, current, 'outbound');
    const now = new Date();
    await setTransfer(tx, companyId, id, {
      status: 'in_transit',
      shipped_by: actorId,
      shipped_at: now,
      updated_at: now,
    });
    await recordEvent(tx, {
      companyId,
      type: 'stock_transfer.shipped',
      subjectId: id,
      actorUserId: actorId,
      payload: { from_warehouse_id: current.from_warehouse_id },
    });
    return detail(tx, companyId, id);
  });
}

/**
 * in_transit → received: what arrived enters the destination. Lines not given arrive in full. A
 * smaller received quantity is a loss in transit: the shipped units come in and the missing ones go
 * out again as `transfer_loss` (core transferReceipt), so the shortfall has its movement (and its
 * value leaves the books, stock-postings.ts); it is also the line's difference and in the event.
 * More than shipped is refused (422 on the line's received_quantity): extra units that turn up are
 * a stock adjustment of the destination, not stock no warehouse gave.
 */
export async function receiveTransfer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: StockTransferReceive,
): Promise<StockTransferDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await lockFor(tx, companyId, id, 'receive');
    const lines = await transferLines(tx, companyId, id);
    const shippedOf = new Map(lines.map((l) => [l.variant_id, l.quantity]));
    const errors: Record<string, FieldMessage[]> = {};
    (input.lines ?? []).forEach((l, i) => {
      const shipped = shippedOf.get(l.variant_id);
      if (shipped === undefined) errors[`lines.${i}.variant_id`] = ['stock.not_in_transfer'];
      else if (!receivedWithinShipped(shipped, l.received_quantity)) {
        errors[`lines.${i}.received_quantity`] = [
          { key: 'stock.received_above_shipped', params: { shipped } },
        ];
      }
    });
    if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);
    await requireWarehouses(tx, companyId, { to_warehouse_id: current.to_warehouse_id });
    const given = new Map((input.lines ?? []).map((l) => [l.variant_id, l.received_quantity]));
    const received = lines.map((l) => ({ ...l, received: given.get(l.variant_id) ?? l.quantity }));
    const reference = { referenceType: 'stock_transfer', referenceId: id };
    await applyMovements(
      tx,
      companyId,
      actorId,
      received.flatMap((l): MovementInput[] => {
        const { inbound, lost } = transferReceipt(l.quantity, l.received);
        const at = { warehouseId: current.to_warehouse_id, variantId: l.variant_id, ...reference };
        return [
          ...(inbound > 0
            ? [{ ...at, direction: 'inbound' as const, quantity: inbound, reason: 'transfer' as const }]
            : []),
          ...(lost > 0
            ? [{ ...at, direction: 'outbound' as const, quantity: lost, reason: 'transfer_loss' as const }]
            : []),
        ];
      }),
    );
    for (const l of received) {
      await tx
        .update(stockTransferLines)
        .set({ received_quantity: l.received })
        .where(
          and(
            eq(stockTransferLines.company_id, companyId),
            eq(stockTransferLines.transfer_id, id),
            eq(stockTransferLines.variant_id, l.variant_id),
          ),
        );
    }
    const now = new Date();
    await setTransfer(tx, companyId, id, {
      status: 'received',
      received_by: actorId,
      received_at: now,
      updated_at: now,
    });
    await recordEvent(tx, {
      companyId,
      type: 'stock_transfer.received',
      subjectId: id,
      actorUserId: actorId,
      payload: {
        to_warehouse_id: current.to_warehouse_id,
        differences: received
          .filter((l) => l.received !== l.quantity)
          .map((l) => ({ variant_id: l.variant_id, difference: l.received - l.quantity })),
      },
    });
    return detail(tx, companyId, id);
  });
}

/** Cancels a draft (nothing moved) or a transfer in transit (the shipped quantities return to the source). */
export async function cancelTransfer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<StockTransferDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await lockFor(tx, companyId, id, 'cancel');
    if (cancelReturnsStock(current.status)) await moveAtSource(tx, companyId, actorId, current, 'inbound');
    await setTransfer(tx, companyId, id, { status: 'cancelled', updated_at: new Date() });
    await recordEvent(tx, {
      companyId,
      type: 'stock_transfer.cancelled',
      subjectId: id,
      actorUserId: actorId,
      payload: { from_status: current.status, stock_returned: cancelReturnsStock(current.status) },
    });
    return detail(tx, companyId, id);
  });
}

/** The transfer note PDF in `locale`. */
export async function transferNotePdf(
  ctx: AppContext,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<{ pdf: Buffer; reference: string }> {
  const transfer = await detail(ctx.db, scope.companyId, id);
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return {
    pdf: await renderTransferNote(transfer, company?.name ?? '', locale),
    reference: transfer.reference,
  };
}
