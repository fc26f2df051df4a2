import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Executor, queryRows } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; companyId: string | null; attempts: number },
) => Promise<void>;

export interface EnqueueInput {
  type: string;
  companyId?: string | null;
  payload?: Record<string, unknown>;
  /** seconds from now */
  delaySeconds?: number;
}

/** Queues a job inside the caller's transaction: it exists only if the caller's write commits. */
export async function enqueueJob(executor: Executor, input: EnqueueInput): Promise<number> {
  const [row] = await executor
    .insert(jobs)
    .values({
      type: input.type,
      company_id: input.companyId ?? null,
      payload: JSON.stringify(input.payload ?? {}),
      run_at: sql`now() + make_interval(secs => ${input.delaySeconds ?? 0})`,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export interface JobRunnerOptions {
  maxAttempts?: number;
  pollMs?: number;
  /** backoff before retry n (1-based): 2^n seconds by default */
  backoffSeconds?: (attempt: number) => number;
}

interface ClaimedJob {
  id: number;
  type: string;
  company_id: string | null;
  payload: string;
  attempts: number;
}

/**
 * Durable jobs on the `jobs` table, run in the app process: one job at a time is claimed with
 * FOR UPDATE SKIP LOCKED (so several processes can share the table), retried with exponential
 * backoff, and marked failed after maxAttempts. A job left `running` by a crash is picked up again
 * once its lock is older than 10 minutes.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;
  private stopped = true;
  private closing = false;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly backoff: (attempt: number) => number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 5;
    this.pollMs = options.pollMs ?? 1000;
    this.backoff = options.backoffSeconds ?? ((n) => 2 ** n);
  }

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Asks for a run soon (after an enqueue), instead of waiting for the next poll. */
  poke(): void {
    if (!this.stopped && this.current === null) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped || this.current) return;
      this.current = this.drain()
        .catch((error) => this.log.error({ err: error }, 'job runner failed'))
        .finally(() => {
          this.current = null;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }

  /** Stops polling and waits for the job in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** Runs ready jobs until none is left (tests call it to run jobs deterministically). */
  async drain(): Promise<number> {
    let ran = 0;
    while (!this.closing && (await this.runOne())) ran++;
    return ran;
  }

  /** Claims and runs one ready job; false when none is ready. */
  async runOne(): Promise<boolean> {
    const [job] = await queryRows<ClaimedJob>(
      this.db,
      sql`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
      where id = (
        select id from jobs
        where (status = 'queued' and run_at <= now())
           or (status = 'running' and locked_at < now() - interval '10 minutes')
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, type, company_id, payload, attempts`,
    );
    if (!job) return false;
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(JSON.parse(job.payload) as Record<string, unknown>, {
        id: job.id,
        companyId: job.company_id,
        attempts: job.attempts,
      });
      await this.db
        .update(jobs)
        .set({ status: 'done', locked_at: null, last_error: null, updated_at: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts < this.maxAttempts;
      this.log.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: error }, 'job failed');
      await this.db
        .update(jobs)
        .set({
          status: retry ? 'queued' : 'failed',
          locked_at: null,
          last_error: message.slice(0, 2000),
          run_at: retry ? sql`now() + make_interval(secs => ${this.backoff(job.attempts)})` : sql`run_at`,
          updated_at: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }
}
