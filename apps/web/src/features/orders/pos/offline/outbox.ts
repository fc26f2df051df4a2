import type { OrderCreate } from '@comptoir/core';
import { posOutboxKey } from '../../../../stores/storage-keys.ts';
import { readStoredList } from '../../../../stores/stored-list.ts';
import { type Basket, type BasketCustomer, emptyBasket } from '../../sale/basket.ts';
import { isPendingCustomer, type PendingCustomer } from '../../sale/pending-customer.ts';

// The counter's outbox: sales taken while the server could not be reached wait here, on this device, until they
// are sent. Each keeps the exact body and Idempotency-Key of its first attempt, so sending it again, even after an
// attempt whose answer was lost, makes one order on the server and never two (docs/decisions.md). A sale for a
// customer created offline carries that customer's creation instead of a customer_id: the customer is created first
// (with its own key), and its id is then written into the body once, so every attempt of the order sends one body.

export interface OutboxFailure {
  status: number;
  message: string;
  /** 'customer': the server refused the sale's new customer, so the sale itself was not sent */
  step?: 'customer';
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
  /**
   * the customer created offline for this sale, to create on the server before it; the body has no customer_id
   * meanwhile. Once created, the sale holds its id in body.customer_id and this is gone.
   */
  newCustomer?: PendingCustomer;
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
    Array.isArray(sale.basket.lines) &&
    (sale.newCustomer === undefined || isPendingCustomer(sale.newCustomer))
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

/**
 * Adds a sale at the end; a sale already there under the same key is kept as it is (a double press). A sale for a
 * pending customer keeps that customer's creation in place of the customer_id no server knows.
 */
export function queueSale(outbox: OutboxSale[], sale: OutboxSale): OutboxSale[] {
  return outbox.some((queued) => queued.key === sale.key) ? outbox : [...outbox, awaitingCustomer(sale)];
}

function awaitingCustomer(sale: OutboxSale): OutboxSale {
  const pending = sale.basket.customer?.pending;
  if (!pending || sale.newCustomer) return sale;
  const { customer_id: _unknownToServer, ...body } = sale.body;
  return { ...sale, body, newCustomer: pending };
}

/**
 * The pending customer created under `key` is now `customer` on the server: every sale waiting for it gets its id
 * in the body (sent as it is from then on) and shows it in the basket.
 */
export const withCreatedCustomer = (
  outbox: OutboxSale[],
  key: string,
  customer: BasketCustomer,
): OutboxSale[] =>
  outbox.map((sale) => {
    if (sale.newCustomer?.key !== key) return sale;
    const { newCustomer: _created, ...rest } = sale;
    return {
      ...rest,
      body: { ...sale.body, customer_id: customer.id },
      basket: { ...sale.basket, customer },
    };
  });

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
