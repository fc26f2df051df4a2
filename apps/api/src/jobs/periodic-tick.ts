import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { enqueueJob } from './job-runner.ts';

// Periodic work rides on the durable job queue: a "tick" job of a type does its round and queues
// the next tick. Queuing is guarded by a transaction-scoped advisory lock on the type, so several
// processes starting together still leave one tick queued.

/** The payload that marks a job as the periodic tick of its type (other jobs of the type may exist). */
export const TICK_PAYLOAD = { tick: true } as const;

export const isTick = (payload: Record<string, unknown>) => payload.tick === true;

/** Queues a tick of `type` `delaySeconds` from now unless one is already queued (or running, with `orRunning`). */
export async function queueTick(
  db: Db,
  type: string,
  delaySeconds: number,
  orRunning: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${type}))`);
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, type),
          like(jobs.payload, '%"tick":true%'),
          inArray(jobs.status, orRunning ? ['queued', 'running'] : ['queued']),
        ),
      )
      .limit(1);
    if (!pending) await enqueueJob(tx, { type, payload: { ...TICK_PAYLOAD }, delaySeconds });
  });
}
