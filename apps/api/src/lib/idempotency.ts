import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** A client's Idempotency-Key for one kind of request, with the hash of what it sent. */
export interface IdempotencyClaim {
  companyId: string;
  /** e.g. "POST /orders" */
  scope: string;
  key: string;
  requestHash: string;
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** What a route hands its service: the client's key and the hash of the body it sent. */
export type IdempotencyRequest = Omit<IdempotencyClaim, 'companyId' | 'scope'>;

/** The first answer to this key again, or what the work created with the answer to send. */
export type IdempotentResult<T> = { replay: StoredResponse } | { created: T; body: unknown };

/** Keys: 1 to 255 visible ASCII characters (a UUID is what clients usually send). */
export function readIdempotencyKey(header: unknown): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw new AppError('invalid_parameter', { parameter: 'Idempotency-Key' });
  }
  return header;
}

export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** The request's Idempotency-Key with the hash of its (parsed) body; none when no key was sent. */
export function idempotencyOf(request: { headers: Record<string, unknown>; body: unknown }): {
  idempotency?: IdempotencyRequest;
} {
  const key = readIdempotencyKey(request.headers['idempotency-key']);
  return key ? { idempotency: { key, requestHash: hashRequest(request.body) } } : {};
}

/** What a creation route sends with its 201: the body, and on a replay the header that says so. */
export function createdAnswer<T>(result: IdempotentResult<T>): {
  body: unknown;
  headers: Record<string, string>;
} {
  if ('replay' in result) return { body: result.replay.body, headers: { 'idempotent-replayed': 'true' } };
  return { body: result.body, headers: {} };
}

/**
 * Runs a creation in one transaction that first claims the client's key, when one was sent: the
 * same key and body again get the stored first answer instead of a second record; if the work
 * fails, the claim rolls back with it and the key is free again. `respond` builds the answer: with
 * a key it is stored in the transaction; without one it is built after the commit, out of the
 * locks' way.
 */
export async function idempotentCreation<T>(
  db: Db,
  options: {
    companyId: string;
    /** e.g. "POST /orders": keys are per company and per kind of request */
    scope: string;
    idempotency?: IdempotencyRequest | undefined;
    respond: (created: T) => unknown;
  },
  work: (tx: Tx) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const { companyId, scope, idempotency, respond } = options;
  const claim: IdempotencyClaim | null = idempotency ? { ...idempotency, companyId, scope } : null;
  type Outcome = { replay: StoredResponse } | { created: T; stored: { body: unknown } | null };
  const result = await db.transaction(async (tx): Promise<Outcome> => {
    if (claim) {
      const replay = await claimIdempotencyKey(tx, claim);
      if (replay) return { replay };
    }
    const created = await work(tx);
    if (!claim) return { created, stored: null };
    const body = respond(created);
    await storeIdempotentResponse(tx, claim, { status: 201, body });
    return { created, stored: { body } };
  });
  if ('replay' in result) return result;
  return { created: result.created, body: result.stored ? result.stored.body : respond(result.created) };
}

/**
 * Claims the key inside the caller's transaction. The first request inserts it and goes on; a
 * concurrent one with the same key waits on the row until the first commits, then finds it taken
 * and gets the stored answer (or, if the first rolled back, claims the key itself). The same key
 * with another body is a client error (409).
 */
export async function claimIdempotencyKey(
  tx: Executor,
  claim: IdempotencyClaim,
): Promise<StoredResponse | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      company_id: claim.companyId,
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.requestHash,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.company_id, claim.companyId),
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
      ),
    )
    .limit(1);
  if (!stored || stored.request_hash !== claim.requestHash || stored.status_code === null) {
    throw new AppError('idempotency_key_reused');
  }
  return { status: stored.status_code, body: stored.response };
}

/** Keeps the answer with the key, in the same transaction as the work it describes. */
export async function storeIdempotentResponse(
  tx: Executor,
  claim: IdempotencyClaim,
  response: StoredResponse,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status_code: response.status, response: response.body as object })
    .where(
      and(
        eq(idempotencyKeys.company_id, claim.companyId),
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
      ),
    );
}
