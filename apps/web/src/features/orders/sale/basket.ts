import {
  type OrderCreate,
  type OrderDiscountInput,
  type PriceOrderResult,
  priceOrder,
  shownVariantTitle,
  type Tax,
  unitTotal,
} from '@comptoir/core';
import type { PendingCustomer } from './pending-customer.ts';

// The basket of the sale screens (the point of sale and the back office's new order): what is
// being sold, as pure functions the screens call. Totals come from priceOrder, the function the
// server prices the order with, so the screen shows its figure.

export interface BasketLine {
  variantId: string;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  /** unit price, minor units */
  price: number;
  /** the variant's own price when added; a different price is sent as the line's price */
  catalogPrice?: number;
  quantity: number;
  /** a percentage off this line, 0 for none */
  discountPercent: number;
}

export interface OrderDiscount {
  type: 'percentage' | 'fixed';
  /** percent, or minor units */
  value: number;
}

/** Who is buying, as the screen shows them; null for a walk-in customer. */
export interface BasketCustomer {
  id: string;
  name: string;
  phone: string | null;
  /** created at the counter without a connection: not on the server yet (pending-customer.ts) */
  pending?: PendingCustomer;
}

/** Where to deliver, when the order leaves with a courier instead of over the counter. */
export interface BasketDelivery {
  line1: string;
  district: string;
  city: string;
  /** who receives the parcel; blank or absent: the customer */
  recipientName?: string;
  /** the number the courier calls; blank or absent: the customer's */
  phone?: string;
}

export interface Basket {
  lines: BasketLine[];
  discount: OrderDiscount | null;
  customer: BasketCustomer | null;
  delivery: BasketDelivery | null;
}

export const emptyBasket: Basket = { lines: [], discount: null, customer: null, delivery: null };

export interface SellableVariant {
  id: string;
  title: string;
  sku: string | null;
  price: number;
  product?: { title: string } | undefined;
}

/** Adds one unit: a new line, or one more on the variant's line. */
export function addVariant(basket: Basket, variant: SellableVariant): Basket {
  const existing = basket.lines.find((line) => line.variantId === variant.id);
  if (existing) return setQuantity(basket, variant.id, existing.quantity + 1);
  const line: BasketLine = {
    variantId: variant.id,
    title: variant.product?.title ?? variant.title,
    variantTitle: variant.product ? shownVariantTitle(variant.title) : null,
    sku: variant.sku,
    price: variant.price,
    catalogPrice: variant.price,
    quantity: 1,
    discountPercent: 0,
  };
  return { ...basket, lines: [...basket.lines, line] };
}

/** A quantity of 0 or less removes the line; quantities are whole units. */
export function setQuantity(basket: Basket, variantId: string, quantity: number): Basket {
  const units = Math.floor(quantity);
  if (!Number.isFinite(units) || units <= 0) return removeLine(basket, variantId);
  return {
    ...basket,
    lines: basket.lines.map((line) =>
      line.variantId === variantId ? { ...line, quantity: Math.min(units, 100_000) } : line,
    ),
  };
}

export function removeLine(basket: Basket, variantId: string): Basket {
  return { ...basket, lines: basket.lines.filter((line) => line.variantId !== variantId) };
}

export function setLineDiscount(basket: Basket, variantId: string, percent: number): Basket {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return {
    ...basket,
    lines: basket.lines.map((line) =>
      line.variantId === variantId ? { ...line, discountPercent: clamped } : line,
    ),
  };
}

/** A price typed for this sale (minor units, never negative). */
export function setLinePrice(basket: Basket, variantId: string, price: number): Basket {
  const minor = Math.max(0, Math.round(Number.isFinite(price) ? price : 0));
  return {
    ...basket,
    lines: basket.lines.map((line) => (line.variantId === variantId ? { ...line, price: minor } : line)),
  };
}

export function setOrderDiscount(basket: Basket, discount: OrderDiscount | null): Basket {
  if (!discount || !(discount.value > 0)) return { ...basket, discount: null };
  const value = discount.type === 'percentage' ? Math.min(100, discount.value) : Math.round(discount.value);
  return { ...basket, discount: { type: discount.type, value } };
}

export function setCustomer(basket: Basket, customer: BasketCustomer | null): Basket {
  return { ...basket, customer };
}

export function setDelivery(basket: Basket, delivery: BasketDelivery | null): Basket {
  return { ...basket, delivery };
}

/** A delivery needs at least a street (or landmark) and a city. */
export const deliveryReady = (basket: Basket) =>
  basket.delivery === null || (basket.delivery.line1.trim() !== '' && basket.delivery.city.trim() !== '');

/** A line's name as the sale screens show it: "Pagne wax — L", or the product alone. */
export const basketLineName = (line: Pick<BasketLine, 'title' | 'variantTitle'>) =>
  line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title;

