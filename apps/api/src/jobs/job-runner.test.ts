import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { jobs } from '../db/schema/index.ts';
import { enqueueJob, JobRunner } from './job-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobRow = async (id: number) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job runner', () => {
  it('a job enqueued in a rolled-back transaction never runs', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log);
    const seen: unknown[] = [];
    runner.register('test.rollback', async (payload) => {
      seen.push(payload);
    });
    await t.ctx.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { type: 'test.rollback', payload: { n: 1 } });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await runner.drain();
    expect(seen).toEqual([]);
  });

  it('retries a failing job with backoff, then marks it failed after maxAttempts', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { maxAttempts: 2, backoffSeconds: () => 0 });
    let calls = 0;
    runner.register('test.flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const id = await enqueueJob(t.ctx.db, { type: 'test.flaky' });
    await runner.drain();
    expect(calls).toBe(2);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'boom 2' });
  });

  it('waits for the backoff before retrying', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { backoffSeconds: () => 3600 });
    let calls = 0;
    runner.register('test.later', async () => {
      calls++;
      if (calls === 1) throw new Error('first fails');
    });
    const id = await enqueueJob(t.ctx.db, { type: 'test.later' });
    await runner.drain();
    expect(calls).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('runs each job exactly once when two runners drain in parallel, and stops cleanly', async () => {
    const a = new JobRunner(t.ctx.db, t.ctx.log);
    const b = new JobRunner(t.ctx.db, t.ctx.log);
    const ran: number[] = [];
    for (const runner of [a, b]) {
      runner.register('test.once', async (payload) => {
        ran.push(Number(payload.n));
      });
    }
    for (let n = 0; n < 20; n++) await enqueueJob(t.ctx.db, { type: 'test.once', payload: { n } });
    await Promise.all([a.drain(), b.drain()]);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    a.start();
    await a.stop();
    await b.stop();
  });
});
