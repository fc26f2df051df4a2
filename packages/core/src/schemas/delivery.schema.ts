import { z } from 'zod';
import { DELIVERY_STATUSES } from '../orders/order-statuses.ts';

// Payloads of /deliveries. A delivery's status is its order's delivery status (SPEC §4).

export const TRANSPORT_MODES = ['Road', 'Air', 'Sea', 'Rail', 'Courrier', 'Mix'] as const;

const id = z.uuid();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const deliveryCreateSchema = z.object({
  order_id: id,
  courier_id: id.nullable().optional(),
  transport_mode: z.enum(TRANSPORT_MODES).optional(),
  scheduled_for: z.iso.datetime({ offset: true }).nullable().optional(),
  instructions: optionalText(1000),
});
export type DeliveryCreate = z.input<typeof deliveryCreateSchema>;

export const deliveryUpdateSchema = deliveryCreateSchema.omit({ order_id: true });
export type DeliveryUpdate = z.input<typeof deliveryUpdateSchema>;

export const deliveryStatusChangeSchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  note: optionalText(500),
  /** a photo of the handover (an uploaded media file) */
  proof_media_id: id.optional(),
  /** cash taken from the customer at the door, minor units (with status delivered) */
  cash_collected: z.number().int().min(0).max(1e13).optional(),
});
export type DeliveryStatusChange = z.input<typeof deliveryStatusChangeSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_reference: z.string(),
  order_total: z.number(),
  balance_due: z.number(),
  currency: z.string(),
  customer_name: z.string().nullable(),
  courier_id: z.string().nullable(),
  courier_name: z.string().nullable(),
  transport_mode: z.enum(TRANSPORT_MODES),
  status: z.enum(DELIVERY_STATUSES),
  address: z
    .object({
      recipient_name: z.string().nullable().optional(),
      phone: z.string().nullable().optional(),
      line1: z.string(),
      line2: z.string().nullable().optional(),
      district: z.string().nullable().optional(),
      city: z.string(),
      region: z.string().nullable().optional(),
      postal_code: z.string().nullable().optional(),
      country: z.string().nullable().optional(),
    })
    .nullable(),
  contact_phone: z.string().nullable(),
  scheduled_for: z.string().nullable(),
  instructions: z.string().nullable(),
  last_note: z.string().nullable(),
  proof_media_id: z.string().nullable(),
  /** short-lived signed URLs of the handover photo and its thumbnail (null until its bytes are stored) */
  proof_url: z.string().nullable(),
  proof_thumbnail_url: z.string().nullable(),
  cash_collected: z.number(),
  taken_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