/** What the basket holds, in a line a cashier reads at a glance: "Pagne wax ×2, Savon noir". */
export const basketSummary = (basket: Basket) =>
  basket.lines
    .map((line) => {
      const name = basketLineName(line);
      return line.quantity === 1 ? name : `${name} ×${line.quantity}`;
    })
    .join(', ');

export const itemCount = (basket: Basket) => basket.lines.reduce((sum, line) => sum + line.quantity, 0);

/** What else an order may carry beyond the basket: discount codes' terms and a shipping line. */
export interface PricingExtras {
  /** the discounts of the codes given, priced before the typed one (as the server does) */
  codeDiscounts?: readonly OrderDiscountInput[];
  /** the delivery fee, minor units; null or absent for none */
  shipping?: number | null;
}

const lineDiscounts = (line: BasketLine) =>
  line.discountPercent > 0
    ? [{ discount_type: 'percentage' as const, discount_value: line.discountPercent }]
    : [];

/**
 * The basket priced as the server will: the company's default taxes on every line, the codes'
 * discounts then the typed one, and the shipping line last (untaxed, never discounted).
 */
export function basketTotals(
  basket: Basket,
  currency: { alpha: string; precision: number },
  defaultTaxes: readonly Tax[],
  extras: PricingExtras = {},
): PriceOrderResult {
  const shipping = extras.shipping ?? null;
  return priceOrder({
    currency,
    lines: [
      ...basket.lines.map((line) => ({
        price: line.price,
        quantity: line.quantity,
        discounts: lineDiscounts(line),
        taxes: defaultTaxes,
      })),
      ...(shipping !== null
        ? [{ price: shipping, quantity: 1, source: 'shipping' as const, taxes: [] }]
        : []),
    ],
    discounts: [
      ...(extras.codeDiscounts ?? []),
      ...(basket.discount
        ? [{ discount_type: basket.discount.type, discount_value: basket.discount.value }]
        : []),
    ],
  });
}

/** What one unit at `price` costs the customer: taxed as basketTotals taxes a line, before any discount. */
export function unitPriceToPay(
  price: number,
  currency: { alpha: string; precision: number },
  defaultTaxes: readonly Tax[],
): number {
  return unitTotal({ currency, price, taxes: defaultTaxes });
}

/** Each line's unit price as the counter shows it, taxes added, in the basket's order. */
export function basketUnitPrices(
  basket: Basket,
  currency: { alpha: string; precision: number },
  defaultTaxes: readonly Tax[],
): number[] {
  return basket.lines.map((line) => unitPriceToPay(line.price, currency, defaultTaxes));
}

/** The basket's lines as POST /orders takes them: by variant, with a price only when it was changed. */
export function basketLineInputs(basket: Basket): OrderCreate['lines'] {
  return basket.lines.map((line) => ({
    variant_id: line.variantId,
    quantity: line.quantity,
    ...(line.catalogPrice !== undefined && line.price !== line.catalogPrice ? { price: line.price } : {}),
    ...(line.discountPercent > 0 ? { discounts: lineDiscounts(line) } : {}),
  }));
}

/**
 * Where to deliver, as the order keeps it: the name on the parcel and the number to call are the
 * delivery's own when it has them (a saved address for someone else), the customer's otherwise.
 */
export function shippingAddress({ delivery, customer }: Pick<Basket, 'delivery' | 'customer'>) {
  if (!delivery) return null;
  return {
    line1: delivery.line1.trim(),
    district: delivery.district.trim() || null,
    city: delivery.city.trim(),
    phone: delivery.phone?.trim() || customer?.phone || null,
    recipient_name: delivery.recipientName?.trim() || customer?.name || null,
  };
}

/** The body of POST /orders for this basket, paid with `payments`. */
export function saleBody(
  basket: Basket,
  payments: { payment_method_id: string; amount: number; reference?: string | null }[],
): OrderCreate {
  return {
    status: 'confirmed',
    channel: 'pos',
    delivery_mode: basket.delivery ? 'delivery' : 'pickup',
    ...(basket.customer ? { customer_id: basket.customer.id } : {}),
    ...(basket.delivery ? { shipping_address: shippingAddress(basket) } : {}),
    lines: basketLineInputs(basket),
    ...(basket.discount
      ? { discounts: [{ discount_type: basket.discount.type, discount_value: basket.discount.value }] }
      : {}),
    payments: payments.filter((p) => p.amount > 0),
  };
}

/** The body of POST /orders that saves the basket as a quotation: no stock taken, nothing paid. */
export function quotationBody(basket: Basket): OrderCreate {
  const { payments: _none, ...body } = saleBody(basket, []);
  return { ...body, status: 'quotation', channel: 'admin' };
}
