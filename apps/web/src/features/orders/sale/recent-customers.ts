import { foldForSearch } from '@comptoir/core';
import { recentCustomersKey } from '../../../stores/storage-keys.ts';
import { readStoredList } from '../../../stores/stored-list.ts';
import type { BasketCustomer } from './basket.ts';
import { isPendingCustomer, pendingCustomerId } from './pending-customer.ts';

/** How many customers the counter remembers per company: a day's regulars, not the customer list. */
export const RECENT_CUSTOMERS_MAX = 50;

/** `list` with `customer` first, once, at most RECENT_CUSTOMERS_MAX long. */
export function withRecent(list: readonly BasketCustomer[], customer: BasketCustomer): BasketCustomer[] {
  return [customer, ...list.filter((c) => c.id !== customer.id)].slice(0, RECENT_CUSTOMERS_MAX);
}

/**
 * `list` once the pending customer created under `key` is on the server: `customer` where it was, once (a pending
 * customer is remembered so that the next offline sale can pick it again, but only the server's id is used after).
 */
export function withCreated(
  list: readonly BasketCustomer[],
  key: string,
  customer: BasketCustomer,
): BasketCustomer[] {
  const pendingId = pendingCustomerId(key);
  if (!list.some((c) => c.id === pendingId)) return [...list];
  const replaced = list.map((c) => (c.id === pendingId ? customer : c));
  const first = replaced.findIndex((c) => c.id === customer.id);
  return replaced.filter((c, index) => c.id !== customer.id || index === first);
}

/**
 * The recent customers whose name holds the typed words as the server's search reads them (no accents or case,
 * core foldForSearch), or whose number holds the typed digits (three or more), most recent first.
 */
export function searchRecent(list: readonly BasketCustomer[], typed: string, limit = 5): BasketCustomer[] {
  const words = foldForSearch(typed).split(/\s+/).filter(Boolean);
  const digits = typed.replace(/\D/g, '');
  const byDigits = digits.length >= 3 && /^[\d\s+().-]+$/.test(typed.trim());
  return list
    .filter((c) =>
      byDigits
        ? (c.phone ?? '').includes(digits)
        : words.length > 0 && words.every((word) => foldForSearch(c.name).includes(word)),
    )
    .slice(0, limit);
}

const isCustomer = (value: unknown): value is BasketCustomer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BasketCustomer).id === 'string' &&
  typeof (value as BasketCustomer).name === 'string' &&
  ((value as BasketCustomer).pending === undefined || isPendingCustomer((value as BasketCustomer).pending));

/** The company's recent customers on this device; an unreadable entry reads as none. */
export function readRecentCustomers(storage: Pick<Storage, 'getItem'>, companyId: string): BasketCustomer[] {
  return readStoredList(storage, recentCustomersKey(companyId), isCustomer);
}

/** Puts a customer just picked or created first in the company's recent customers (a full storage keeps the old). */
export function rememberCustomer(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  companyId: string,
  customer: BasketCustomer,
): void {
  if (!companyId) return;
  const next = withRecent(readRecentCustomers(storage, companyId), {
    id: customer.id,
    name: customer.name,
    phone: customer.phone ?? null,
    ...(customer.pending ? { pending: customer.pending } : {}),
  });
  writeRecent(storage, companyId, next);
}

/** The pending customer created under `key` is on the server: the recent customers hold `customer` instead. */
export function rememberCreated(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  companyId: string,
  key: string,
  customer: BasketCustomer,
): void {
  const list = readRecentCustomers(storage, companyId);
  if (!companyId || !list.some((c) => c.id === pendingCustomerId(key))) return;
  writeRecent(storage, companyId, withCreated(list, key, customer));
}

function writeRecent(storage: Pick<Storage, 'setItem'>, companyId: string, list: BasketCustomer[]): void {
  try {
    storage.setItem(recentCustomersKey(companyId), JSON.stringify(list));
  } catch {
    // quota full: the picker still works online
  }
}
