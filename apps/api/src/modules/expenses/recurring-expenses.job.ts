import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-runner.ts';
import { generateDueExpenses, RECURRING_EXPENSES_JOB } from './recurring-expenses.service.ts';

// The scheduler of recurring expenses rides on the durable job queue: an hourly "tick" job runs
// every company's due templates and queues the next tick; a change to a template queues a run for
// its company at once. Generation itself is idempotent, so an extra tick only costs a query.

const TICK_SECONDS = 60 * 60;
const TICK = '{"tick":true}';

/** Queues a tick `delaySeconds` from now unless one is already queued (or running, with `orRunning`). */
async function queueTick(db: Db, delaySeconds: number, orRunning: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RECURRING_EXPENSES_JOB}))`);
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, RECURRING_EXPENSES_JOB),
          like(jobs.payload, '%"tick":true%'),
          inArray(jobs.status, orRunning ? ['queued', 'running'] : ['queued']),
        ),
      )
      .limit(1);
    if (!pending)
      await enqueueJob(tx, { type: RECURRING_EXPENSES_JOB, payload: JSON.parse(TICK), delaySeconds });
  });
}

export function registerRecurringExpensesJob(ctx: AppContext): void {
  ctx.jobs.register(RECURRING_EXPENSES_JOB, async (payload, job) => {
    await generateDueExpenses(ctx, { companyId: job.companyId });
    if (payload.tick === true) await queueTick(ctx.db, TICK_SECONDS, false);
  });
}

/** At start-up (main.ts): make sure the hourly tick exists, once across processes. */
export async function ensureRecurringExpensesTick(ctx: AppContext): Promise<void> {
  await queueTick(ctx.db, 0, true);
  ctx.jobs.poke();
}
