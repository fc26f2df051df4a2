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
