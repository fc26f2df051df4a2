import { priceOrder } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies, events, orders } from '../../db/schema/index.ts';
import { insertCustomer, insertDiscount, insertTax, sellable, stockOf } from './orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
});
afterAll(() => t.close());

type OrderBody = {
  data: {
    id: string;
    number: number;
    reference: string;
    status: string;
    payment_status: string;
    delivery_status: string;
    subtotal: number;
    discount_total: number;
    tax_total: number;
    shipping_total: number;
    total: number;
    balance_due: number;
    discounts: { code: string | null; amount: number }[];
    lines: {
      source: string;
      title: string;
      variant_title: string | null;
      total: number;
      taxes: { code: string; amount: number }[];
    }[];
    history?: { type: string; from_value: string | null; to_value: string | null }[];
  };
};
const post = (account: Account, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v1/admin/orders', { token: account.token, body, headers });
const get = (account: Account, path: string, query?: Record<string, string>) =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, { token: account.token, ...(query ? { query } : {}) });
const move = (account: Account, id: string, body: unknown, what = 'status') =>
  call(t.app, 'POST', `/api/v1/admin/orders/${id}/${what}`, { token: account.token, body });

describe('creating an order', () => {
  it('prices it with priceOrder, takes the stock, numbers it and records its creation', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const vat = await insertTax(t.ctx.db, company.companyId, {
      code: 'TVA',
      rate: '19.25',
      is_default: true,
    });
    const pagne = await sellable(t.app, t.ctx.db, company, { title: 'Pagne wax', price: 12_500, stock: 10 });
    const savon = await sellable(t.app, t.ctx.db, company, { title: 'Savon noir', price: 1_500, stock: 10 });

    const response = await post(company, {
      delivery_mode: 'delivery',
      lines: [
        {
          variant_id: pagne.variantId,
          quantity: 2,
          discounts: [{ discount_type: 'percentage', discount_value: 10 }],
        },
        { variant_id: savon.variantId, quantity: 3, tax_ids: [] },
      ],
      discounts: [{ discount_type: 'fixed', discount_value: 1_000, label: 'Fidélité' }],
      shipping: { amount: 2_000, label: 'Livraison Akwa' },
    });

    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<OrderBody>().data;
    const expected = priceOrder({
      currency: { alpha: 'XAF', precision: 0 },
      lines: [
        {
          price: 12_500,
          quantity: 2,
          discounts: [{ discount_type: 'percentage', discount_value: 10 }],
          taxes: [{ id: vat, rate: '19.25' }],
        },
        { price: 1_500, quantity: 3 },
        { price: 2_000, quantity: 1, source: 'shipping' },
      ],
      discounts: [{ discount_type: 'fixed', discount_value: 1_000 }],
    });
    expect(order).toMatchObject({
      number: 1,
      reference: '#0001',
      status: 'confirmed',
      payment_status: 'pending',
      delivery_status: 'pending',
      subtotal: expected.subtotal,
      discount_total: expected.discount_total,
      tax_total: expected.tax_total,
      shipping_total: 2_000,
      total: expected.total,
      balance_due: expected.total,
      discounts: [{ code: null, amount: 1_000 }],
    });
    // A product without options sells under its own name: no "Default Title" on the line.
    expect(order.lines.map((l) => l.variant_title)).toEqual([null, null, null]);
    expect(order.lines.map((l) => [l.source, l.title, l.total])).toEqual([
      ['product', 'Pagne wax', expected.lines[0]!.total],
      ['product', 'Savon noir', expected.lines[1]!.total],
      ['shipping', 'Livraison Akwa', expected.lines[2]!.total],
    ]);
    expect(order.lines[0]!.taxes).toEqual([
      expect.objectContaining({ code: 'TVA', amount: expected.lines[0]!.taxes[0]!.amount }),
    ]);
    expect(await stockOf(t.ctx.db, pagne.variantId)).toBe(8);
    expect(await stockOf(t.ctx.db, savon.variantId)).toBe(7);

    const second = await post(company, { lines: [{ title: 'Retouche', price: 3_000, quantity: 1 }] });
    expect(second.json<OrderBody>().data.reference).toBe('#0002');
    const [event] = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.company_id, company.companyId), eq(events.type, 'order.created')));
    expect(event).toMatchObject({ subject_id: order.id, payload: expect.objectContaining({ number: 1 }) });
    const detail = await get(company, `orders/${order.id}`, { include: 'history' });
    expect(detail.json<OrderBody>().data.history).toEqual([
      expect.objectContaining({ type: 'created', to_value: 'confirmed' }),
    ]);
  });

  it('refuses more than the warehouse holds with 409 in the user’s language, and writes nothing', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const { variantId } = await sellable(t.app, t.ctx.db, company, {
      title: 'Bissap',
      price: 1_000,
      stock: 2,
    });

    const response = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: company.token,
      headers: { 'accept-language': 'fr' },
      body: { lines: [{ variant_id: variantId, quantity: 3 }] },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('Stock insuffisant');
    expect(await stockOf(t.ctx.db, variantId)).toBe(2);
    const rows = await t.ctx.db.select().from(orders).where(eq(orders.company_id, company.companyId));
    expect(rows).toEqual([]);
    // The number taken by the refused order was rolled back with it: no gap.
    const next = await post(company, { lines: [{ variant_id: variantId, quantity: 1 }] });
    expect(next.json<OrderBody>().data.number).toBe(1);
  });

  it.each([
    [{ lines: [] }, 'lines'],
    [{ lines: [{ quantity: 1 }] }, 'lines.0.variant_id'],
    [{ lines: [{ title: 'Sans prix', quantity: 1 }] }, 'lines.0.variant_id'],
    [{ lines: [{ title: 'X', price: 100, quantity: 0 }] }, 'lines.0.quantity'],
    [
      {
        lines: [{ title: 'X', price: 100, quantity: 1 }],
        discounts: [{ discount_type: 'percentage', discount_value: 120 }],
      },
      'discounts.0.discount_value',
    ],
    [{ lines: [{ variant_id: '01900000-0000-7000-8000-000000000001', quantity: 1 }] }, 'lines.0.variant_id'],
    [
      {
        lines: [{ title: 'X', price: 100, quantity: 1 }],
        customer_id: '01900000-0000-7000-8000-000000000001',
      },
      'customer_id',
    ],
    [{ lines: [{ title: 'X', price: 100, quantity: 1 }], discount_codes: ['NOPE'] }, 'discount_codes.0'],
  ])('answers 422 naming the field: %j', async (body, field) => {
    const response = await post(admin, body);

    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
  });
});

