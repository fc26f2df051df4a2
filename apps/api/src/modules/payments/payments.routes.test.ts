import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertCustomer, insertPaymentMethod, sellable } from '../orders/orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
let cash: string;
let momo: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces' });
  momo = await insertPaymentMethod(t.ctx.db, admin.companyId, {
    name: 'Orange Money',
    kind: 'mobile_money_operator',
  });
});
afterAll(() => t.close());

interface OrderData {
  id: string;
  total: number;
  paid_total: number;
  balance_due: number;
  payment_status: string;
  history?: { type: string; to_value: string | null }[];
}
const api = (method: 'GET' | 'POST', path: string, body?: unknown, account: Account = admin, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });
const order = async (id: string) =>
  (await api('GET', `orders/${id}?include=history`)).json<{ data: OrderData }>().data;
const newOrder = async (body: Record<string, unknown> = {}) => {
  const response = await api('POST', 'orders', {
    lines: [{ title: 'Panier garni', price: 10_000, quantity: 1 }],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: OrderData }>().data;
};

describe('paying at the counter', () => {
  it('splits a sale across Orange Money and cash: paid, and each part recorded', async () => {
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Ndolé', price: 6_000, stock: 5 });
    const created = await newOrder({
      channel: 'pos',
      lines: [{ variant_id: variantId, quantity: 2 }],
      payments: [
        { payment_method_id: momo, amount: 5_000, reference: 'OM-88231' },
        { payment_method_id: cash, amount: 7_000 },
      ],
    });

    expect(created).toMatchObject({
      total: 12_000,
      paid_total: 12_000,
      balance_due: 0,
      payment_status: 'paid',
    });
    const list = await api('GET', `payments?filter[order_id]=${created.id}&sort=amount`);
    expect(list.json<{ data: { amount: number; payment_method: { name: string } }[] }>().data).toEqual([
      expect.objectContaining({
        amount: 5_000,
        payment_method: expect.objectContaining({ name: 'Orange Money' }),
      }),
      expect.objectContaining({
        amount: 7_000,
        payment_method: expect.objectContaining({ name: 'Espèces' }),
      }),
    ]);
    const history = (await order(created.id)).history!.map((h) => h.type);
    expect(history).toEqual(['created', 'payment', 'payment']);
  });

  it('sells part-paid at the counter only to someone who owes the rest: a named customer or a delivery', async () => {
    const counted = async () =>
      (await api('GET', 'orders?per_page=1')).json<{ meta: { total: number } }>().meta.total;
    const before = await counted();
    const sale = (body: Record<string, unknown>) =>
      api(
        'POST',
        'orders',
        {
          channel: 'pos',
          lines: [{ title: 'Pagne wax', price: 9_000, quantity: 1 }],
          payments: [{ payment_method_id: cash, amount: 4_000 }],
          ...body,
        },
        admin,
        'fr',
      );
    const walkIn = await sale({});
    expect(walkIn.statusCode).toBe(422);
    expect(walkIn.json<{ errors: Record<string, string[]> }>().errors.customer_id).toEqual([
      'Choisissez le client pour vendre à crédit : quelqu’un doit devoir le reste.',
    ]);
    expect(await counted()).toBe(before);

    const customerId = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Aïcha Ndiaye' });
    const named = await sale({ customer_id: customerId });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json<{ data: OrderData }>().data).toMatchObject({
      balance_due: 5_000,
      payment_status: 'partially_paid',
    });
    const delivered = await sale({ delivery_mode: 'delivery' });
    expect(delivered.statusCode, delivered.body).toBe(201);
    // paid in full, or sent without payments (they may follow: a mobile-money request), a walk-in sale goes through
    expect((await sale({ payments: [{ payment_method_id: cash, amount: 9_000 }] })).statusCode).toBe(201);
    expect((await sale({ payments: [] })).statusCode).toBe(201);
    expect(await counted()).toBe(before + 4);
  });

  it('refuses more than the total, a switched-off method and a draft, writing nothing', async () => {
    const off = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'Chèque',
      kind: 'bank',
      is_active: false,
    });
    const tooMuch = await api(
      'POST',
      'orders',
      {
        lines: [{ title: 'X', price: 1_000, quantity: 1 }],
        payments: [{ payment_method_id: cash, amount: 1_500 }],
      },
      admin,
      'fr',
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ errors: Record<string, string[]> }>().errors.payments).toEqual([
      'C’est plus que ce qui reste à payer sur la commande.',
    ]);
    const offMethod = await api('POST', 'orders', {
      lines: [{ title: 'X', price: 1_000, quantity: 1 }],
      payments: [{ payment_method_id: off, amount: 1_000 }],
    });
    expect(Object.keys(offMethod.json<{ errors: object }>().errors)).toEqual([
      'payments.0.payment_method_id',
    ]);
    const draft = await api('POST', 'orders', {
      status: 'draft',
      lines: [{ title: 'X', price: 1_000, quantity: 1 }],
      payments: [{ payment_method_id: cash, amount: 1_000 }],
    });
    expect(draft.statusCode).toBe(422);
  });
});

