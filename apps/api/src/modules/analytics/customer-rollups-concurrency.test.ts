import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { rollupSnapshot } from '../../../test/helpers/rollup-snapshot.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { insertCustomer, sellable } from '../orders/orders.test-helpers.ts';

// The customer rollups' shared rows (month cells, year rows) are folded at commit, so sales, payment status
// changes that re-apply an order's lines and line changes of other orders run at once without a deadlock (on
// PostgreSQL; PGlite runs them one after the other), and the rows still equal analytics_rebuild. (Payments through
// the API, with their postings, are in payments/sales-payments-concurrency.test.ts.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'customer_active_days',
  'customer_active_months',
  'customer_active_gaps',
  'customer_sales_yearly',
  'customer_sales_weekly',
  'customer_sales_day_totals',
  'customer_sales_daily',
];

describe('customer rollups under concurrency', () => {
  it('sales, payments and line changes at once: no error, rollups = analytics_rebuild', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const db = t.ctx.db;
    const { variantId } = await sellable(t.app, db, admin, { title: 'Attiéké', price: 1_500, stock: 10_000 });
    const other = await sellable(t.app, db, admin, { title: 'Alloco', price: 800, stock: 10_000 });
    const customerIds: string[] = [];
    for (let i = 0; i < 6; i++)
      customerIds.push(await insertCustomer(db, admin.companyId, { name: `Client ${i}` }));
    const post = (path: string, body: unknown) =>
      call(t.app, 'POST', `/api/v1/admin/${path}`, { token: admin.token, body });
    const sale = (i: number) =>
      post('orders', {
        customer_id: customerIds[i % customerIds.length],
        lines: [
          { variant_id: variantId, quantity: 1 + (i % 3) },
          { variant_id: other.variantId, quantity: 1 },
        ],
      });
    const earlier: { id: string; total: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await sale(i);
      expect(created.statusCode, created.body).toBe(201);
      earlier.push(created.json<{ data: { id: string; total: number } }>().data);
    }

    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 16; i++) work.push(sale(i + 1).then((r) => expect(r.statusCode, r.body).toBe(201)));
    for (const [i, order] of earlier.entries()) {
      if (i % 2 === 0) {
        // paid (straight in the table, as a payment would set it): the order and its lines move to the
        // paid rollups, product rows first, then the customer's rows
        work.push(db.execute(sql`update orders set payment_status = 'paid' where id = ${order.id}`));
      } else {
        // a line of a confirmed order changed: product rows first, then the customer's rows
        work.push(
          db.transaction(async (tx) => {
            await tx.execute(sql`update order_lines set quantity = quantity + 1, total = total + price
              where order_id = ${order.id} and variant_id = ${variantId}`);
            await tx.execute(sql`update orders set total = total + 1500 where id = ${order.id}`);
          }),
        );
      }
    }
    await Promise.all(work);

    const snapshot = () => rollupSnapshot(db, admin.companyId, TABLES);
    const kept = await snapshot();
    expect(kept.customer_sales_yearly!.length).toBeGreaterThan(6);
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from customer_active_month_changes) + (select count(*) from customer_sales_yearly_changes) as n`,
    );
    expect(Number(pending!.n)).toBe(0);
    await db.execute(sql`select analytics_rebuild(${admin.companyId})`);
    expect(await snapshot()).toEqual(kept);
  });
});
