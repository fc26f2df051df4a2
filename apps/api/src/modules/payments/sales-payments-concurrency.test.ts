import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { rollupSnapshot } from '../../../test/helpers/rollup-snapshot.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows, transactionConflictRetries } from '../../db/client.ts';
import { insertCustomer, insertPaymentMethod, sellable } from '../orders/orders.test-helpers.ts';

// Sales (some paid at the counter), payments, refunds and cancellations of one company at once (bench/README.md dashboard
// finding 9: a sale and a payment took the day's sales rollup row and the company's journal counter in
// opposite orders and deadlocked). Every request must succeed, the rollups must equal analytics_rebuild and
// the books must balance. PGlite runs them one after the other; PostgreSQL runs them at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sales and payments at once', () => {
  it('all succeed without a deadlock; rollups = analytics_rebuild; every entry balances', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const db = t.ctx.db;
    const cash = await insertPaymentMethod(db, admin.companyId, { name: 'Espèces' });
    const { variantId } = await sellable(t.app, db, admin, { title: 'Attiéké', price: 1_500, stock: 10_000 });
    const customers: string[] = [];
    for (let i = 0; i < 4; i++)
      customers.push(await insertCustomer(db, admin.companyId, { name: `Client ${i}` }));
    const post = (path: string, body: unknown) =>
      call(t.app, 'POST', `/api/v1/admin/${path}`, { token: admin.token, body });
    const sale = (i: number, paid: boolean) =>
      post('orders', {
        customer_id: customers[i % customers.length],
        lines: [{ variant_id: variantId, quantity: 1 + (i % 3) }],
        ...(paid ? { payments: [{ payment_method_id: cash, amount: 1_500 * (1 + (i % 3)) }] } : {}),
      });
    const unpaid: { id: string; total: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await sale(i, false);
      expect(created.statusCode, created.body).toBe(201);
      unpaid.push(created.json<{ data: { id: string; total: number } }>().data);
    }
    const paidEarlier: { id: string; total: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await sale(i, true);
      expect(created.statusCode, created.body).toBe(201);
      paidEarlier.push(created.json<{ data: { id: string; total: number } }>().data);
    }

    const toCancel: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await sale(i, false);
      expect(created.statusCode, created.body).toBe(201);
      toCancel.push(created.json<{ data: { id: string } }>().data.id);
    }

    const retriesBefore = transactionConflictRetries();
    const work: Promise<void>[] = [];
    const expectStatus = (request: Promise<{ statusCode: number; body: string }>, status: number) =>
      work.push(request.then((r) => expect(r.statusCode, r.body).toBe(status)));
    for (let i = 0; i < 16; i++) expectStatus(sale(i, i % 2 === 0), 201);
    for (const order of unpaid)
      expectStatus(
        post('payments', { order_id: order.id, payment_method_id: cash, amount: order.total }),
        201,
      );
    for (const order of paidEarlier)
      expectStatus(
        post('payments', { order_id: order.id, payment_method_id: cash, amount: 500, kind: 'refund' }),
        201,
      );
    for (const id of toCancel) expectStatus(post(`orders/${id}/status`, { status: 'cancelled' }), 200);
    await Promise.all(work);
    // The lock order holds: no transaction had to run again (a deadlock costs a second before it is detected).
    expect(transactionConflictRetries() - retriesBefore).toBe(0);

    const [books] = await queryRows<{ unbalanced: number; entries: number }>(
      db,
      sql`select count(*) filter (where d <> c) as unbalanced, count(*) as entries from (
            select e.id, sum(l.debit) as d, sum(l.credit) as c
            from journal_entries e join journal_lines l on l.entry_id = e.id
            where e.company_id = ${admin.companyId} group by e.id) x`,
    );
    expect(Number(books!.unbalanced)).toBe(0);
    // 32 sales, 8 paid at the counter + 12 payments + 4 refunds, each with its entry
    expect(Number(books!.entries)).toBeGreaterThanOrEqual(32 + 8 + 2 + 12 + 4);

    const snapshot = () =>
      rollupSnapshot(db, admin.companyId, [
        'sales_daily',
        'sales_daily_totals',
        'payments_daily',
        'customer_sales_daily',
      ]);
    const kept = await snapshot();
    expect(kept.payments_daily!.length).toBeGreaterThan(0);
    await db.execute(sql`select analytics_rebuild(${admin.companyId})`);
    expect(await snapshot()).toEqual(kept);
  });
});
