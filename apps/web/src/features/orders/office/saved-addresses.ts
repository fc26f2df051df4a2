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
 * line (a landmark, "behind the pharmacy") is joined to it rather than lost. An address for
 * someone else brings their name and number; one without them is the customer's own.
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
        ...(a.recipient_name?.trim() ? { recipientName: a.recipient_name } : {}),
        ...(a.phone?.trim() ? { phone: a.phone } : {}),
      },
    }));
}

// A recipient or phone typed on a filled address makes it one typed for this order, as a street does.
const FIELDS = ['line1', 'district', 'city', 'recipientName', 'phone'] as const;
const text = (address: BasketDelivery, field: (typeof FIELDS)[number]) => address[field]?.trim() ?? '';
const sameAddress = (a: BasketDelivery, b: BasketDelivery) =>
  FIELDS.every((field) => text(a, field) === text(b, field));
const isBlank = (a: BasketDelivery) => FIELDS.every((field) => !text(a, field));

/** The saved address the delivery fields hold as filled, or null when they hold one typed for this order. */
export function savedAddressShown(
  delivery: BasketDelivery | null,
  saved: readonly SavedAddress[],
): SavedAddress | null {
  if (!delivery) return null;
  return saved.find((one) => sameAddress(one.address, delivery)) ?? null;
}

/**
 * The draft once the customer's saved addresses are known (none: no customer, none saved, or
 * not readable). Fields left blank, or still holding one of the previous customer's addresses
 * untouched, take the new customer's default (blank without one); anything typed stays.
 */
export function withSavedAddresses(draft: OfficeDraft, saved: SavedAddress[]): OfficeDraft {
  const current = draft.basket.delivery;
  const untouched =
    current !== null && (isBlank(current) || savedAddressShown(current, draft.savedAddresses) !== null);
  const delivery = untouched ? { ...(saved[0]?.address ?? blankAddress) } : current;
  return { ...draft, savedAddresses: saved, basket: { ...draft.basket, delivery } };
}

/** The fields once one of the saved addresses is chosen; null (another address) empties them to type it. */
export function chooseSavedAddress(saved: readonly SavedAddress[], id: string | null): BasketDelivery {
  return { ...(saved.find((one) => one.id === id)?.address ?? blankAddress) };
}
