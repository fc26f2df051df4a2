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
 * What receiving one transfer line posts at the destination. The units shipped come in (`inbound`),
 * and those that never arrived leave again as lost in transit (`lost`, a transfer_loss movement): the
 * shortfall is on the record, and the destination's balance still ends at what was received. More
 * than shipped comes in as received.
 */
export function transferReceipt(shipped: number, received: number): { inbound: number; lost: number } {
  const lost = Math.max(shipped - received, 0);
  return { inbound: lost > 0 ? shipped : received, lost };
}
