import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod, insertTax, sellable, stockOf } from '../orders/orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
let cash: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Caisse' });
});
afterAll(() => t.close());

interface OrderData {
  id: string;
  total: number;
  paid_total: number;
  credited_total: number;
  balance_due: number;
  payment_status: string;
  lines: { id: string; total: number; quantity: number }[];
}
interface ReturnData {
  id: string;
  reference: string;
  status: string;
  total: number;
  credit_note_id: string | null;
  refund_payment_id: string | null;
  lines: { quantity: number; amount: number }[];
}
const api = (method: 'GET' | 'POST', path: string, body?: unknown, account: Account = admin, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });
const orderOf = async (id: string) => (await api('GET', `orders/${id}`)).json<{ data: OrderData }>().data;

/** A confirmed sale of 3 × Wax at 10 000 with 19.25 % VAT, paid `paid`. */
async function sale(paid: number) {
  const vat = await insertTax(t.ctx.db, admin.companyId, {
    code: `TVA-${paid}-${Date.now()}`,
    rate: '19.25',
  });
  const { variantId } = await sellable(t.app, t.ctx.db, admin, {
    title: 'Wax hollandais',
    price: 10_000,
    stock: 5,
  });
  const response = await api('POST', 'orders', {
    lines: [{ variant_id: variantId, quantity: 3, tax_ids: [vat] }],
    ...(paid > 0 ? { payments: [{ payment_method_id: cash, amount: paid }] } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json<{ data: OrderData }>().data, variantId };
}

describe('requesting a return', () => {
  it('values the units at their share of the line, and refuses more than was sold', async () => {
    const { order, variantId } = await sale(0);
    const line = order.lines[0]!;

    const first = await api('POST', 'returns', {
      order_id: order.id,
      reason: 'Couleur différente',
      lines: [{ order_line_id: line.id, quantity: 1 }],
    });

    expect(first.statusCode, first.body).toBe(201);
    const requested = first.json<{ data: ReturnData }>().data;
    expect(requested).toMatchObject({
      status: 'requested',
      total: 11_925,
      lines: [{ quantity: 1, amount: 11_925 }],
    });
    expect(requested.reference).toMatch(/^RET-\d{4}-\d{4}$/);
    // Requested only: the stock has not moved yet.
    expect(await stockOf(t.ctx.db, variantId)).toBe(2);

    const tooMany = await api(
      'POST',
      'returns',
      { order_id: order.id, lines: [{ order_line_id: line.id, quantity: 3 }] },
      admin,
      'fr',
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<{ errors: Record<string, string[]> }>().errors['lines.0.quantity']).toEqual([
      'Plus que ce qui a été vendu, ou déjà retourné.',
    ]);
    const rest = await api('POST', 'returns', {
      order_id: order.id,
      lines: [{ order_line_id: line.id, quantity: 2 }],
    });
    expect(rest.json<{ data: ReturnData }>().data.total).toBe(line.total - 11_925);
  });
});

describe('approving a return', () => {
  it('with a credit note: the goods go back to stock and the order is partially credited', async () => {
    const { order, variantId } = await sale(0);
    const requested = (
      await api('POST', 'returns', {
        order_id: order.id,
        lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
      })
    ).json<{ data: ReturnData }>().data;

    const approved = await api('POST', `returns/${requested.id}/approve`, { resolution: 'credit_note' });

    expect(approved.statusCode, approved.body).toBe(200);
    const data = approved.json<{ data: ReturnData }>().data;
    expect(data).toMatchObject({ status: 'approved' });
    expect(await stockOf(t.ctx.db, variantId)).toBe(3);
    expect(await orderOf(order.id)).toMatchObject({
      credited_total: 11_925,
      payment_status: 'partially_credited',
      balance_due: order.total - 11_925,
    });
    const note = (await api('GET', `invoices/${data.credit_note_id}`)).json<{
      data: { kind: string; total: number; tax_total: number; lines: { quantity: number }[] };
    }>().data;
    expect(note).toMatchObject({
      kind: 'credit_note',
      total: 11_925,
      tax_total: 1_925,
      lines: [{ quantity: 1 }],
    });

    const twice = await api('POST', `returns/${requested.id}/approve`, { resolution: 'credit_note' });
    expect(twice.statusCode).toBe(409);
  });

  it('with a refund: the money goes back, never more than was paid', async () => {
    const { order } = await sale(35_775);
    const all = (
      await api('POST', 'returns', {
        order_id: order.id,
        lines: [{ order_line_id: order.lines[0]!.id, quantity: 3 }],
      })
    ).json<{ data: ReturnData }>().data;

    const refunded = await api('POST', `returns/${all.id}/approve`, {
      resolution: 'refund',
      payment_method_id: cash,
    });

    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<{ data: ReturnData }>().data.refund_payment_id).not.toBeNull();
    expect(await orderOf(order.id)).toMatchObject({
      paid_total: 0,
      credited_total: 35_775,
      payment_status: 'fully_credited',
    });

    const unpaid = await sale(0);
    const part = (
      await api('POST', 'returns', {
        order_id: unpaid.order.id,
        lines: [{ order_line_id: unpaid.order.lines[0]!.id, quantity: 1 }],
      })
    ).json<{ data: ReturnData }>().data;
    const refused = await api('POST', `returns/${part.id}/approve`, {
      resolution: 'refund',
      payment_method_id: cash,
    });
    expect(refused.statusCode).toBe(422);
    expect((await api('POST', `returns/${part.id}/approve`, { resolution: 'refund' })).statusCode).toBe(422);
  });

  it('a rejected return frees its units for another return and moves nothing', async () => {
    const { order, variantId } = await sale(0);
    const line = order.lines[0]!;
    const requested = (
      await api('POST', 'returns', { order_id: order.id, lines: [{ order_line_id: line.id, quantity: 3 }] })
    ).json<{
      data: ReturnData;
    }>().data;

    expect(
      (await api('POST', `returns/${requested.id}/reject`, { note: 'Article porté' })).json<{
        data: ReturnData;
      }>().data.status,
    ).toBe('rejected');
    expect(await stockOf(t.ctx.db, variantId)).toBe(2);
    expect(
      (await api('POST', 'returns', { order_id: order.id, lines: [{ order_line_id: line.id, quantity: 3 }] }))
        .statusCode,
    ).toBe(201);
  });
});

describe('permissions and scope', () => {
  it('an employee requests but cannot approve; an accountant only reads; another company’s return is a 404', async () => {
    const { order } = await sale(0);
    const employee = await createStaff(t.app, admin, 'employee');
    const accountant = await createStaff(t.app, admin, 'accountant');
    const body = { order_id: order.id, lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }] };

    const created = await api('POST', 'returns', body, employee);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: ReturnData }>().data.id;
    expect(
      (await api('POST', `returns/${id}/approve`, { resolution: 'credit_note' }, employee)).statusCode,
    ).toBe(403);
    expect((await api('GET', 'returns?include=lines', undefined, accountant)).statusCode).toBe(200);
    expect((await api('POST', 'returns', body, accountant)).statusCode).toBe(403);

    const other = await registerCompany(t.app);
    expect((await api('GET', `returns/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await api('POST', `returns/${id}/reject`, {}, other)).statusCode).toBe(404);
    expect((await api('POST', 'returns', body, other)).statusCode).toBe(422);
  });
});
