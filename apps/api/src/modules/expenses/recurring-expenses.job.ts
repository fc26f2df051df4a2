import type { AppContext } from '../../context.ts';
import { isTick, queueTick } from '../../jobs/periodic-tick.ts';
import { generateDueExpenses, RECURRING_EXPENSES_JOB } from './recurring-expenses.service.ts';

// The scheduler of recurring expenses rides on the durable job queue: an hourly "tick" job runs
// every company's due templates and queues the next tick; a change to a template queues a run for
// its company at once. Generation itself is idempotent, so an extra tick only costs a query.

const TICK_SECONDS = 60 * 60;

export function registerRecurringExpensesJob(ctx: AppContext): void {
  ctx.jobs.register(RECURRING_EXPENSES_JOB, async (payload, job) => {
    await generateDueExpenses(ctx, { companyId: job.companyId });
    if (isTick(payload)) await queueTick(ctx.db, RECURRING_EXPENSES_JOB, TICK_SECONDS, false);
  });
}

/** At start-up (main.ts): make sure the hourly tick exists, once across processes. */
export async function ensureRecurringExpensesTick(ctx: AppContext): Promise<void> {
  await queueTick(ctx.db, RECURRING_EXPENSES_JOB, 0, true);
  ctx.jobs.poke();
}
