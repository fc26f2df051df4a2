import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  insertCustomer,
  insertPaymentMethod,
  insertTax,
  sellable,
  stockOf,
} from '../orders/orders.test-helpers.ts';

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
  reference: string;
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
  order_reference: string;
  customer_name: string | null;
  status: string;
  created_at: string;
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

/** A confirmed sale of 3 × Wax at 10 000 with 19.25 % VAT, paid `paid` (in cash, admin's company only). */
async function sale(paid: number, account: Account = admin, customerId?: string) {
  const vat = await insertTax(t.ctx.db, account.companyId, {
    code: `TVA-${paid}-${Date.now()}`,
    rate: '19.25',
  });
  const { variantId } = await sellable(t.app, t.ctx.db, account, {
    title: 'Wax hollandais',
    price: 10_000,
    stock: 5,
  });
  const response = await api(
    'POST',
    'orders',
    {
      lines: [{ variant_id: variantId, quantity: 3, tax_ids: [vat] }],
      ...(paid > 0 ? { payments: [{ payment_method_id: cash, amount: paid }] } : {}),
      ...(customerId ? { customer_id: customerId } : {}),
    },
    account,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json<{ data: OrderData }>().data, variantId };
}

/** One unit of the order's first line asked back. */
async function returnOne(order: OrderData, account: Account = admin, reason?: string) {
  const response = await api(
    'POST',
    'returns',
    {
      order_id: order.id,
      ...(reason ? { reason } : {}),
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    },
    account,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ReturnData }>().data;
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

/** The data rows of a CSV export, without its BOM and header. */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);

describe('the returns list and its export', () => {
  let shop: Account;
  let fromAwa: ReturnData;
  let fromWalkIn: ReturnData;
  let awaOrder: OrderData;
  let walkInOrder: OrderData;
  beforeAll(async () => {
    // A company of its own: its list holds exactly these two returns.
    shop = await registerCompany(t.app, { currency: 'XAF' });
    const awa = await insertCustomer(t.ctx.db, shop.companyId, { name: 'Awa Ndiaye' });
    awaOrder = (await sale(0, shop, awa)).order;
    walkInOrder = (await sale(0, shop)).order;
    fromAwa = await returnOne(awaOrder, shop, 'Couleur différente');
    fromWalkIn = await returnOne(walkInOrder, shop);
  });

  it("says which sale each return comes from: the order's reference and its customer", async () => {
    expect(fromAwa).toMatchObject({ order_reference: awaOrder.reference, customer_name: 'Awa Ndiaye' });
    expect(awaOrder.reference).toMatch(/^#\d{4}$/);

    const list = await api('GET', 'returns', undefined, shop);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ data: ReturnData[]; meta: { total: number } }>();
    expect(body.data.map((r) => [r.reference, r.order_reference, r.customer_name])).toEqual([
      [fromWalkIn.reference, walkInOrder.reference, null],
      [fromAwa.reference, awaOrder.reference, 'Awa Ndiaye'],
    ]);
    expect(body.meta.total).toBe(2);

    // Filters, search and sorts still apply to the joined list, and its count follows them.
    const searched = (
      await api('GET', `returns?search=${fromAwa.reference}&include=lines`, undefined, shop)
    ).json<{ data: ReturnData[]; meta: { total: number } }>();
    expect(searched.data.map((r) => [r.id, r.customer_name, r.lines?.length])).toEqual([
      [fromAwa.id, 'Awa Ndiaye', 1],
    ]);
    expect(searched.meta.total).toBe(1);
    const byOrder = (
      await api('GET', `returns?filter[order_id]=${walkInOrder.id}&sort=total`, undefined, shop)
    ).json<{ data: ReturnData[] }>();
    expect(byOrder.data.map((r) => r.id)).toEqual([fromWalkIn.id]);

    const one = (await api('GET', `returns/${fromAwa.id}`, undefined, shop)).json<{ data: ReturnData }>();
    expect(one.data).toMatchObject({ order_reference: awaOrder.reference, customer_name: 'Awa Ndiaye' });
  });

  it('exports the list as CSV with its filters, and a decision answers with the sale too', async () => {
    const rejected = await api('POST', `returns/${fromWalkIn.id}/reject`, { note: 'Article porté' }, shop);
    expect(rejected.json<{ data: ReturnData }>().data).toMatchObject({
      status: 'rejected',
      order_reference: walkInOrder.reference,
      customer_name: null,
    });

    const all = await api('GET', 'returns/export', undefined, shop, 'fr');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="returns-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = all.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Référence;Créé le;Commande;Client;Statut;Règlement;Total;Motif;Décidé le');
    expect(rows).toHaveLength(3);
    const awaRow = rows[2]!.split(';');
    expect([awaRow[0], awaRow[2], awaRow[3], awaRow[4], awaRow[5], awaRow[6], awaRow[7], awaRow[8]]).toEqual([
      fromAwa.reference,
      awaOrder.reference,
      'Awa Ndiaye',
      'En attente d’approbation',
      '',
      '11925',
      'Couleur différente',
      '',
    ]);
    // At the company's clock (UTC here), to the minute.
    expect(awaRow[1]).toBe(`${fromAwa.created_at.slice(0, 10)} ${fromAwa.created_at.slice(11, 16)}`);

    const requested = await api('GET', 'returns/export?filter[status]=requested', undefined, shop);
    expect(requested.body).toContain(
      'Reference,Created,Order,Customer,Status,Resolution,Total,Reason,Decided\r\n',
    );
    expect(csvRows(requested.body).map((row) => row.split(',')[0])).toEqual([fromAwa.reference]);
    const onlyRejected = await api('GET', 'returns/export?filter[status]=rejected', undefined, shop);
    expect(csvRows(onlyRejected.body).map((row) => row.split(',').slice(0, 5))).toEqual([
      [
        fromWalkIn.reference,
        `${fromWalkIn.created_at.slice(0, 10)} ${fromWalkIn.created_at.slice(11, 16)}`,
        walkInOrder.reference,
        '',
        'Rejected',
      ],
    ]);

    expect((await api('GET', 'returns/export?filter[status]=lost', undefined, shop)).statusCode).toBe(400);
  });

  it('needs returns.export, and never lists or exports another company’s returns', async () => {
    const employee = await createStaff(t.app, shop, 'employee');
    const accountant = await createStaff(t.app, shop, 'accountant');
    for (const who of [employee, accountant]) {
      expect((await api('GET', 'returns', undefined, who)).statusCode).toBe(200);
      expect((await api('GET', 'returns/export', undefined, who)).statusCode).toBe(403);
    }

    // admin's company has returns of its own (the tests above); references repeat across
    // companies, so ids and row counts tell the two apart.
    const theirs = (await api('GET', 'returns?per_page=100')).json<{ data: ReturnData[] }>().data;
    expect(theirs.length).toBeGreaterThan(2);
    expect(theirs.some((r) => r.id === fromAwa.id || r.id === fromWalkIn.id)).toBe(false);
    const mine = (await api('GET', 'returns?per_page=100', undefined, shop)).json<{ data: ReturnData[] }>()
      .data;
    expect(mine.map((r) => r.id).sort()).toEqual([fromAwa.id, fromWalkIn.id].sort());
    expect(csvRows((await api('GET', 'returns/export', undefined, shop)).body)).toHaveLength(2);
    const theirExport = csvRows((await api('GET', 'returns/export')).body);
    expect(theirExport).toHaveLength(theirs.length);
    expect(theirExport.some((row) => row.includes('Awa Ndiaye'))).toBe(false);
  });
});
