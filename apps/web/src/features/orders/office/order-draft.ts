import {
  type DeliveryMode,
  type DiscountCodeTerms,
  type DiscountRefusal,
  discountRefusal,
  matchShippingFee,
  type OrderCreate,
  type PriceOrderResult,
  type ShippingFeeChoice,
  type Tax,
} from '@comptoir/core';
import { type Basket, basketLineInputs, basketTotals, emptyBasket, shippingAddress } from '../sale/basket.ts';
import type { SavedAddress } from './saved-addresses.ts';

// An order taken in the office (a phone call, a WhatsApp message): the basket of the sale screens
// plus where it goes, who sells it, its shipping line, discount codes and notes — as pure functions
// the page calls. Totals come from priceOrder through the same basket pricing as the counter.

/** The delivery fee: a configured fee, or an amount typed for this order. */
export interface ShippingChoice {
  feeId: string | null;
  label: string;
  /** minor units; null while a typed amount is missing */
  amount: number | null;
  /** applied from the suggestion: it follows the suggestion as the order changes (followSuggestion) */
  suggested?: boolean;
}

export interface OfficeDraft {
  /** lines, typed discount, customer, and the address when the order is delivered */
  basket: Basket;
  deliveryMode: DeliveryMode;
  /** '' for the user's shop (or the company's default) */
  shopId: string;
  /** '' for the shop's warehouse */
  warehouseId: string;
  /** '' for the user who saves it */
  sellerId: string;
  shipping: ShippingChoice | null;
  codes: DiscountCodeTerms[];
  notes: string;
  /** the customer's saved addresses, the default first: what fills and is offered for the delivery */
  savedAddresses: SavedAddress[];
}

export const blankAddress = { line1: '', district: '', city: '' };

/** A new office order: most are phone orders to deliver. */
export const emptyDraft: OfficeDraft = {
  basket: { ...emptyBasket, delivery: blankAddress },
  deliveryMode: 'delivery',
  shopId: '',
  warehouseId: '',
  sellerId: '',
  shipping: null,
  codes: [],
  notes: '',
  savedAddresses: [],
};

export type OfficeStatus = 'draft' | 'quotation' | 'confirmed';

/**
 * Only an order to deliver keeps an address; switching away drops it, and switching back starts
 * from the customer's default address when they have one.
 */
export function setDeliveryMode(draft: OfficeDraft, mode: DeliveryMode): OfficeDraft {
  const restart = { ...(draft.savedAddresses[0]?.address ?? blankAddress) };
  const delivery = mode === 'delivery' ? (draft.basket.delivery ?? restart) : null;
  return { ...draft, deliveryMode: mode, basket: { ...draft.basket, delivery } };
}

/** A code once: the same code typed twice (any case) is the one already there. */
export function addCode(draft: OfficeDraft, terms: DiscountCodeTerms): OfficeDraft {
  const code = terms.code?.toUpperCase();
  if (draft.codes.some((c) => c.code?.toUpperCase() === code)) return draft;
  return { ...draft, codes: [...draft.codes, terms] };
}

export function removeCode(draft: OfficeDraft, code: string | null): OfficeDraft {
  return { ...draft, codes: draft.codes.filter((c) => c.code !== code) };
}

/** What the goods come to after line discounts, shipping excluded: what a code's minimum is checked on. */
export function goodsSubtotal(
  basket: Basket,
  currency: { alpha: string; precision: number },
  defaultTaxes: readonly Tax[],
): number {
  const priced = basketTotals({ ...basket, discount: null }, currency, defaultTaxes);
  return priced.subtotal - priced.discount_total;
}

/**
 * Why a code would not apply now (inactive, not started, expired, below its minimum, used up), or
 * null. The customer's own usage limit is only known to the server, which checks it on saving.
 */
export function codeRefusal(terms: DiscountCodeTerms, subtotal: number, now: Date): DiscountRefusal | null {
  return discountRefusal(terms, { now, subtotal, timesUsedByCustomer: 0 });
}

export interface DraftPricing {
  totals: PriceOrderResult;
  /** the shipping line's amount, null without one */
  shipping: number | null;
  /** each code with why it does not apply (null: it does, and is in the totals) */
  codes: { terms: DiscountCodeTerms; refusal: DiscountRefusal | null }[];
}

