import { heldSalesKey } from '../../../stores/storage-keys.ts';
import { readStoredList } from '../../../stores/stored-list.ts';
import { type Basket, type BasketCustomer, emptyBasket } from '../sale/basket.ts';

// Sales put on hold at the counter: the basket of a customer who stepped away (to fetch money, to
// send it by mobile money) waits here while the next customer is served, then comes back whole.
// They are kept in this device's local storage, per company, and outlive a sign-out: the cashier
// of the next shift resumes what the last one held (docs/decisions.md).

export interface HeldSale {
  id: string;
  /** ISO time it was put on hold */
  heldAt: string;
  basket: Basket;
}

/** More would be a list nobody reads at a counter; the screen asks to resume or discard one first. */
export const MAX_HELD_SALES = 20;

const isHeldSale = (value: unknown): value is HeldSale => {
  if (typeof value !== 'object' || value === null) return false;
  const sale = value as Partial<HeldSale>;
  return (
    typeof sale.id === 'string' &&
    typeof sale.heldAt === 'string' &&
    typeof sale.basket === 'object' &&
    sale.basket !== null &&
    Array.isArray(sale.basket.lines)
  );
};

/** The company's held sales, newest first; anything unreadable is left out. */
export function readHeldSales(storage: Pick<Storage, 'getItem'>, companyId: string): HeldSale[] {
  return readStoredList(storage, heldSalesKey(companyId), isHeldSale).map((sale) => ({
    ...sale,
    basket: { ...emptyBasket, ...sale.basket },
  }));
}

export function writeHeldSales(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  companyId: string,
  sales: HeldSale[],
) {
  if (sales.length === 0) storage.removeItem(heldSalesKey(companyId));
  else storage.setItem(heldSalesKey(companyId), JSON.stringify(sales));
}

export type HoldResult = { ok: true; sales: HeldSale[] } | { ok: false; reason: 'empty' | 'full' };

/** Puts the basket on hold, first in the list; an empty basket holds nothing, a full list takes no more. */
export function holdSale(sales: HeldSale[], basket: Basket, now: Date, id: string): HoldResult {
  if (basket.lines.length === 0) return { ok: false, reason: 'empty' };
  if (sales.length >= MAX_HELD_SALES) return { ok: false, reason: 'full' };
  return { ok: true, sales: [{ id, heldAt: now.toISOString(), basket }, ...sales] };
}

export type ResumeResult =
  | { ok: true; basket: Basket; sales: HeldSale[]; heldCurrent: boolean }
  | { ok: false; reason: 'gone' };

/**
 * Takes a held sale back into the basket. A basket with lines is not lost: it goes on hold in the
 * resumed sale's place (so the list never grows past its limit by a resume).
 */
export function resumeSale(
  sales: HeldSale[],
  id: string,
  current: Basket,
  now: Date,
  newId: string,
): ResumeResult {
  const held = sales.find((sale) => sale.id === id);
  if (!held) return { ok: false, reason: 'gone' };
  const rest = sales.filter((sale) => sale.id !== id);
  if (current.lines.length === 0) return { ok: true, basket: held.basket, sales: rest, heldCurrent: false };
  return {
    ok: true,
    basket: held.basket,
    sales: [{ id: newId, heldAt: now.toISOString(), basket: current }, ...rest],
    heldCurrent: true,
  };
}

export const discardSale = (sales: HeldSale[], id: string) => sales.filter((sale) => sale.id !== id);

/**
 * The pending customer created under `key` is on the server now: held baskets made for them hold `customer`
 * instead, so a resumed sale is sent with the real id (no second creation to wait for).
 */
export function heldWithCreatedCustomer(
  sales: HeldSale[],
  key: string,
  customer: BasketCustomer,
): HeldSale[] {
  if (!sales.some((sale) => sale.basket.customer?.pending?.key === key)) return sales;
  return sales.map((sale) =>
    sale.basket.customer?.pending?.key === key ? { ...sale, basket: { ...sale.basket, customer } } : sale,
  );
}
