import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
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
