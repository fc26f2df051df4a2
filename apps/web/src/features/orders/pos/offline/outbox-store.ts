import type { Customer, Order } from '@comptoir/core';
import { api } from '../../../../app/api.ts';
import type { ApiResult } from '../../../../lib/http/api-client.ts';
import { posOutboxKey } from '../../../../stores/storage-keys.ts';
import {
  readStoredValue,
  type StoredValue,
  useStoredValue,
  writeStoredValue,
} from '../../../../stores/use-stored-value.ts';
import { apiPath } from '../../../products/api.ts';
import { createdCustomer, type PendingCustomer } from '../../sale/pending-customer.ts';
import { settlePendingCustomer } from '../../sale/settle-pending-customer.ts';
import {
  attemptOutcome,
  markRefused,
  type OutboxSale,
  queueSale,
  readOutbox,
  removeSale,
  waitingSales,
  withCreatedCustomer,
  writeOutbox,
} from './outbox.ts';

const stores = new Map<string, StoredValue<OutboxSale[]>>();

/** The company's outbox entry in local storage (one object per company, as useStoredValue wants). */
export function outboxStore(companyId: string): StoredValue<OutboxSale[]> {
  let store = stores.get(companyId);
  if (!store) {
    store = {
      key: posOutboxKey(companyId),
      read: (storage) => readOutbox(storage, companyId),
      write: (storage, sales) => writeOutbox(storage, companyId, sales),
    };
    stores.set(companyId, store);
  }
  return store;
}

export const useOutbox = (companyId: string) => useStoredValue(outboxStore(companyId));

/** Puts a sale in the outbox. False when the device could not store it (its storage is full). */
export function keepSale(companyId: string, sale: OutboxSale): boolean {
  const store = outboxStore(companyId);
  try {
    writeStoredValue(store, queueSale(readStoredValue(store), sale));
    return true;
  } catch {
    return false;
  }
}

/** One attempt: the sale's own body and Idempotency-Key, as the first attempt sent them. */
export const sendKeptSale = (sale: OutboxSale): Promise<ApiResult<{ data: Order }>> =>
  api.post<{ data: Order }>(apiPath('orders'), sale.body, { headers: { 'Idempotency-Key': sale.key } });

/** Creates a sale's pending customer: its own body and Idempotency-Key, as every attempt sends them. */
export const sendPendingCustomer = (customer: PendingCustomer): Promise<ApiResult<{ data: Customer }>> =>
  api.post<{ data: Customer }>(apiPath('customers'), customer.body, {
    headers: { 'Idempotency-Key': customer.key },
  });

type CreateCustomer = (customer: PendingCustomer) => Promise<ApiResult<unknown>>;

/** The server's reason for a refusal: the first field's message (a phone already taken), else its message. */
export const refusalReason = (result: ApiResult<unknown>): string =>
  Object.values(result.error?.errors ?? {})[0]?.[0] ?? result.error?.message ?? '';

/**
 * A sale's pending customer, created on the server (or found there: the same key answers with the same customer).
 * Every waiting sale made for it then holds its id, and so do the recent customers. False when the server could not
 * be reached; a refusal sets the sale aside, with the reason.
 */
async function createSaleCustomer(
  companyId: string,
  sale: OutboxSale & { newCustomer: PendingCustomer },
  create: CreateCustomer,
): Promise<boolean> {
  const store = outboxStore(companyId);
  const result = await create(sale.newCustomer);
  const outcome = attemptOutcome(result.status);
  if (outcome === 'later') return false;
  if (outcome === 'refused') {
    const failure = { status: result.status, message: refusalReason(result), step: 'customer' as const };
    writeStoredValue(store, markRefused(readStoredValue(store), sale.key, failure));
    return true;
  }
  const answered = (result.data as { data?: Customer } | null)?.data;
  // A success without the customer in it: nothing to write in the body yet, the next attempt asks again.
  if (typeof answered?.id !== 'string') return false;
  const customer = createdCustomer(answered);
  writeStoredValue(store, withCreatedCustomer(readStoredValue(store), sale.newCustomer.key, customer));
  settlePendingCustomer(companyId, sale.newCustomer.key, customer);
  return true;
}

/**
 * Sends the waiting sales one by one, oldest first, until none is left or the server cannot be reached. A sale for
 * a customer created offline creates that customer first. A sale the server refuses (or whose customer it refuses)
 * is set aside with its reason and the next one goes. One tab sends at a time (Web Locks), so two tabs never send
 * the same sale at once (the key would make it one order anyway). Answers how many were sent.
 */
export async function sendOutbox(
  companyId: string,
  send: (sale: OutboxSale) => Promise<ApiResult<unknown>> = sendKeptSale,
  createCustomer: CreateCustomer = sendPendingCustomer,
): Promise<number> {
  const store = outboxStore(companyId);
  const run = async () => {
    let sent = 0;
    for (;;) {
      const next = waitingSales(readStoredValue(store))[0];
      if (!next) return sent;
      if (next.newCustomer) {
        // Then read again: the sale now holds its customer's id, or was set aside.
        if (await createSaleCustomer(companyId, { ...next, newCustomer: next.newCustomer }, createCustomer))
          continue;
        return sent;
      }
      const result = await send(next);
      const outcome = attemptOutcome(result.status);
      if (outcome === 'later') return sent;
      const now = readStoredValue(store);
      if (outcome === 'sent') {
        writeStoredValue(store, removeSale(now, next.key));
        sent++;
      } else {
        const message = result.error?.message ?? '';
        writeStoredValue(store, markRefused(now, next.key, { status: result.status, message }));
      }
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return running(companyId, run);
  return locks.request(`pos-outbox:${companyId}`, { ifAvailable: true }, (lock) => (lock ? run() : 0));
}

const inFlight = new Map<string, Promise<number>>();

/** Without Web Locks: one run per company in this tab. */
function running(companyId: string, run: () => Promise<number>): Promise<number> {
  const current = inFlight.get(companyId);
  if (current) return current.then(() => 0);
  const work = run().finally(() => inFlight.delete(companyId));
  inFlight.set(companyId, work);
  return work;
}
