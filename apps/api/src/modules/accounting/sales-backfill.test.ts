import { addDaysToDate } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { journalEntries, journalLines, orders, productVariants } from '../../db/schema/index.ts';
import { insertCustomer, insertPaymentMethod, insertTax, sellable } from '../orders/orders.test-helpers.ts';
import { companyToday } from './ledger.service.ts';

// Orders confirmed before the ledger existed: POST /accounting/post-missing-sales posts their sale,
// payments, refunds and returns once (idempotent), skips what the lock closed, needs accounting.create.

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Ancienne', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as: Account = admin) =>
  call(t.app, method, `/api/v1/admin${url}`, { token: as.token, ...(body !== undefined ? { body } : {}) });

interface Entry {
  journal: string;
  source_kind: string | null;
  lines: { account: string; debit: number; credit: number }[];
}

async function entriesOf(sourceId: string): Promise<Entry[]> {
  const response = await call(t.app, 'GET', '/api/v1/admin/journal-entries', {
    token: admin.token,
    query: { 'filter[source_id]': sourceId, include: 'lines', per_page: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Entry[] }>().data;
}

async function closings(): Promise<Map<string, number>> {
  const response = await call(t.app, 'GET', '/api/v1/admin/accounting/reports/trial-balance', {
    token: admin.token,
    query: { period: 'all' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{ data: { rows: { account: string; closing: number }[] } }>().data.rows;
  expect(rows.reduce((sum, r) => sum + r.closing, 0)).toBe(0);
  const map = new Map<string, number>();
  for (const r of rows) map.set(r.account, (map.get(r.account) ?? 0) + r.closing);
  return map;
}

/** Empties the company's books, as they were before the ledger existed. */
async function forgetTheBooks() {
  await t.ctx.db.delete(journalLines).where(eq(journalLines.company_id, admin.companyId));
  await t.ctx.db.delete(journalEntries).where(eq(journalEntries.company_id, admin.companyId));
}

describe('posting the sales made before the ledger', () => {
  it('posts each sale with its payments and returns once; drafts and cancelled orders stay out', async () => {
    const vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '18' });
    const cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces', kind: 'cash' });
    const customer = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Awa Ndiaye' });
    const { variantId } = await sellable(t.app, t.ctx.db, admin, {
      title: 'Pagne',
      price: 10_000,
      stock: 20,
    });
    await t.ctx.db.update(productVariants).set({ cost: 6_000 }).where(eq(productVariants.id, variantId));

    const sell = async (body: Record<string, unknown> = {}) => {
      const response = await api('POST', '/orders', {
        customer_id: customer,
        lines: [{ variant_id: variantId, quantity: 2, tax_ids: [vat] }],
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { id: string; total: number; lines: { id: string }[] } }>().data;
    };
    const sold = await sell();
    expect(
      (await api('POST', '/payments', { order_id: sold.id, payment_method_id: cash, amount: 15_000 }))
        .statusCode,
    ).toBe(201);
    const requested = await api('POST', '/returns', {
      order_id: sold.id,
      lines: [{ order_line_id: sold.lines[0]!.id, quantity: 1 }],
    });
    const returnId = requested.json<{ data: { id: string; total: number } }>().data.id;
    expect(
      (await api('POST', `/returns/${returnId}/approve`, { resolution: 'refund', payment_method_id: cash }))
        .statusCode,
    ).toBe(200);
    const other = await sell();
    const draft = await sell({ status: 'draft' });
    const cancelled = await sell();
    expect(
      (await api('POST', `/orders/${cancelled.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBeLessThan(300);

    await forgetTheBooks();
    const posted = await api('POST', '/accounting/post-missing-sales', {});
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<{ data: unknown }>().data).toEqual({ posted: 2, skipped_locked: 0 });

    const sale = await entriesOf(sold.id);
    expect(sale.map((e) => e.source_kind)).toEqual(['sale']);
    expect(sale[0]!.lines.find((l) => l.account === '411')).toMatchObject({ debit: sold.total });
    expect(await entriesOf(other.id)).toHaveLength(1);
    expect(await entriesOf(draft.id)).toEqual([]);
    expect(await entriesOf(cancelled.id)).toEqual([]);
    // The return's credit and its refund are in the books.
    expect((await entriesOf(returnId)).map((e) => e.source_kind)).toEqual(['credit_note']);

    const books = await closings();
    const order = (await api('GET', `/orders/${sold.id}`)).json<{
      data: { total: number; paid_total: number; credited_total: number };
    }>().data;
    const owed = order.total - order.paid_total - order.credited_total + other.total;
    expect(books.get('411')).toBe(owed);
    // Cash: 15 000 received, the returned unit's share refunded.
    const refunded = requested.json<{ data: { total: number } }>().data.total;
    expect(books.get('571')).toBe(15_000 - refunded);
    // The goods' cost of that time is not posted.
    expect(books.get('31') ?? 0).toBe(0);

    // Once only.
    const again = await api('POST', '/accounting/post-missing-sales', {});
    expect(again.json<{ data: unknown }>().data).toEqual({ posted: 0, skipped_locked: 0 });
    expect(await closings()).toEqual(books);
  });

  it('skips orders confirmed in the locked period, and needs accounting.create', async () => {
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Savon', price: 500, stock: 5 });
    const response = await api('POST', '/orders', { lines: [{ variant_id: variantId, quantity: 1 }] });
    const id = response.json<{ data: { id: string } }>().data.id;
    const today = await companyToday(t.ctx.db, admin.companyId);
    await forgetTheBooks();
    await t.ctx.db
      .update(orders)
      .set({ confirmed_at: new Date(`${addDaysToDate(today, -30)}T12:00:00Z`) })
      .where(eq(orders.id, id));
    const lock = await api('PUT', '/accounting/lock', { locked_until: addDaysToDate(today, -10) });
    expect(lock.statusCode, lock.body).toBe(200);

    const employee = await createStaff(t.app, admin, 'employee');
    expect((await api('POST', '/accounting/post-missing-sales', {}, employee)).statusCode).toBe(403);

    const posted = await api('POST', '/accounting/post-missing-sales', {});
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<{ data: { skipped_locked: number } }>().data.skipped_locked).toBeGreaterThanOrEqual(1);
    expect(await entriesOf(id)).toEqual([]);
  });
});
