// Purchasing: the life of a purchase order (draft → submitted → approved → partially received →
// received, or cancelled), what is still to receive and to bill on each line, and the status of a
// supplier bill, which follows from what was paid on it.

/** SPEC §3 purchase document kinds. */
export const PURCHASE_DOCUMENT_KINDS = { PURCHASE_ORDER: 0, BILL: 1 } as const;

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** The moves a person makes; receiving moves an order on by itself (statusAfterReceipt). */
export type PurchaseOrderAction = 'submit' | 'approve' | 'reopen' | 'cancel';

const ACTION_TARGET: Record<PurchaseOrderAction, PurchaseOrderStatus> = {
  submit: 'submitted',
  approve: 'approved',
  reopen: 'draft',
  cancel: 'cancelled',
};

const ALLOWED_FROM: Record<PurchaseOrderAction, readonly PurchaseOrderStatus[]> = {
  submit: ['draft'],
  approve: ['draft', 'submitted'],
  // A submitted order sent back for changes.
  reopen: ['submitted'],
  // Once goods have come in, the order can no longer be cancelled: they are in stock and owed.
  cancel: ['draft', 'submitted', 'approved'],
};

/** The status an action leads to, or null when the order's status does not allow it. */
export function purchaseOrderTransition(
  from: PurchaseOrderStatus,
  action: PurchaseOrderAction,
): PurchaseOrderStatus | null {
  return ALLOWED_FROM[action].includes(from) ? ACTION_TARGET[action] : null;
}

/** Lines, supplier, warehouse and dates change only before approval: an approved order is a commitment. */
export const isPurchaseOrderEditable = (status: PurchaseOrderStatus) =>
  status === 'draft' || status === 'submitted';

/** Goods are received against an approved order, until every unit has arrived. */
export const canReceivePurchaseOrder = (status: PurchaseOrderStatus) =>
  status === 'approved' || status === 'partially_received';

/** A bill can be drawn from an order once it is approved (and not cancelled). */
export const canBillPurchaseOrder = (status: PurchaseOrderStatus) =>
  status === 'approved' || status === 'partially_received' || status === 'received';

/** Units of a line still to come in. */
export const outstandingQuantity = (line: { quantity: number; received_quantity: number }) =>
  Math.max(line.quantity - line.received_quantity, 0);

/** After a receipt: received once every line is complete, else partially received. */
export function statusAfterReceipt(
  lines: readonly { quantity: number; received_quantity: number }[],
): 'partially_received' | 'received' {
  return lines.every((line) => outstandingQuantity(line) === 0) ? 'received' : 'partially_received';
}

/**
 * The problem with receiving `quantity` units of a line, or null: at least one, and never more
 * than the line still expects (an over-receipt is refused, not silently accepted).
 */
export function receiptQuantityError(
  line: { quantity: number; received_quantity: number },
  quantity: number,
): 'invalid_quantity' | 'over_receipt' | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'invalid_quantity';
  return quantity > outstandingQuantity(line) ? 'over_receipt' : null;
}

/**
 * What a bill drawn from an order is for: 'received' bills the units that came in and are not billed
 * yet (pay for what arrived); 'ordered' bills every ordered unit not billed yet (a supplier who asks
 * to be paid before shipping).
 */
export type BillingBasis = 'received' | 'ordered';
export const BILLING_BASES = ['received', 'ordered'] as const;

export function billableQuantity(
  line: { quantity: number; received_quantity: number },
  billed: number,
  basis: BillingBasis,
): number {
  const ceiling = basis === 'received' ? line.received_quantity : line.quantity;
  return Math.max(ceiling - billed, 0);
}

export const SUPPLIER_BILL_STATUSES = ['draft', 'open', 'partially_paid', 'paid', 'cancelled'] as const;
export type SupplierBillStatus = (typeof SUPPLIER_BILL_STATUSES)[number];

/** An open bill's status from what was paid on it: open, partially paid or paid. */
export function billPaymentStatus(total: number, paid: number): 'open' | 'partially_paid' | 'paid' {
  if (paid <= 0) return total <= 0 ? 'paid' : 'open';
  return paid >= total ? 'paid' : 'partially_paid';
}

/** What is still owed on a bill (0 for drafts and cancelled bills: they owe nothing). */
export function billBalanceDue(bill: {
  status: SupplierBillStatus;
  total: number;
  paid_total: number;
}): number {
  if (bill.status === 'draft' || bill.status === 'cancelled') return 0;
  return Math.max(bill.total - bill.paid_total, 0);
}

export const isBillEditable = (status: SupplierBillStatus) => status === 'draft';
/** Payments go against a bill that was entered (open) and is not fully paid. */
export const canPayBill = (status: SupplierBillStatus) => status === 'open' || status === 'partially_paid';
/** A bill can be cancelled until money has been paid on it. */
export const canCancelBill = (status: SupplierBillStatus, paid: number) =>
  (status === 'draft' || status === 'open') && paid === 0;

/** A payment is refused when it is not positive or more than the bill still owes. */
export function supplierPaymentError(
  balanceDue: number,
  amount: number,
): 'invalid_amount' | 'over_payment' | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'invalid_amount';
  return amount > balanceDue ? 'over_payment' : null;
}

/** Whole days a bill is past due on `today` (YYYY-MM-DD calendar dates), 0 when not yet due. */
export function daysOverdue(dueDate: string | null, today: string): number {
  if (!dueDate || dueDate >= today) return 0;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/**
 * Where a receipt takes the goods unless the user picks another: the order's warehouse while it is
 * one of the live warehouses offered, else (deleted since the order was sent) the default one, else
 * the first. `orderWarehouseGone` says the order's was not among them, so the screen can tell why.
 */
export function receiptWarehouse(
  orderWarehouseId: string,
  live: readonly { id: string; is_default: boolean }[] | undefined,
): { id: string; orderWarehouseGone: boolean } {
  if (!live || live.length === 0 || live.some((w) => w.id === orderWarehouseId))
    return { id: orderWarehouseId, orderWarehouseGone: false };
  return { id: (live.find((w) => w.is_default) ?? live[0]!).id, orderWarehouseGone: true };
}
