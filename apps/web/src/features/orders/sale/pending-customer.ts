import {
  type CustomerCreate,
  customerCreateSchema,
  customerDisplayName,
  customerNameErrors,
  quickCustomer,
} from '@comptoir/core';
import type { BasketCustomer } from './basket.ts';

// A customer quick-created at the counter. Online it is created at once; without a connection it waits on this
// device as a pending customer — the Idempotency-Key and the exact POST /customers body of its creation — and the
// outbox creates it before the first sale made for it (pos/offline/outbox-store.ts). The key makes it one customer
// on the server however many sales, tabs or attempts send it.

export interface PendingCustomer {
  /** the Idempotency-Key of every POST /customers that creates it */
  key: string;
  /** POST /customers's body, sent unchanged each time (the server compares it with the key's first request) */
  body: CustomerCreate;
}

/** What the typed text creates: the request's body, and the name and number (international digits) it shows. */
export interface QuickCustomerDraft {
  body: CustomerCreate;
  name: string;
  phone: string | null;
}

/** Why typed text makes no customer: a number WhatsApp cannot reach, or something else the rules refuse. */
export type QuickCustomerProblem = 'phone_invalid' | 'invalid';

/**
 * The customer created from what was typed ("Mariam Traoré 237 6 71 23 45 67" is a name and a number; a number
 * alone gets `standInName`), checked with the server's own rules (core customerCreateSchema and
 * customerNameErrors), so a bad number is refused at once, with or without a connection.
 */
export function quickCustomerDraft(
  typed: string,
  standInName: string,
): { draft: QuickCustomerDraft } | { problem: QuickCustomerProblem } {
  const { name, phone } = quickCustomer(typed);
  const body: CustomerCreate = { first_name: name ?? standInName, ...(phone ? { phone } : {}) };
  const parsed = customerCreateSchema.safeParse(body);
  if (!parsed.success) {
    const phoneRefused = parsed.error.issues.some((issue) => issue.path[0] === 'phone');
    return { problem: phoneRefused ? 'phone_invalid' : 'invalid' };
  }
  const identity = { ...parsed.data, type: parsed.data.type ?? 'individual' };
  if (Object.keys(customerNameErrors(identity)).length > 0) return { problem: 'invalid' };
  return { draft: { body, name: customerDisplayName(identity), phone: parsed.data.phone ?? null } };
}

/** The basket's (or a recent) customer's id while it is pending under `key`: no server customer has it. */
export const pendingCustomerId = (key: string): string => `pending:${key}`;

/** The basket's customer for a pending one: an id no server customer has, and what creates it. */
export function pendingBasketCustomer(draft: QuickCustomerDraft, key: string): BasketCustomer {
  return {
    id: pendingCustomerId(key),
    name: draft.name,
    phone: draft.phone,
    pending: { key, body: draft.body },
  };
}

export const isPendingCustomer = (value: unknown): value is PendingCustomer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingCustomer).key === 'string' &&
  typeof (value as PendingCustomer).body === 'object' &&
  (value as PendingCustomer).body !== null;

/** The customer the server answered with, as the basket shows it. */
export const createdCustomer = (customer: {
  id: string;
  name: string;
  phone: string | null;
}): BasketCustomer => ({
  id: customer.id,
  name: customer.name,
  phone: customer.phone,
});
