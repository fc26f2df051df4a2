// An order's three status axes and the moves allowed on each (SPEC §4 lists the values and leaves
// the transitions to us). Anything not listed here is refused with 409 invalid_transition.

/** Where the order is in its life: a draft or quotation becomes an order when confirmed. */
export const ORDER_STATUSES = ['draft', 'quotation', 'confirmed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC §4 delivery status values. */
export const DELIVERY_STATUSES = ['idle', 'pending', 'taken_in_charge', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** SPEC §4 payment status values. */
export const PAYMENT_STATUSES = [
  'pending',
  'partially_paid',
  'paid',
  'partially_credited',
  'fully_credited',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DELIVERY_MODES = ['delivery', 'pickup', 'online'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  // A draft can be sent as a quotation, confirmed, or abandoned.
  draft: ['quotation', 'confirmed', 'cancelled'],
  // A quotation the customer accepts becomes an order; one they refuse is cancelled.
  quotation: ['draft', 'confirmed', 'cancelled'],
  // Completed once delivered (or handed over) and paid; cancelling gives the stock back.
  confirmed: ['completed', 'cancelled'],
  // Corrections after completion are returns and credit notes, not status changes.
  completed: [],
  cancelled: [],
};

const DELIVERY_MOVES: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  // idle: nothing asked of a courier yet (a pickup order is handed over straight from idle).
  idle: ['pending', 'delivered', 'cancelled'],
  // pending: waiting for a courier to take it.
  pending: ['taken_in_charge', 'delivered', 'cancelled', 'idle'],
  // A courier who could not deliver brings it back: pending again, for another attempt.
  taken_in_charge: ['delivered', 'pending', 'cancelled'],
  delivered: [],
  // A cancelled delivery can be scheduled again.
  cancelled: ['pending'],
};

/**
 * A pickup or online order has no courier: it is handed over (delivered) or not (cancelled), straight from idle.
 * 'pending' and 'taken_in_charge' would list it for couriers, yet no delivery exists for it. An order set to
 * one of them before this rule goes on to handed over, cancelled or back to idle.
 */
const HANDED_OVER_MOVES: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  idle: ['delivered', 'cancelled'],
  pending: ['delivered', 'cancelled', 'idle'],
  taken_in_charge: ['delivered', 'cancelled', 'idle'],
  delivered: [],
  cancelled: ['idle'],
};

const deliveryMoves = (mode: DeliveryMode) => (mode === 'delivery' ? DELIVERY_MOVES : HANDED_OVER_MOVES);

/**
 * Where a new order's delivery starts: a confirmed delivery waits for a courier; a confirmed sale at
 * the counter (POS, pickup) leaves with its customer, so it is handed over already; anything else
 * (a draft, a quotation, an order to collect later) has nothing asked of anyone yet.
 */
export function initialDeliveryStatus(order: {
  confirmed: boolean;
  mode: DeliveryMode;
  channel: string;
}): DeliveryStatus {
  if (!order.confirmed) return 'idle';
  if (order.mode === 'delivery') return 'pending';
  return order.mode === 'pickup' && order.channel === 'pos' ? 'delivered' : 'idle';
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** Whether an order's delivery status may go from `from` to `to`; a courier's steps only for mode 'delivery'. */
export function canMoveDelivery(
  from: DeliveryStatus,
  to: DeliveryStatus,
  mode: DeliveryMode = 'delivery',
): boolean {
  return deliveryMoves(mode)[from].includes(to);
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_MOVES[from];
}

export function nextDeliveryStatuses(
  from: DeliveryStatus,
  mode: DeliveryMode = 'delivery',
): readonly DeliveryStatus[] {
  return deliveryMoves(mode)[from];
}

/** Whether an order in this status holds stock: confirmed and completed orders have taken theirs. */
export function holdsStock(status: OrderStatus): boolean {
  return status === 'confirmed' || status === 'completed';
}

/**
 * Whether an order is an offer still, a draft or a quotation: nothing is owed, paid or sent yet, so
 * its payment and delivery statuses say nothing to show.
 */
export function isOffer(status: OrderStatus): boolean {
  return status === 'draft' || status === 'quotation';
}

export interface PaymentFigures {
  /** The order's total, minor units. */
  total: number;
  /** Sum of payments received, net of refunds paid back. */
  paid: number;
  /** Sum of credit notes and approved returns' value. */
  credited: number;
  /** The order was cancelled. */
  cancelled: boolean;
}

/**
 * The payment status follows from the money, never set by hand: credits first (a return changes
 * what is owed), then payments. A cancelled order with nothing paid is cancelled.
 */
export function derivePaymentStatus({ total, paid, credited, cancelled }: PaymentFigures): PaymentStatus {
  if (credited > 0) return credited >= total ? 'fully_credited' : 'partially_credited';
  if (cancelled && paid <= 0) return 'cancelled';
  if (paid <= 0) return total <= 0 ? 'paid' : 'pending';
  return paid >= total ? 'paid' : 'partially_paid';
}

/**
 * What the customer still owes (never negative: an overpayment is change due, not credit). A cancelled
 * order owes nothing: what was paid on it is owed back instead (orderAmounts' owedToCustomer).
 */
export function balanceDue({
  total,
  paid,
  credited,
  cancelled = false,
}: Omit<PaymentFigures, 'cancelled'> & { cancelled?: boolean }): number {
  return cancelled ? 0 : Math.max(0, total - credited - paid);
}