describe('payments after the sale', () => {
  it('a partial payment, then the rest: partially paid, then paid; a refund and a void follow the money', async () => {
    const created = await newOrder();
    const first = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: momo,
      amount: 4_000,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await order(created.id)).toMatchObject({
      paid_total: 4_000,
      balance_due: 6_000,
      payment_status: 'partially_paid',
    });

    const over = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: cash,
      amount: 6_001,
    });
    expect(over.statusCode).toBe(422);
    const rest = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: cash,
      amount: 6_000,
    });
    expect(rest.statusCode).toBe(201);
    expect(await order(created.id)).toMatchObject({ paid_total: 10_000, payment_status: 'paid' });

    const refund = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: cash,
      amount: 2_500,
      kind: 'refund',
      note: 'Article abîmé',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await order(created.id)).toMatchObject({ paid_total: 7_500, payment_status: 'partially_paid' });
    const tooBig = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: cash,
      amount: 9_000,
      kind: 'refund',
    });
    expect(tooBig.statusCode).toBe(422);

    // a refused field is named as the form has it, not as a sale's part ('amount.0.tendered')
    const momoChange = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: momo,
      amount: 1_000,
      tendered: 2_000,
    });
    expect(momoChange.statusCode).toBe(422);
    expect(Object.keys(momoChange.json<{ errors: object }>().errors)).toEqual(['tendered']);
    const unknownMethod = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: '01900000-0000-7000-8000-0000000000ff',
      amount: 1_000,
    });
    expect(Object.keys(unknownMethod.json<{ errors: object }>().errors)).toEqual(['payment_method_id']);

    const voided = await api('POST', `payments/${first.json<{ data: { id: string } }>().data.id}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json<{ data: { voided_at: string | null } }>().data.voided_at).not.toBeNull();
    expect(await order(created.id)).toMatchObject({ paid_total: 3_500, payment_status: 'partially_paid' });
    const again = await api('POST', `payments/${first.json<{ data: { id: string } }>().data.id}/void`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses cash handed over on a refund, on the field tendered, writing nothing', async () => {
    // Arrange: a sale paid 10,000 in cash
    const created = await newOrder({ payments: [{ payment_method_id: cash, amount: 10_000 }] });
    const counted = async () =>
      (await api('GET', `payments?filter[order_id]=${created.id}`)).json<{ meta: { total: number } }>().meta
        .total;
    const before = await counted();

    // Act: 2,000 paid back, as if a 5,000 note had been handed over
    const refund = await api(
      'POST',
      'payments',
      { order_id: created.id, payment_method_id: cash, amount: 2_000, tendered: 5_000, kind: 'refund' },
      admin,
      'fr',
    );

    // Assert
    expect(refund.statusCode, refund.body).toBe(422);
    expect(refund.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      tendered: ['Les espèces remises ne concernent qu’un paiement, pas un remboursement.'],
    });
    expect(await counted()).toBe(before);
    expect(await order(created.id)).toMatchObject({ paid_total: 10_000, payment_status: 'paid' });
  });

  it('a part-paid sale cancelled owes nothing more, and what was paid is refunded, no more, no payment taken', async () => {
    const customer_id = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Moussa Diop' });
    const created = await newOrder({ customer_id, payments: [{ payment_method_id: momo, amount: 4_000 }] });
    expect((await api('POST', `orders/${created.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    // the 6,000 never paid is not owed any more; the 4,000 paid is owed back
    expect(await order(created.id)).toMatchObject({
      total: 10_000,
      paid_total: 4_000,
      balance_due: 0,
      payment_status: 'partially_paid',
    });
    const payment = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: cash,
      amount: 1_000,
    });
    expect(payment.statusCode).toBe(422);
    const tooMuch = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: momo,
      amount: 4_001,
      kind: 'refund',
    });
    expect(tooMuch.statusCode).toBe(422);

    const refund = await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: momo,
      amount: 4_000,
      kind: 'refund',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await order(created.id)).toMatchObject({
      paid_total: 0,
      balance_due: 0,
      payment_status: 'cancelled',
    });
  });

  it('exports payments with refunds as negative amounts', async () => {
    const created = await newOrder({ payments: [{ payment_method_id: cash, amount: 10_000 }] });
    await api('POST', 'payments', {
      order_id: created.id,
      payment_method_id: cash,
      amount: 1_000,
      kind: 'refund',
    });
    const csv = await api(
      'GET',
      `payments/export?filter[order_id]=${created.id}&sort=received_at`,
      undefined,
      admin,
      'fr',
    );
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((r) => r.split(';')[2])).toEqual(['10000', '-1000']);
    expect(rows.map((r) => r.split(';')[1])).toEqual(['Paiement', 'Remboursement']);
    expect(rows[0]!.split(';')[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('permissions and scope', () => {
  it('only roles with payments.* reach /payments; another company’s payment is a 404', async () => {
    const manager = await createStaff(t.app, admin, 'manager');
    expect((await api('GET', 'payments', undefined, manager)).statusCode).toBe(403);
    const created = await newOrder();
    expect(
      (await api('POST', 'payments', { order_id: created.id, payment_method_id: cash, amount: 1 }, manager))
        .statusCode,
    ).toBe(403);

    const other = await registerCompany(t.app);
    const theirCash = await insertPaymentMethod(t.ctx.db, other.companyId, { name: 'Cash' });
    const theirs = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: other.token,
      body: {
        lines: [{ title: 'X', price: 100, quantity: 1 }],
        payments: [{ payment_method_id: theirCash, amount: 100 }],
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirPayments = await call(t.app, 'GET', '/api/v1/admin/payments', { token: other.token });
    const theirPaymentId = theirPayments.json<{ data: { id: string }[] }>().data[0]!.id;
    expect((await api('GET', `payments/${theirPaymentId}`)).statusCode).toBe(404);
    expect((await api('POST', `payments/${theirPaymentId}/void`)).statusCode).toBe(404);
    // Paying our order with their method, or their order at all, is refused.
    expect(
      (await api('POST', 'payments', { order_id: created.id, payment_method_id: theirCash, amount: 1 }))
        .statusCode,
    ).toBe(422);
    const theirOrderId = theirs.json<{ data: { id: string } }>().data.id;
    expect(
      (await api('POST', 'payments', { order_id: theirOrderId, payment_method_id: cash, amount: 1 }))
        .statusCode,
    ).toBe(422);
  });
});

describe('the list of all money received and paid back', () => {
  // A company of its own, so the list holds exactly what these tests record.
  let shop: Account;
  let shopCash: string;
  let shopMomo: string;
  let awaSale: string;
  let walkInSale: string;
  interface Listed {
    id: string;
    kind: string;
    amount: number;
    order_id: string | null;
    order_reference: string | null;
    customer_name: string | null;
    payment_method: { id: string; name: string; kind: string };
  }
  const list = async (query = '') => {
    const response = await api('GET', `payments${query}`, undefined, shop);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Listed[]; meta: { total: number } }>();
  };
  const post = async (path: string, body: unknown) => {
    const response = await api('POST', path, body, shop);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Record<string, unknown> & { id: string; number?: number } }>().data;
  };

  beforeAll(async () => {
    shop = await registerCompany(t.app, { currency: 'XAF' });
    shopCash = await insertPaymentMethod(t.ctx.db, shop.companyId, { name: 'Espèces' });
    shopMomo = await insertPaymentMethod(t.ctx.db, shop.companyId, {
      name: 'Wave',
      kind: 'mobile_money_operator',
    });
    const awa = await insertCustomer(t.ctx.db, shop.companyId, { name: 'Awa Diop' });
    awaSale = (
      await post('orders', {
        customer_id: awa,
        lines: [{ title: 'Pagne wax', price: 8_000, quantity: 1 }],
        payments: [{ payment_method_id: shopMomo, amount: 8_000, reference: 'WV-1207' }],
      })
    ).id;
    walkInSale = (
      await post('orders', {
        lines: [{ title: 'Savon', price: 1_500, quantity: 2 }],
        payments: [{ payment_method_id: shopCash, amount: 3_000 }],
      })
    ).id;
    await post('payments', {
      order_id: awaSale,
      payment_method_id: shopCash,
      amount: 2_000,
      kind: 'refund',
      received_at: '2020-03-10T10:00:00.000Z',
    });
    // Another company's sale, paid with its own method: never in this list.
    const other = await registerCompany(t.app);
    const theirCash = await insertPaymentMethod(t.ctx.db, other.companyId, { name: 'Cash' });
    const theirs = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: other.token,
      body: {
        lines: [{ title: 'X', price: 100, quantity: 1 }],
        payments: [{ payment_method_id: theirCash, amount: 100 }],
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it('gives each payment its sale’s reference, its customer (null for a walk-in) and its method', async () => {
    const { data, meta } = await list('?sort=received_at');
    const orderRef = async (id: string) =>
      (await api('GET', `orders/${id}`, undefined, shop)).json<{ data: { reference: string } }>().data
        .reference;
    expect(meta.total).toBe(3);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: 2_000,
        order_reference: await orderRef(awaSale),
        customer_name: 'Awa Diop',
        payment_method: { id: shopCash, name: 'Espèces', kind: 'cash' },
      }),
      expect.objectContaining({
        kind: 'payment',
        amount: 8_000,
        order_reference: await orderRef(awaSale),
        customer_name: 'Awa Diop',
        payment_method: { id: shopMomo, name: 'Wave', kind: 'mobile_money_operator' },
      }),
      expect.objectContaining({
        kind: 'payment',
        amount: 3_000,
        order_reference: await orderRef(walkInSale),
        customer_name: null,
        payment_method: { id: shopCash, name: 'Espèces', kind: 'cash' },
      }),
    ]);
    expect(data[0]!.order_reference).toMatch(/^#\d{4}$/);
  });

  it('keeps its filters and their counts with the joins: kind, method, received window, reference', async () => {
    const refunds = await list('?filter[kind]=refund');
    expect(refunds.data.map((p) => [p.kind, p.amount])).toEqual([['refund', 2_000]]);
    expect(refunds.meta.total).toBe(1);

    const byWave = await list(`?filter[payment_method_id]=${shopMomo}`);
    expect(byWave.data.map((p) => p.order_id)).toEqual([awaSale]);
    expect(byWave.meta.total).toBe(1);

    const march = await list('?filter[received_from]=2020-03-10&filter[received_to]=2020-03-11');
    expect(march.data.map((p) => p.kind)).toEqual(['refund']);
    // received_to is exclusive: an instant equal to it is left out.
    const upTo = await list('?filter[received_to]=2020-03-10T10:00:00.000Z');
    expect(upTo.data).toEqual([]);
    expect(upTo.meta.total).toBe(0);

    const searched = await list('?search=WV-1207');
    expect(searched.data.map((p) => p.amount)).toEqual([8_000]);
  });

  it('never lists another company’s payments, even asked by its method', async () => {
    const { data } = await list();
    expect(new Set(data.map((p) => p.payment_method.id))).toEqual(new Set([shopCash, shopMomo]));
    const other = await registerCompany(t.app);
    const theirCash = await insertPaymentMethod(t.ctx.db, other.companyId, { name: 'Cash' });
    expect((await list(`?filter[payment_method_id]=${theirCash}`)).data).toEqual([]);
  });

  it('answers one payment, a new one and a voided one with the same sale details', async () => {
    const [listed] = (await list(`?filter[payment_method_id]=${shopMomo}`)).data;
    const one = await api('GET', `payments/${listed!.id}`, undefined, shop);
    expect(one.json<{ data: Listed }>().data).toEqual(listed);

    const created = await post('orders', {
      lines: [{ title: 'Riz', price: 5_000, quantity: 1 }],
      payments: [{ payment_method_id: shopCash, amount: 1_000 }],
    });
    const paid = await post('payments', { order_id: created.id, payment_method_id: shopMomo, amount: 500 });
    expect(paid).toMatchObject({
      order_reference: expect.stringMatching(/^#\d{4}$/),
      customer_name: null,
      payment_method: { id: shopMomo, name: 'Wave' },
    });
    const voided = await api('POST', `payments/${paid.id}/void`, undefined, shop);
    expect(voided.json<{ data: Listed & { voided_at: string | null } }>().data).toMatchObject({
      order_reference: paid.order_reference,
      payment_method: { name: 'Wave' },
      voided_at: expect.any(String),
    });
  });

  it('exports the sale’s reference and the customer’s name', async () => {
    const csv = await api(
      'GET',
      `payments/export?filter[payment_method_id]=${shopMomo}&sort=received_at`,
      undefined,
      shop,
    );
    const [header, first] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Customer');
    expect(first).toMatch(/,#\d{4},Awa Diop,/);
  });
});
