import { balanceDue, orderReference } from '@comptoir/core';
import type { Page } from '../../lib/paginate.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { shippingAddressDto, toOrderLineDto } from './orders.dto.ts';
import type { OrderListRow } from './orders.list.ts';
import type { OrderLineRow } from './orders.repo.ts';

/**
 * The order list's answer as JSON text, written field by field from the list's rows: exactly the text
 * JSON.stringify gives for `{ data: rows as toOrderDto shapes them, meta }` (orders.list-json.test.ts
 * compares the two, key order included). Building twenty DTOs and stringifying them was the largest
 * CPU cost of a list request after the SQL (docs/decisions.md, "The order list writes its JSON").
 * Ids come from uuid columns and are written as they are; every other string goes through
 * JSON.stringify.
 */

const text = JSON.stringify;
const id = (value: string | null) => (value === null ? 'null' : `"${value}"`);
const textOrNull = (value: string | null) => (value === null ? 'null' : text(value));
const time = (value: string | null) => (value === null ? 'null' : `"${isoTimestamp(value)}"`);

function customerJson(row: OrderListRow): string {
  return row.customer_id && row.customer_name !== null
    ? `{"id":"${row.customer_id}","name":${text(row.customer_name)},"phone":${textOrNull(row.customer_phone)}}`
    : 'null';
}

function orderJson(row: OrderListRow, lines: OrderLineRow[] | undefined): string {
  const balance = balanceDue({ total: row.total, paid: row.paid_total, credited: row.credited_total });
  const address = row.shipping_address === null ? 'null' : text(shippingAddressDto(row.shipping_address));
  const linesJson = lines ? `,"lines":${text(lines.map(toOrderLineDto))}` : '';
  return (
    `{"id":"${row.id}","number":${row.number},"reference":${text(orderReference(row.number))}` +
    `,"shop_id":"${row.shop_id}","warehouse_id":"${row.warehouse_id}","customer_id":${id(row.customer_id)}` +
    `,"customer":${customerJson(row)},"seller_id":${id(row.seller_id)},"status":${text(row.status)}` +
    `,"payment_status":${text(row.payment_status)},"delivery_status":${text(row.delivery_status)}` +
    `,"delivery_mode":${text(row.delivery_mode)},"channel":${text(row.channel)},"currency":${text(row.currency)}` +
    `,"subtotal":${row.subtotal},"discount_total":${row.discount_total},"tax_total":${row.tax_total}` +
    `,"shipping_total":${row.shipping_total},"total":${row.total},"paid_total":${row.paid_total}` +
    `,"credited_total":${row.credited_total},"balance_due":${balance},"discounts":${text(row.discounts)}` +
    `,"shipping_address":${address},"notes":${textOrNull(row.notes)},"confirmed_at":${time(row.confirmed_at)}` +
    `,"completed_at":${time(row.completed_at)},"cancelled_at":${time(row.cancelled_at)}` +
    `,"created_by":${id(row.created_by)},"created_at":${time(row.created_at)},"updated_at":${time(row.updated_at)}` +
    `${linesJson}}`
  );
}

/** `{"data":[…],"meta":{…}}` for a page of the list; `lines` when the request includes them. */
export function orderListJson(page: Page<OrderListRow>, lines?: OrderLineRow[]): string {
  let byOrder: Map<string, OrderLineRow[]> | null = null;
  if (lines) {
    byOrder = new Map();
    for (const line of lines) {
      const own = byOrder.get(line.order_id);
      if (own) own.push(line);
      else byOrder.set(line.order_id, [line]);
    }
  }
  let out = '{"data":[';
  for (let i = 0; i < page.rows.length; i++) {
    const row = page.rows[i]!;
    if (i > 0) out += ',';
    out += orderJson(row, byOrder ? (byOrder.get(row.id) ?? []) : undefined);
  }
  return `${out}],"meta":${text(page.meta)}}`;
}
