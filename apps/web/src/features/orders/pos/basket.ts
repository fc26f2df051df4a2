import { type OrderCreate, type PriceOrderResult, priceOrder, type Tax } from '@comptoir/core';

// The point of sale's basket: what is being sold, as pure functions the screen calls. Totals come
// from priceOrder, the function the server prices the order with, so the screen shows its figure.

export interface BasketLine {
  variantId: string;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  /** unit price, minor units */
  price: number;
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
}

/** Where to deliver, when the order leaves with a courier instead of over the counter. */
export interface BasketDelivery {
  line1: string;
  district: string;
  city: string;
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

const variantTitle = (title: string) => (title === 'Default Title' ? null : title);

/** Adds one unit: a new line, or one more on the variant's line. */
export function addVariant(basket: Basket, variant: SellableVariant): Basket {
  const existing = basket.lines.find((line) => line.variantId === variant.id);
  if (existing) return setQuantity(basket, variant.id, existing.quantity + 1);
  const line: BasketLine = {
    variantId: variant.id,
    title: variant.product?.title ?? variant.title,
    variantTitle: variant.product ? variantTitle(variant.title) : null,
    sku: variant.sku,
    price: variant.price,
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

export const itemCount = (basket: Basket) => basket.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The basket priced as the server will: the company's default taxes on every line. */
export function basketTotals(
  basket: Basket,
  currency: { alpha: string; precision: number },
  defaultTaxes: readonly Tax[],
): PriceOrderResult {
  return priceOrder({
    currency,
    lines: basket.lines.map((line) => ({
      price: line.price,
      quantity: line.quantity,
      discounts:
        line.discountPercent > 0
          ? [{ discount_type: 'percentage' as const, discount_value: line.discountPercent }]
          : [],
      taxes: defaultTaxes,
    })),
    discounts: basket.discount
      ? [{ discount_type: basket.discount.type, discount_value: basket.discount.value }]
      : [],
  });
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
    ...(basket.delivery
      ? {
          shipping_address: {
            line1: basket.delivery.line1.trim(),
            district: basket.delivery.district.trim() || null,
            city: basket.delivery.city.trim(),
            phone: basket.customer?.phone ?? null,
            recipient_name: basket.customer?.name ?? null,
          },
        }
      : {}),
    lines: basket.lines.map((line) => ({
      variant_id: line.variantId,
      quantity: line.quantity,
      ...(line.discountPercent > 0
        ? { discounts: [{ discount_type: 'percentage' as const, discount_value: line.discountPercent }] }
        : {}),
    })),
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
