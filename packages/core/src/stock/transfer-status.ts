import type { StockTransferStatus } from '../schemas/stock.schema.ts';

export type TransferAction = 'ship' | 'receive' | 'cancel' | 'edit';

/**
 * draft → in_transit (ship: stock leaves the source) → received (stock enters the destination);
 * draft → cancelled (nothing moved); in_transit → cancelled (the shipped stock returns to the source).
 * Only a draft can be edited. Received and cancelled are final.
 */
const TRANSITIONS: Record<StockTransferStatus, Partial<Record<TransferAction, StockTransferStatus>>> = {
  draft: { edit: 'draft', ship: 'in_transit', cancel: 'cancelled' },
  in_transit: { receive: 'received', cancel: 'cancelled' },
  received: {},
  cancelled: {},
};

/** The status after `action`, or null when the transfer cannot do it from `from`. */
export function transferTransition(
  from: StockTransferStatus,
  action: TransferAction,
): StockTransferStatus | null {
  return TRANSITIONS[from][action] ?? null;
}

/** The status an action aims for, to name it in an invalid-transition message. */
export const TRANSFER_ACTION_TARGET: Record<TransferAction, StockTransferStatus> = {
  edit: 'draft',
  ship: 'in_transit',
  receive: 'received',
  cancel: 'cancelled',
};

/** What cancelling does to stock: nothing for a draft, the shipped quantities back to the source in transit. */
export function cancelReturnsStock(from: StockTransferStatus): boolean {
  return from === 'in_transit';
}

/**
 * Whether `received` units can be recorded against a line that shipped `shipped`: more than was
 * shipped would come from nowhere (no warehouse gave them, no entry values them), so it is refused;
 * extra units found on arrival are a stock adjustment of the destination (docs/decisions.md,
 * "A transfer is received at most as shipped").
 */
export const receivedWithinShipped = (shipped: number, received: number): boolean =>
  Number.isInteger(received) && received >= 0 && received <= shipped;

/**
 * What receiving one transfer line posts at the destination. The units shipped come in (`inbound`),
 * and those that never arrived leave again as lost in transit (`lost`, a transfer_loss movement): the
 * shortfall is on the record, and the destination's balance still ends at what was received.
 * Throws on a quantity receivedWithinShipped refuses: the caller answers it as a field error first.
 */
export function transferReceipt(shipped: number, received: number): { inbound: number; lost: number } {
  if (!receivedWithinShipped(shipped, received)) {
    throw new RangeError(`received ${received} of ${shipped} shipped`);
  }
  return { inbound: shipped, lost: shipped - received };
}
