import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows, transactionConflictRetries } from '../../db/client.ts';
import { insertCustomer, insertPaymentMethod, sellable } from '../orders/orders.test-helpers.ts';

// A cancellation and a payment of the same company, forced to meet at the critical point (docs/decisions.md
// "Lock order of a sale and a payment": the order's rollup rows, then the payments', then the ledger's).
//
// A third session holds the company's sales_daily rows. The payment goes first and waits there; the
// cancellation comes second. With the agreed order it waits on the rollup rows too, before touching the
// ledger, and when the rows are released both go through one after the other. With the old order (the
// sale's reversal posted before the order row is updated) the cancellation holds the journal counter while
// it waits, the payment gets the rows first and then wants the journal counter: a deadlock, which
// PostgreSQL detects after deadlock_timeout and the retry in db/client.ts hides, so the test counts retries.
//
// PostgreSQL only: PGlite is one session, requests there run one after the other and can never interleave.

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Waits until `count` other sessions of this database wait on a lock (10 s at most). */
async function lockWaiters(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (row!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`${row!.n} session(s) waiting on a lock, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)('a cancellation and a payment meeting on the rollup rows', () => {
  it('both succeed in the agreed lock order, no transaction runs again', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const db = t.ctx.db;
    const cash = await insertPaymentMethod(db, admin.companyId, { name: 'Espèces' });
    const { variantId } = await sellable(t.app, db, admin, { title: 'Attiéké', price: 1_500, stock: 100 });
    const customer = await insertCustomer(db, admin.companyId, { name: 'Client' });
    const post = (path: string, body: unknown) =>
      call(t.app, 'POST', `/api/v1/admin/${path}`, { token: admin.token, body });
    const order = async () => {
      const created = await post('orders', {
        customer_id: customer,
        lines: [{ variant_id: variantId, quantity: 2 }],
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ data: { id: string; total: number } }>().data;
    };
    const toPay = await order();
    const toCancel = await order();

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held!: (rows: number) => void;
    const holding = new Promise<number>((resolve) => {
      held = resolve;
    });
    const blocker = db.transaction(async (tx) => {
      const rows = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from sales_daily where company_id = ${admin.companyId} for update`,
      );
      held(rows.length);
      await released;
    });
    expect(await holding).toBeGreaterThan(0);

    const retriesBefore = transactionConflictRetries();
    const payment = post('payments', { order_id: toPay.id, payment_method_id: cash, amount: toPay.total });
    await lockWaiters(1);
    const cancellation = post(`orders/${toCancel.id}/status`, { status: 'cancelled' });
    await lockWaiters(2);
    release();
    await blocker;
    const [paid, cancelled] = await Promise.all([payment, cancellation]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(transactionConflictRetries() - retriesBefore).toBe(0);

    // Both are in the books: the payment's entry and the sale's reversal, every entry balanced.
    const [books] = await queryRows<{ unbalanced: number; reversals: number; payments: number }>(
      db,
      sql`select count(*) filter (where d <> c)::int as unbalanced,
                 count(*) filter (where reversal_of is not null)::int as reversals,
                 count(*) filter (where source_kind = 'payment')::int as payments
          from (select e.id, e.reversal_of, e.source_kind, sum(l.debit) as d, sum(l.credit) as c
                from journal_entries e join journal_lines l on l.entry_id = e.id
                where e.company_id = ${admin.companyId} group by e.id) entries`,
    );
    expect(books).toMatchObject({ unbalanced: 0, payments: 1 });
    expect(books!.reversals).toBeGreaterThan(0);
  });
});
