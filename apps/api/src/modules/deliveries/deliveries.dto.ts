import { balanceDue, type Delivery, orderReference } from '@comptoir/core';
import type { DeliveryView } from './deliveries.repo.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toDeliveryDto(row: DeliveryView): Delivery {
  return {
    id: row.id,
    order_id: row.order_id,
    order_reference: orderReference(row.order_number),
    order_total: row.order_total,
    balance_due: balanceDue({ total: row.order_total, paid: row.order_paid, credited: row.order_credited }),
    currency: row.currency,
    customer_name: row.customer_name,
    courier_id: row.courier_id,
    courier_name: row.courier_name,
    transport_mode: row.transport_mode,
    status: row.status,
    address: row.address
      ? {
          recipient_name: row.address.recipient_name ?? null,
          phone: row.address.phone ?? null,
          line1: row.address.line1,
          line2: row.address.line2 ?? null,
          district: row.address.district ?? null,
          city: row.address.city,
          region: row.address.region ?? null,
          postal_code: row.address.postal_code ?? null,
          country: row.address.country ?? null,
        }
      : null,
    contact_phone: row.contact_phone,
    scheduled_for: iso(row.scheduled_for),
    instructions: row.instructions,
    last_note: row.last_note,
    proof_media_id: row.proof_media_id,
    cash_collected: row.cash_collected,
    taken_at: iso(row.taken_at),
    delivered_at: iso(row.delivered_at),
    created_at: row.created_at.toISOString(),
  };
}
