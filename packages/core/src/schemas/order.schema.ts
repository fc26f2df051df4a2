import { z } from 'zod';
import {
  DELIVERY_MODES,
  DELIVERY_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from '../orders/order-statuses.ts';
import { PAYMENT_KINDS, salePaymentInputSchema } from './payment.schema.ts';

// Payloads of /orders. Amounts are integers in the currency's minor unit; percentages are numbers
// (19.25 means 19.25 %). The server prices every order with priceOrder; the client may show the
// same figures by calling priceOrder on what it sends.

const id = z.uuid();
const money = z.number().int().min(0).max(1e13);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const ORDER_CHANNELS = ['admin', 'pos', 'online'] as const;
/** The statuses an order may be created in: stock is taken only by a confirmed one. */
export const ORDER_CREATE_STATUSES = ['draft', 'quotation', 'confirmed'] as const;

export const lineDiscountInputSchema = z
  .object({
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z.number().min(0).max(1e13),
    /** how many units it covers (default: all for a percentage, once for a fixed amount) */
    units: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .refine((d) => d.discount_type !== 'percentage' || d.discount_value <= 100, {
    message: 'percentage_too_large',
    path: ['discount_value'],
  });

export const orderLineInputSchema = z
  .object({
    /** a product line; without it, a custom line that needs title and price */
    variant_id: id.optional(),
    title: z.string().trim().min(1).max(255).optional(),
    /** unit price, minor units; a product line defaults to the variant's price */
    price: money.optional(),
    quantity: z.number().int().min(1).max(1_000_000),
    discounts: z.array(lineDiscountInputSchema).max(5).optional(),
    /** the taxes of the line; absent: the company's default taxes */
    tax_ids: z.array(id).max(10).optional(),
  })
  .refine((line) => line.variant_id !== undefined || (line.title !== undefined && line.price !== undefined), {
    message: 'line_needs_variant_or_title_and_price',
    path: ['variant_id'],
  });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

export const orderDiscountInputSchema = z
  .object({
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z.number().min(0).max(1e13),
    label: z.string().trim().min(1).max(120).optional(),
  })
  .refine((d) => d.discount_type !== 'percentage' || d.discount_value <= 100, {
    message: 'percentage_too_large',
    path: ['discount_value'],
  });

export const addressSnapshotSchema = z.object({
  recipient_name: optionalText(160),
  phone: optionalText(32),
  line1: z.string().trim().min(1).max(255),
  line2: optionalText(255),
  district: optionalText(120),
  city: z.string().trim().min(1).max(120),
  region: optionalText(120),
  postal_code: optionalText(20),
  country: optionalText(2),
});

export const orderShippingInputSchema = z
  .object({
    /** a configured shipping fee; or an amount typed by hand */
    shipping_fee_id: id.optional(),
    amount: money.optional(),
    label: z.string().trim().min(1).max(120).optional(),
  })
  .refine((s) => s.shipping_fee_id !== undefined || s.amount !== undefined, {
    message: 'shipping_needs_fee_or_amount',
    path: ['shipping_fee_id'],
  });

export const orderCreateSchema = z.object({
  status: z.enum(ORDER_CREATE_STATUSES).default('confirmed'),
  shop_id: id.optional(),
  warehouse_id: id.optional(),
  customer_id: id.nullable().optional(),
  /** who sells; another user than oneself needs orders.change_user */
  seller_id: id.optional(),
  delivery_mode: z.enum(DELIVERY_MODES).default('pickup'),
  channel: z.enum(ORDER_CHANNELS).default('admin'),
  lines: z.array(orderLineInputSchema).min(1).max(200),
  /** codes of the company's discounts, checked for validity window, minimum and usage */
  discount_codes: z.array(z.string().trim().min(1).max(64)).max(5).optional(),
  /** discounts typed at the counter */
  discounts: z.array(orderDiscountInputSchema).max(5).optional(),
  shipping: orderShippingInputSchema.optional(),
  shipping_address: addressSnapshotSchema.nullable().optional(),
  notes: optionalText(2000),
  /** what the customer paid at once, split across payment methods (a confirmed order only) */
  payments: z.array(salePaymentInputSchema).max(5).optional(),
  /**
   * a point-of-sale order sent from the outbox after the connection came back: when it was sold on the device
   * (offlineSaleProblem); kept on the timeline, the books keep the server's time
   */
  sold_offline_at: z.iso.datetime({ offset: true }).optional(),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

export const orderUpdateSchema = z.object({
  customer_id: id.nullable().optional(),
  seller_id: id.optional(),
  shipping_address: addressSnapshotSchema.nullable().optional(),
  notes: optionalText(2000),
});
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: optionalText(500),
});

export const orderDeliveryStatusChangeSchema = z.object({
  delivery_status: z.enum(DELIVERY_STATUSES),
  note: optionalText(500),
});

const appliedTaxSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  rate: z.string().nullable(),
  fixed_amount: z.number().nullable(),
  amount: z.number(),
});

export const orderLineSchema = z.object({
  id: z.string(),
  position: z.number(),
  source: z.enum(['product', 'shipping', 'custom']),
  variant_id: z.string().nullable(),
  product_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  sku: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  discounts: z.array(
    z.object({ discount_type: z.string(), discount_value: z.string(), units: z.number().nullable() }),
  ),
  taxes: z.array(appliedTaxSchema),
  subtotal: z.number(),
  discount: z.number(),
  tax_total: z.number(),
  total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  note: z.string().nullable(),
  user_id: z.string().nullable(),
  created_at: z.string(),
});

/**
 * One payment (or refund) of an order as its receipt lists it: the method and the amount kept. It
 * comes with the order (include=payments, under orders.view), so a cashier without payments.view
 * still prints how the sale was paid. Cash is recorded net of the change given back.
 */
export const orderPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  payment_method: z.object({ id: z.string(), name: z.string(), kind: z.string() }),
  amount: z.number(),
  /** cash handed over beyond the amount; null when none was recorded */
  tendered: z.number().nullable(),
  /** the operator's transaction id (mobile money), a cheque number…; null when none was given */
  reference: z.string().nullable(),
  received_at: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.number(),
  reference: z.string(),
  shop_id: z.string(),
  warehouse_id: z.string(),
  customer_id: z.string().nullable(),
  customer: z
    .object({ id: z.string(), name: z.string(), phone: z.string().nullable() })
    .nullable()
    .optional(),
  seller_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  delivery_mode: z.enum(DELIVERY_MODES),
  channel: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  shipping_total: z.number(),
  total: z.number(),
  paid_total: z.number(),
  credited_total: z.number(),
  balance_due: z.number(),
  discounts: z.array(
    z.object({
      discount_id: z.string().nullable(),
      code: z.string().nullable(),
      label: z.string(),
      discount_type: z.string(),
      discount_value: z.string(),
      amount: z.number(),
    }),
  ),
  shipping_address: addressSnapshotSchema.nullable(),
  notes: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(orderLineSchema).optional(),
  history: z.array(orderHistoryEntrySchema).optional(),
  /** with include=payments: its payments and refunds not voided, oldest first */
  payments: z.array(orderPaymentSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;