/** The order priced as the server will store it: codes that apply, then the typed discount, then shipping. */
export function draftPricing(
  draft: OfficeDraft,
  currency: { alpha: string; precision: number },
  defaultTaxes: readonly Tax[],
  now: Date,
): DraftPricing {
  const subtotal = goodsSubtotal(draft.basket, currency, defaultTaxes);
  const codes = draft.codes.map((terms) => ({ terms, refusal: codeRefusal(terms, subtotal, now) }));
  const shipping = draft.shipping ? (draft.shipping.amount ?? 0) : null;
  const totals = basketTotals(draft.basket, currency, defaultTaxes, {
    codeDiscounts: codes
      .filter((c) => c.refusal === null)
      .map((c) => ({ discount_type: c.terms.discount_type, discount_value: c.terms.discount_value })),
    shipping,
  });
  return { totals, shipping, codes };
}

/**
 * The codes known not to apply to the order as it stands: the server refuses to save an order with one (whatever
 * its status), so the screen does not offer to save it until the code is removed or the order changes.
 */
export function refusedCodes(pricing: DraftPricing): string[] {
  return pricing.codes.flatMap(({ terms, refusal }) => (refusal ? [terms.code ?? terms.label] : []));
}

/** The fee the company's rules give this order (first match by position), or null. */
export function suggestedFee(
  fees: readonly ShippingFeeChoice[],
  draft: OfficeDraft,
  shopId: string | null,
  subtotal: number,
): ShippingFeeChoice | null {
  // A delivery's fee depends on where it goes: nothing to suggest before the city is typed.
  if (draft.deliveryMode === 'delivery' && !draft.basket.delivery?.city.trim()) return null;
  return matchShippingFee(fees, {
    shopId,
    deliveryMode: draft.deliveryMode,
    city: draft.basket.delivery?.city ?? null,
    zone: draft.basket.delivery?.district ?? null,
    subtotal,
  });
}

/** What the screen can tell is missing before asking the server: translation keys by API field. */
export function draftErrors(draft: OfficeDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.basket.lines.length === 0) errors.lines = 'office.errors.no_lines';
  if (draft.deliveryMode === 'delivery') {
    if (!draft.basket.delivery?.line1.trim()) errors['shipping_address.line1'] = 'office.errors.required';
    if (!draft.basket.delivery?.city.trim()) errors['shipping_address.city'] = 'office.errors.required';
  }
  if (draft.shipping && draft.shipping.feeId === null && draft.shipping.amount === null)
    errors['shipping.amount'] = 'office.errors.required';
  return errors;
}

/** The body of POST /orders: the office's channel, and only what differs from the server's defaults. */
export function draftBody(draft: OfficeDraft, status: OfficeStatus, me: string): OrderCreate {
  const { basket, shipping } = draft;
  const notes = draft.notes.trim();
  const address = draft.deliveryMode === 'delivery' ? shippingAddress(basket) : null;
  return {
    status,
    channel: 'admin',
    delivery_mode: draft.deliveryMode,
    ...(draft.shopId ? { shop_id: draft.shopId } : {}),
    ...(draft.warehouseId ? { warehouse_id: draft.warehouseId } : {}),
    ...(draft.sellerId && draft.sellerId !== me ? { seller_id: draft.sellerId } : {}),
    ...(basket.customer ? { customer_id: basket.customer.id } : {}),
    ...(address ? { shipping_address: address } : {}),
    lines: basketLineInputs(basket),
    ...(draft.codes.length > 0
      ? { discount_codes: draft.codes.flatMap((c) => (c.code ? [c.code] : [])) }
      : {}),
    ...(basket.discount
      ? { discounts: [{ discount_type: basket.discount.type, discount_value: basket.discount.value }] }
      : {}),
    ...(shipping
      ? {
          shipping: shipping.feeId
            ? { shipping_fee_id: shipping.feeId }
            : {
                amount: shipping.amount ?? 0,
                ...(shipping.label.trim() ? { label: shipping.label.trim() } : {}),
              },
        }
      : {}),
    ...(notes ? { notes } : {}),
  };
}

/** A delivery fee of the company as a shipping choice; `suggested` when applied from the suggestion. */
export const feeChoice = (fee: ShippingFeeChoice, suggested = false): ShippingChoice => ({
  feeId: fee.id,
  label: fee.label,
  amount: fee.amount,
  ...(suggested ? { suggested } : {}),
});

/**
 * The draft with its fee as the suggestion now gives it, when the fee was applied from the suggestion: another
 * customer's address, pickup instead of delivery or a basket past a threshold changes the fee the order pays (no
 * fee once nothing is suggested). A fee picked from the list or typed by hand stays as chosen.
 */
export function followSuggestion(draft: OfficeDraft, suggested: ShippingFeeChoice | null): OfficeDraft {
  const applied = draft.shipping;
  if (!applied?.suggested) return draft;
  if (suggested?.id === applied.feeId && suggested.amount === applied.amount) return draft;
  return { ...draft, shipping: suggested ? feeChoice(suggested, true) : null };
}
