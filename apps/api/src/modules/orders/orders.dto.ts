import { balanceDue, type Order, type OrderLine, type OrderPayment, orderReference } from '@comptoir/core';
import type { AddressSnapshot } from '../../db/schema/orders.ts';
import { isoTimestamp, isoTimestampOrNull } from '../../lib/timestamps.ts';
import type { OrderPaymentRow } from './order-payments.repo.ts';
import type { OrderListRow } from './orders.list.ts';
import type { OrderHistoryRow, OrderLineRow, OrderRow } from './orders.repo.ts';

/** An address snapshot (an order's delivery address, a delivery's) as the API gives it: every field, unset ones null. */
export function addressSnapshotDto(address: AddressSnapshot | null | undefined): Order['shipping_address'] {
  return address
    ? {
        recipient_name: address.recipient_name ?? null,
        phone: address.phone ?? null,
        line1: address.line1,
        line2: address.line2 ?? null,
        district: address.district ?? null,
        city: address.city,
        region: address.region ?? null,
        postal_code: address.postal_code ?? null,
        country: address.country ?? null,
      }
    : null;
}

export function toOrderLineDto(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    position: row.position,
    source: row.source,
    variant_id: row.variant_id,
    product_id: row.product_id,
    title: row.title,
    variant_title: row.variant_title,
    sku: row.sku,
    price: row.price,
    quantity: row.quantity,
    discounts: row.discounts,
    taxes: row.taxes.map((t) => ({
      id: t.id,
      code: t.code,
      label: t.label,
      rate: t.rate,
      fixed_amount: t.fixed_amount,
      amount: t.amount,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    tax_total: row.tax_total,
    total: row.total,
  };
}

export function toOrderPaymentDto(row: OrderPaymentRow): OrderPayment {
  return {
    id: row.id,
    kind: row.kind,
    payment_method: { id: row.method_id, name: row.method_name, kind: row.method_kind },
    amount: row.amount,
    tendered: row.tendered,
    reference: row.reference,
    received_at: row.received_at.toISOString(),
  };
}

export interface OrderExtras {
  lines?: OrderLineRow[];
  history?: OrderHistoryRow[];
  payments?: OrderPaymentRow[];
  customer?: { id: string; name: string; phone: string | null } | null;
}

/** The API shape of an order (a row, or a list row with its timestamps as text); lines, history, payments and customer only when loaded. */
export function toOrderDto(row: OrderRow | OrderListRow, extras: OrderExtras = {}): Order {
  return {
    id: row.id,
    number: row.number,
    reference: orderReference(row.number),
    shop_id: row.shop_id,
    warehouse_id: row.warehouse_id,
    customer_id: row.customer_id,
    ...(extras.customer !== undefined ? { customer: extras.customer } : {}),
    seller_id: row.seller_id,
    status: row.status,
    payment_status: row.payment_status,
    delivery_status: row.delivery_status,
    delivery_mode: row.delivery_mode,
    channel: row.channel,
    currency: row.currency,
    subtotal: row.subtotal,
    discount_total: row.discount_total,
    tax_total: row.tax_total,
    shipping_total: row.shipping_total,
    total: row.total,
    paid_total: row.paid_total,
    credited_total: row.credited_total,
    balance_due: balanceDue({
      total: row.total,
      paid: row.paid_total,
      credited: row.credited_total,
      cancelled: row.status === 'cancelled',
    }),
    discounts: row.discounts,
    shipping_address: addressSnapshotDto(row.shipping_address),
    notes: row.notes,
    confirmed_at: isoTimestampOrNull(row.confirmed_at),
    completed_at: isoTimestampOrNull(row.completed_at),
    cancelled_at: isoTimestampOrNull(row.cancelled_at),
    created_by: row.created_by,
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    ...(extras.lines ? { lines: extras.lines.map(toOrderLineDto) } : {}),
    ...(extras.history
      ? {
          history: extras.history.map((h) => ({
            id: h.id,
            type: h.type,
            from_value: h.from_value,
            to_value: h.to_value,
            note: h.note,
            user_id: h.user_id,
            created_at: h.created_at.toISOString(),
          })),
        }
      : {}),
    ...(extras.payments ? { payments: extras.payments.map(toOrderPaymentDto) } : {}),
  };
}