describe('discount codes', () => {
  it('applies a valid code, counts its use, and refuses it once used up or expired', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    await insertDiscount(t.ctx.db, company.companyId, {
      code: 'BIENVENUE10',
      discount_value: '10',
      usage_limit: 1,
      minimum_subtotal: 5_000,
    });
    await insertDiscount(t.ctx.db, company.companyId, {
      code: 'NOEL',
      ends_at: new Date('2025-12-31T00:00:00Z'),
    });
    const line = { title: 'Boubou brodé', price: 20_000, quantity: 1 };

    const first = await post(company, { lines: [line], discount_codes: ['bienvenue10'] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<OrderBody>().data).toMatchObject({
      discount_total: 2_000,
      total: 18_000,
      discounts: [{ code: 'BIENVENUE10', amount: 2_000 }],
    });

    const again = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: company.token,
      headers: { 'accept-language': 'fr' },
      body: { lines: [line], discount_codes: ['BIENVENUE10'] },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors['discount_codes.0']).toEqual([
      'Cette remise a atteint son nombre d’utilisations.',
    ]);
    const expired = await post(company, { lines: [line], discount_codes: ['NOEL'] });
    expect(expired.json<{ errors: Record<string, string[]> }>().errors['discount_codes.0']).toEqual([
      'This discount has expired.',
    ]);

    // Cancelling the order gives the use back.
    await move(company, first.json<OrderBody>().data.id, { status: 'cancelled' });
    const reused = await post(company, { lines: [line], discount_codes: ['BIENVENUE10'] });
    expect(reused.statusCode, reused.body).toBe(201);
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key and body create one order; the replay says so', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const { variantId } = await sellable(t.app, t.ctx.db, company, { price: 5_000, stock: 5 });
    const body = { lines: [{ variant_id: variantId, quantity: 1 }] };
    const headers = { 'idempotency-key': 'pos-7f3a-0001' };

    const first = await post(company, body, headers);
    const second = await post(company, body, headers);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<OrderBody>().data.id).toBe(first.json<OrderBody>().data.id);
    expect(await stockOf(t.ctx.db, variantId)).toBe(4);
    const other = await post(company, { lines: [{ variant_id: variantId, quantity: 2 }] }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ code: string }>().code).toBe('idempotency_key_reused');
  });

  it('refuses a key that is not visible ASCII', async () => {
    const response = await post(
      admin,
      { lines: [{ title: 'X', price: 1, quantity: 1 }] },
      { 'idempotency-key': 'clé é' },
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('moving an order', () => {
  it('a draft takes no stock; confirming takes it; cancelling gives it back; completed is final', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const { variantId } = await sellable(t.app, t.ctx.db, company, { price: 2_000, stock: 5 });
    const draft = (
      await post(company, { status: 'draft', lines: [{ variant_id: variantId, quantity: 2 }] })
    ).json<OrderBody>().data;
    expect(await stockOf(t.ctx.db, variantId)).toBe(5);

    expect((await move(company, draft.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await stockOf(t.ctx.db, variantId)).toBe(3);
    const cancelled = await move(company, draft.id, { status: 'cancelled', note: 'Client injoignable' });
    expect(cancelled.json<OrderBody>().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'cancelled',
    });
    expect(await stockOf(t.ctx.db, variantId)).toBe(5);

    const refused = await call(t.app, 'POST', `/api/v1/admin/orders/${draft.id}/status`, {
      token: company.token,
      headers: { 'accept-language': 'fr' },
      body: { status: 'confirmed' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Ce commande ne peut pas passer de annulée à confirmée.',
    );

    const history = (await get(company, `orders/${draft.id}`, { include: 'history' })).json<OrderBody>().data
      .history;
    expect(history?.map((h) => [h.type, h.from_value, h.to_value])).toEqual([
      ['created', null, 'draft'],
      ['status', 'draft', 'confirmed'],
      ['status', 'confirmed', 'cancelled'],
    ]);
  });

  it('moves a delivery pending → taken in charge → delivered, and nowhere after', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const order = (
      await post(company, {
        delivery_mode: 'delivery',
        lines: [{ title: 'Gâteau', price: 8_000, quantity: 1 }],
      })
    ).json<OrderBody>().data;
    expect(order.delivery_status).toBe('pending');

    for (const status of ['taken_in_charge', 'delivered']) {
      const response = await move(company, order.id, { delivery_status: status }, 'delivery-status');
      expect(response.statusCode, response.body).toBe(200);
    }
    const back = await move(company, order.id, { delivery_status: 'pending' }, 'delivery-status');
    expect(back.statusCode).toBe(409);
  });

  it('never sends a pickup order to the couriers (no delivery exists for it): it is handed over from idle', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const order = (
      await post(company, {
        delivery_mode: 'pickup',
        lines: [{ title: 'Gâteau', price: 8_000, quantity: 1 }],
      })
    ).json<OrderBody>().data;
    expect(order.delivery_status).toBe('idle');

    const toCourier = await move(company, order.id, { delivery_status: 'pending' }, 'delivery-status');
    expect(toCourier.statusCode, toCourier.body).toBe(409);
    const handedOver = await move(company, order.id, { delivery_status: 'delivered' }, 'delivery-status');
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(handedOver.json<OrderBody>().data.delivery_status).toBe('delivered');
  });
});

describe('permissions and scope', () => {
  it('a courier sees orders but cannot create one; an employee creates but cannot cancel or change the seller', async () => {
    const courier = await createStaff(t.app, admin, 'courrier');
    const employee = await createStaff(t.app, admin, 'employee');
    const line = { title: 'Attiéké', price: 500, quantity: 2 };

    expect((await get(courier, 'orders')).statusCode).toBe(200);
    expect((await post(courier, { lines: [line] })).statusCode).toBe(403);
    const created = await post(employee, { lines: [line] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<OrderBody>().data.id;
    expect((await move(employee, id, { status: 'cancelled' })).statusCode).toBe(403);
    const otherSeller = await post(employee, { lines: [line], seller_id: courier.id });
    expect(otherSeller.statusCode).toBe(403);
    const bySeller = await post(admin, { lines: [line], seller_id: employee.id });
    expect(bySeller.statusCode, bySeller.body).toBe(201);
  });

  it('another company’s order is a 404 everywhere, and its customer cannot be used', async () => {
    const other = await registerCompany(t.app);
    const theirs = (await post(other, { lines: [{ title: 'X', price: 100, quantity: 1 }] })).json<OrderBody>()
      .data;
    const theirCustomer = await insertCustomer(t.ctx.db, other.companyId, { name: 'Koffi' });

    expect((await get(admin, `orders/${theirs.id}`)).statusCode).toBe(404);
    expect((await move(admin, theirs.id, { status: 'cancelled' })).statusCode).toBe(404);
    const patch = await call(t.app, 'PATCH', `/api/v1/admin/orders/${theirs.id}`, {
      token: admin.token,
      body: { notes: 'taken over' },
    });
    expect(patch.statusCode).toBe(404);
    const withTheirCustomer = await post(admin, {
      customer_id: theirCustomer,
      lines: [{ title: 'X', price: 100, quantity: 1 }],
    });
    expect(withTheirCustomer.statusCode).toBe(422);
  });
});

describe('the list', () => {
  it('filters, finds by number and by customer phone, and exports', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const awa = await insertCustomer(t.ctx.db, company.companyId, {
      name: 'Awa Traoré',
      phone: '22507080910',
    });
    const line = { title: 'Tissu', price: 4_000, quantity: 1 };
    await post(company, { lines: [line], customer_id: awa });
    await post(company, { status: 'quotation', lines: [line] });
    await post(company, { lines: [line] });

    const quotations = await get(company, 'orders', { 'filter[status]': 'quotation' });
    expect(quotations.json<{ data: OrderBody['data'][] }>().data.map((o) => o.number)).toEqual([2]);
    const byNumber = await get(company, 'orders', { search: '#0003' });
    expect(byNumber.json<{ data: OrderBody['data'][] }>().data.map((o) => o.number)).toEqual([3]);
    const byPhone = await get(company, 'orders', { search: '07 08 09', include: 'lines' });
    const found = byPhone.json<{
      data: (OrderBody['data'] & { customer: { name: string } })[];
      meta: { total: number };
    }>();
    expect(found.data.map((o) => o.customer.name)).toEqual(['Awa Traoré']);
    expect(found.data[0]!.lines).toHaveLength(1);
    expect(found.meta.total).toBe(1);
    const all = await get(company, 'orders');
    expect(all.json<{ meta: { total: number } }>().meta.total).toBe(3);
    expect(all.json<{ data: OrderBody['data'][] }>().data.map((o) => o.number)).toEqual([3, 2, 1]);
    const second = await get(company, 'orders', { per_page: '2', page: '2' });
    expect(second.json<{ data: OrderBody['data'][] }>().data.map((o) => o.number)).toEqual([1]);
    expect((await get(company, 'orders', { 'filter[nope]': 'x' })).statusCode).toBe(400);

    // A number is also looked for in the customers' names and phones.
    const boutique = await insertCustomer(t.ctx.db, company.companyId, { name: 'Boutique 2' });
    await post(company, { status: 'draft', lines: [line], customer_id: boutique });
    const numbers = async (search: string) =>
      (await get(company, 'orders', { search })).json<{
        data: OrderBody['data'][];
        meta: { total: number };
      }>();
    const two = await numbers('2');
    expect(two.data.map((o) => o.number)).toEqual([4, 2]);
    expect(two.meta.total).toBe(2);
    expect((await numbers('0910')).data.map((o) => o.number)).toEqual([1]);
    expect((await numbers('#7')).data).toEqual([]);

    const csv = await call(t.app, 'GET', '/api/v1/admin/orders/export', {
      token: company.token,
      headers: { 'accept-language': 'fr' },
      query: { 'filter[status]': 'confirmed' },
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('Numéro;');
    expect(rows.slice(1).map((r) => r.split(';')[0])).toEqual(['#0003', '#0001']);
  });

  it('exports cells a merchant reads: local time, statuses in words, the phone with its "+"', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    await t.ctx.db
      .update(companies)
      .set({ timezone: 'Africa/Douala' })
      .where(eq(companies.id, company.companyId));
    const awa = await insertCustomer(t.ctx.db, company.companyId, {
      name: 'Awa Traoré',
      phone: '221771234567',
    });
    const created = await post(company, {
      lines: [{ title: 'Tissu', price: 4_000, quantity: 1 }],
      customer_id: awa,
      shipping: { amount: 1_000, label: 'Douala' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<{ data: { created_at: string } }>().data;

    const exportIn = async (language: string) => {
      const csv = await call(t.app, 'GET', '/api/v1/admin/orders/export', {
        token: company.token,
        headers: { 'accept-language': language },
      });
      expect(csv.statusCode, csv.body).toBe(200);
      return csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    // Douala is UTC+1 all year: the API's UTC instant, an hour later, to the minute.
    const local = new Date(Date.parse(order.created_at) + 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    const [frHeader, frRow] = await exportIn('fr');
    expect(frHeader).toBe(
      'Numéro;Créé le;Client;Téléphone;Statut;Paiement;Livraison;Mode de livraison;Sous-total;Frais de livraison;Remises;Taxes;Total;Retours et avoirs;Payé;Reste à payer',
    );
    expect(frRow).toBe(
      // The goods apart from the delivery fee, as the order page shows them.
      `#0001;${local};Awa Traoré;(+221) 771 23 45 67;Confirmée;Non payée;Non commencée;Retrait;4000;1000;0;0;5000;0;0;5000`,
    );
    const [, enRow] = await exportIn('en');
    expect(enRow).toBe(
      `#0001,${local},Awa Traoré,(+221) 771 23 45 67,Confirmed,Unpaid,Not started,Pickup,4000,1000,0,0,5000,0,0,5000`,
    );
    const [, esRow] = await exportIn('es');
    expect(esRow!.split(';').slice(4, 8)).toEqual(['Confirmado', 'Sin pagar', 'Sin empezar', 'Recogida']);
  });
});

describe('the point of sale setup', () => {
  it('gives a cashier the currency, the active payment methods (default first) and the default taxes', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const { insertPaymentMethod } = await import('./orders.test-helpers.ts');
    await insertPaymentMethod(t.ctx.db, company.companyId, { name: 'Wave', kind: 'mobile_money_operator' });
    await insertPaymentMethod(t.ctx.db, company.companyId, {
      name: 'Ancien TPE',
      kind: 'bank',
      is_active: false,
    });
    await insertTax(t.ctx.db, company.companyId, { code: 'TVA', rate: '19.25', is_default: true });
    await insertTax(t.ctx.db, company.companyId, { code: 'DROIT', fixed_amount: 100 });
    const employee = await createStaff(t.app, company, 'employee');

    const response = await get(employee, 'pos/setup');

    expect(response.statusCode, response.body).toBe(200);
    const setup = response.json<{
      data: {
        currency: unknown;
        payment_methods: { name: string }[];
        default_taxes: { code: string; rate: string }[];
      };
    }>().data;
    expect(setup.currency).toEqual({ alpha: 'XAF', precision: 0 });
    // Registration made Cash the default method: it comes first.
    expect(setup.payment_methods[0]).toMatchObject({ name: 'Cash', kind: 'cash', is_default: true });
    expect(setup.payment_methods.map((m) => m.name)).toContain('Wave');
    expect(setup.payment_methods.map((m) => m.name)).not.toContain('Ancien TPE');
    expect(setup.default_taxes.map((tax) => [tax.code, Number(tax.rate)])).toEqual([['TVA', 19.25]]);
    const courier = await createStaff(t.app, company, 'courrier');
    expect((await get(courier, 'pos/setup')).statusCode).toBe(403);
  });
});
