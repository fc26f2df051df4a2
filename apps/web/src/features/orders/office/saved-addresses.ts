import type { CustomerAddress } from '@comptoir/core';
import type { BasketDelivery } from '../sale/basket.ts';
import { blankAddress, type OfficeDraft } from './order-draft.ts';

// The customer's address book on the office order: their default address (or first) fills the
// delivery fields, still editable; an address typed for this order is never overwritten — the
// saved ones are offered beside it instead.

/** One of the customer's saved addresses, as the order's fields take it. */
export interface SavedAddress {
  id: string;
  label: string | null;
  address: BasketDelivery;
}

/**
 * The customer's addresses, the default first. The order's form has one street line: a second
 * line (a landmark, "behind the pharmacy") is joined to it rather than lost.
 */
export function savedAddressesOf(addresses: readonly CustomerAddress[]): SavedAddress[] {
  return [...addresses]
    .sort((a, b) => Number(b.is_default) - Number(a.is_default))
    .map((a) => ({
      id: a.id,
      label: a.label,
      address: {
        line1: [a.line1, a.line2].filter((part) => part?.trim()).join(', '),
        district: a.district ?? '',
        city: a.city,
      },
    }));
}

const sameAddress = (a: BasketDelivery, b: BasketDelivery) =>
  a.line1.trim() === b.line1.trim() &&
  a.district.trim() === b.district.trim() &&
  a.city.trim() === b.city.trim();

const isBlank = (a: BasketDelivery) => !a.line1.trim() && !a.district.trim() && !a.city.trim();

/** The saved address the delivery fields hold as filled, or null when they hold one typed for this order. */
export function savedAddressShown(draft: OfficeDraft): SavedAddress | null {
  const current = draft.basket.delivery;
  if (!current) return null;
  return draft.savedAddresses.find((saved) => sameAddress(saved.address, current)) ?? null;
}

/**
 * The draft once the customer's saved addresses are known (none: no customer, none saved, or
 * not readable). Fields left blank, or still holding one of the previous customer's addresses
 * untouched, take the new customer's default (blank without one); anything typed stays.
 */
export function withSavedAddresses(draft: OfficeDraft, saved: SavedAddress[]): OfficeDraft {
  const current = draft.basket.delivery;
  const untouched = current !== null && (isBlank(current) || savedAddressShown(draft) !== null);
  const delivery = untouched ? { ...(saved[0]?.address ?? blankAddress) } : current;
  return { ...draft, savedAddresses: saved, basket: { ...draft.basket, delivery } };
}

/** One of the saved addresses chosen for this order; null (another address) empties the fields to type it. */
export function chooseSavedAddress(draft: OfficeDraft, id: string | null): OfficeDraft {
  const chosen = draft.savedAddresses.find((saved) => saved.id === id);
  const delivery = { ...(chosen?.address ?? blankAddress) };
  return { ...draft, basket: { ...draft.basket, delivery } };
}
