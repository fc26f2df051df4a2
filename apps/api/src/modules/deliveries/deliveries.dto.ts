import { balanceDue, type Delivery, orderReference } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { addressSnapshotDto } from '../orders/orders.dto.ts';
import type { DeliveryView } from './deliveries.repo.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Signed URLs of the handover photo (its 200 px thumbnail, and the photo), once its bytes are stored. */
async function proofUrls(ctx: AppContext, row: DeliveryView) {
  if (
    !row.proof_media_id ||
    !row.proof_key ||
    (row.proof_status !== 'uploaded' && row.proof_status !== 'ready')
  )
    return { proof_url: null, proof_thumbnail_url: null };
  const media = {
    id: row.proof_media_id,
    storage_key: row.proof_key,
    content_type: row.proof_content_type ?? '',
    thumbnails: row.proof_thumbnails,
  };
  return { proof_url: await mediaUrl(ctx, media), proof_thumbnail_url: await mediaUrl(ctx, media, '200') };
}

export async function toDeliveryDto(ctx: AppContext, row: DeliveryView): Promise<Delivery> {
  return {
    id: row.id,
    order_id: row.order_id,
    order_reference: orderReference(row.order_number),
    order_total: row.order_total,
    balance_due: balanceDue({
      total: row.order_total,
      paid: row.order_paid,
      credited: row.order_credited,
      cancelled: row.order_status === 'cancelled',
    }),
    currency: row.currency,
    customer_name: row.customer_name,
    courier_id: row.courier_id,
    courier_name: row.courier_name,
    transport_mode: row.transport_mode,
    status: row.status,
    address: addressSnapshotDto(row.address),
    contact_phone: row.contact_phone,
    scheduled_for: iso(row.scheduled_for),
    instructions: row.instructions,
    last_note: row.last_note,
    proof_media_id: row.proof_media_id,
    ...(await proofUrls(ctx, row)),
    cash_collected: row.cash_collected,
    taken_at: iso(row.taken_at),
    delivered_at: iso(row.delivered_at),
    created_at: row.created_at.toISOString(),
  };
}
