import type { OrderCreate } from '@comptoir/core';
import { posOutboxKey } from '../../../../stores/storage-keys.ts';
import { readStoredList } from '../../../../stores/stored-list.ts';
import { type Basket, emptyBasket } from '../../sale/basket.ts';

// The counter's outbox: sales taken while the server could not be reached wait here, on this device, until they
// are sent. Each keeps the exact body and Idempotency-Key of its first attempt, so sending it again, even after an
// attempt whose answer was lost, makes one order on the server and never two (docs/decisions.md).

export interface OutboxFailure {
  status: number;
  message: string;
}

export interface OutboxSale {
  /** the Idempotency-Key of every attempt */
  key: string;
  /** ISO time the sale was made on this device */
  soldAt: string;
  /** POST /orders's body, sent unchanged each time (the server compares it with the key's first request) */
  body: OrderCreate;
  /** what was sold, to list it and to put it back in the basket */
  basket: Basket;
  /** the total the screen charged, minor units */
  total: number;
  /** why the server refused it: it waits for someone to look at it, and is not sent again by itself */
  failure?: OutboxFailure;
}

const isOutboxSale = (value: unknown): value is OutboxSale => {
  if (typeof value !== 'object' || value === null) return false;
  const sale = value as Partial<OutboxSale>;
  return (
    typeof sale.key === 'string' &&
    typeof sale.soldAt === 'string' &&
    typeof sale.body === 'object' &&
    sale.body !== null &&
    typeof sale.total === 'number' &&
    typeof sale.basket === 'object' &&
    sale.basket !== null &&
    Array.isArray(sale.basket.lines)
  );
};

/** The company's outbox, oldest sale first; anything unreadable is left out. */
export function readOutbox(storage: Pick<Storage, 'getItem'>, companyId: string): OutboxSale[] {
  return readStoredList(storage, posOutboxKey(companyId), isOutboxSale).map((sale) => ({
    ...sale,
    basket: { ...emptyBasket, ...sale.basket },
  }));
}

/** Throws when the device's storage is full: the caller must not act as if the sale were kept. */
export function writeOutbox(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  companyId: string,
  sales: OutboxSale[],
): void {
  if (sales.length === 0) storage.removeItem(posOutboxKey(companyId));
  else storage.setItem(posOutboxKey(companyId), JSON.stringify(sales));
}

/** Adds a sale at the end; a sale already there under the same key is kept as it is (a double press). */
export function queueSale(outbox: OutboxSale[], sale: OutboxSale): OutboxSale[] {
  return outbox.some((queued) => queued.key === sale.key) ? outbox : [...outbox, sale];
}

export const removeSale = (outbox: OutboxSale[], key: string): OutboxSale[] =>
  outbox.filter((sale) => sale.key !== key);

export const markRefused = (outbox: OutboxSale[], key: string, failure: OutboxFailure): OutboxSale[] =>
  outbox.map((sale) => (sale.key === key ? { ...sale, failure } : sale));

/** Someone looked at a refused sale and wants it sent again as it is (the stock was corrected, say). */
export const retrySale = (outbox: OutboxSale[], key: string): OutboxSale[] =>
  outbox.map((sale) => {
    if (sale.key !== key || !sale.failure) return sale;
    const { failure: _looked, ...waiting } = sale;
    return waiting;
  });

/** The sales the sync loop sends, oldest first: those not refused. */
export const waitingSales = (outbox: OutboxSale[]): OutboxSale[] => outbox.filter((sale) => !sale.failure);

export const refusedSales = (outbox: OutboxSale[]): OutboxSale[] => outbox.filter((sale) => sale.failure);

/**
 * What an attempt's HTTP status means for the sale: sent; try again later (no network, signed out, throttled,
 * the server failing); or refused (the server read the sale and said no: a stock shortage, a product gone…).
 */
export type AttemptOutcome = 'sent' | 'later' | 'refused';

export function attemptOutcome(status: number): AttemptOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'later';
  return 'refused';
}
