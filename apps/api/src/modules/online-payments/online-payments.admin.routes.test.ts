import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { startFakeStripe } from '../../../test/helpers/fake-payment-providers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, onlinePayments } from '../../db/schema/index.ts';
import { insertCustomer, insertPaymentMethod } from '../orders/orders.test-helpers.ts';

const STRIPE = { secret_key: 'sk_test_51Hcomptoir0001abcd', webhook_secret: 'whsec_comptoirTestSecret9' };

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: STRIPE.secret_key, webhookSecret: STRIPE.webhook_secret });
  t = await createTestApp({ config: { STRIPE_API_URL: stripe.url } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

interface OnlinePaymentBody {
  id: string;
  provider: string;
  status: string;
  amount: number;
  currency: string;
  failure: string | null;
  failure_label: string | null;
  order_id: string;
  order_number: number | null;
  document_reference: string | null;
  document_kind: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  refunded_by: string | null;
  refund_reference: string | null;
  refund_note: string | null;
}
interface ListBody {
  data: OnlinePaymentBody[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
}

const admin = (method: 'GET' | 'POST' | 'PUT', path: string, account: Account, body?: unknown, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });
const tokenOf = (publicUrl: string) => publicUrl.split('/').pop()!;

/** A company taking Stripe payments in EUR. */
async function merchant() {
  const account = await registerCompany(t.app, { currency: 'EUR', name: 'Boutique en ligne' });
  const saved = await admin('PUT', 'payment-providers/stripe', account, {
    is_active: true,
    credentials: STRIPE,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const notifyUrl = saved.json<{ data: { notify_url: string } }>().data.notify_url;
  const cash = await insertPaymentMethod(t.ctx.db, account.companyId, { name: 'Espèces' });
  return { account, notifyUrl, cash };
}
type Merchant = Awaited<ReturnType<typeof merchant>>;

/** An invoice of `amount` and a Stripe checkout started for all of it from its public page. */
async function checkout(m: Merchant, amount: number) {
  const customer = await insertCustomer(t.ctx.db, m.account.companyId, { name: 'Aïcha Traoré' });
  const sale = await admin('POST', 'orders', m.account, {
    customer_id: customer,
    lines: [{ title: 'Pagne wax', price: amount, quantity: 1 }],
  });
  const order = sale.json<{ data: { id: string; number: number } }>().data;
  const invoice = (await admin('POST', `orders/${order.id}/invoice`, m.account, {})).json<{
    data: { public_url: string; reference: string };
  }>().data;
  const started = await call(t.app, 'POST', `/api/v1/public/documents/${tokenOf(invoice.public_url)}/pay`, {
    body: {},
  });
  expect(started.statusCode, started.body).toBe(201);
  const sessionId = started.json<{ data: { redirect_url: string } }>().data.redirect_url.split('/').pop()!;
  return { orderId: order.id, orderNumber: order.number, reference: invoice.reference, sessionId };
}

async function notify(m: Merchant, event: { payload: string; signature: string }) {
  const received = await call(t.app, 'POST', new URL(m.notifyUrl).pathname, {
    body: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
  expect(received.statusCode, received.body).toBe(200);
  return received.json<{ status: string }>().status;
}
const notifyPaid = (m: Merchant, sessionId: string) => notify(m, stripe.pay(sessionId));

/** Paid at the counter meanwhile: the online payment is more than due and is flagged needs_refund. */
async function overPaid(m: Merchant, amount: number) {
  const started = await checkout(m, amount);
  await admin('POST', 'payments', m.account, {
    order_id: started.orderId,
    payment_method_id: m.cash,
    amount: 1_000,
  });
  expect(await notifyPaid(m, started.sessionId)).toBe('needs_refund');
  return started;
}

let m: Merchant;
let flagged: Awaited<ReturnType<typeof overPaid>>;
let paid: Awaited<ReturnType<typeof checkout>>;
let waiting: Awaited<ReturnType<typeof checkout>>;
beforeAll(async () => {
  m = await merchant();
  paid = await checkout(m, 5_000);
  expect(await notifyPaid(m, paid.sessionId)).toBe('paid');
  flagged = await overPaid(m, 9_000);
  waiting = await checkout(m, 3_000);
});

describe('GET /online-payments', () => {
  it('lists the company’s checkouts newest first, with order number, document reference, status and reason', async () => {
    const response = await admin('GET', 'online-payments', m.account);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ListBody>();
    expect(body.meta).toMatchObject({ total: 3, current_page: 1 });
    expect(body.data.map((p) => p.order_id)).toEqual([waiting.orderId, flagged.orderId, paid.orderId]);
    expect(body.data[1]).toMatchObject({
      provider: 'stripe',
      status: 'needs_refund',
      amount: 9_000,
      currency: 'EUR',
      failure: 'payments.more_than_due',
      failure_label: 'This is more than what is due on the order.',
      order_number: flagged.orderNumber,
      document_reference: flagged.reference,
      document_kind: 'invoice',
      refunded_at: null,
    });
    expect(body.data[1]!.paid_at).not.toBeNull();
    expect(body.data[0]).toMatchObject({ status: 'pending', paid_at: null, failure: null });
    expect(body.data[2]).toMatchObject({ status: 'paid', amount: 5_000 });
  });

  it('translates the reason into the reader’s language', async () => {
    const response = await admin(
      'GET',
      'online-payments?filter[status]=needs_refund',
      m.account,
      undefined,
      'fr',
    );
    expect(response.json<ListBody>().data[0]!.failure_label).toBe(
      'C’est plus que ce qui reste à payer sur la commande.',
    );
  });

  it('filters by status (one or several) and provider, and searches by document reference or order number', async () => {
    const statuses = async (query: string) =>
      (await admin('GET', `online-payments?${query}`, m.account)).json<ListBody>();

    const toRefund = await statuses('filter[status]=needs_refund');
    expect(toRefund.meta.total).toBe(1);
    expect(toRefund.data.map((p) => p.order_id)).toEqual([flagged.orderId]);
    const settled = await statuses('filter[status]=paid,needs_refund');
    expect(settled.data.map((p) => p.status).sort()).toEqual(['needs_refund', 'paid']);
    expect((await statuses('filter[provider]=stripe')).meta.total).toBe(3);
    expect((await statuses('filter[provider]=cinetpay')).meta.total).toBe(0);

    const byReference = await statuses(`search=${encodeURIComponent(paid.reference)}`);
    expect(byReference.data.map((p) => p.order_id)).toEqual([paid.orderId]);
    expect(byReference.meta.total).toBe(1);
    const byNumber = await statuses(`search=${encodeURIComponent(`#${waiting.orderNumber}`)}`);
    expect(byNumber.data.map((p) => p.order_id)).toEqual([waiting.orderId]);
    expect((await statuses('search=nothing-like-this')).meta.total).toBe(0);
  });

  it('pages the list', async () => {
    const first = (await admin('GET', 'online-payments?per_page=2', m.account)).json<ListBody>();
    const second = (await admin('GET', 'online-payments?per_page=2&page=2', m.account)).json<ListBody>();
    expect(first.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(first.data).toHaveLength(2);
    expect(second.data.map((p) => p.order_id)).toEqual([paid.orderId]);
  });

  it('answers 400 naming the parameter for an unknown status, provider, page or parameter', async () => {
    for (const [query, parameter] of [
      ['filter[status]=lost', 'filter[status]'],
      ['filter[provider]=paypal', 'filter[provider]'],
      ['page=0', 'page'],
      ['colour=red', 'colour'],
    ]) {
      const response = await admin('GET', `online-payments?${query}`, m.account);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(parameter);
    }
  });

  it('exports the list as CSV with its filters', async () => {
    const csv = await admin(
      'GET',
      'online-payments/export?filter[status]=needs_refund,paid',
      m.account,
      undefined,
      'fr',
    );

    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(';').slice(0, 7)).toEqual([
      'Commencé le',
      'Statut',
      'Prestataire',
      'Montant',
      'Devise',
      'Document',
      'Commande',
    ]);
    expect(rows).toHaveLength(2);
    const cells = rows.map((r) => r.split(';'));
    expect(cells.map((c) => c[1])).toEqual(['À rembourser', 'Payé']);
    expect(cells.map((c) => c[2])).toEqual(['Stripe', 'Stripe']);
    expect(cells[0]![5]).toBe(flagged.reference);
    expect(cells[0]![6]).toBe(`#${String(flagged.orderNumber).padStart(4, '0')}`);
    expect(cells[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('POST /online-payments/:id/refunded', () => {
  const idOf = async (orderId: string) => {
    const [row] = await t.ctx.db
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(eq(onlinePayments.order_id, orderId));
    return row!.id;
  };

  it('marks a needs_refund checkout refunded, with who, when, the provider’s refund id and a note, and records an event', async () => {
    const m2 = await merchant();
    const over = await overPaid(m2, 6_000);
    const id = await idOf(over.orderId);

    const response = await admin('POST', `online-payments/${id}/refunded`, m2.account, {
      reference: '  re_3Pq9Refund  ',
      note: 'Refunded from the Stripe dashboard',
    });

    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: OnlinePaymentBody }>().data;
    expect(data).toMatchObject({
      id,
      status: 'refunded',
      refund_reference: 're_3Pq9Refund',
      refund_note: 'Refunded from the Stripe dashboard',
      failure: 'payments.more_than_due',
      order_number: over.orderNumber,
    });
    expect(data.refunded_by).toBeTruthy();
    expect(Date.now() - new Date(data.refunded_at!).getTime()).toBeLessThan(60_000);
    const recorded = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'online_payment.refunded'), eq(events.subject_id, id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      company_id: m2.account.companyId,
      actor_user_id: data.refunded_by,
      payload: { order_id: over.orderId, amount: 6_000, currency: 'EUR', reference: 're_3Pq9Refund' },
    });
    const list = (await admin('GET', 'online-payments?filter[status]=refunded', m2.account)).json<ListBody>();
    expect(list.data.map((p) => p.id)).toEqual([id]);
    expect(
      (await admin('GET', 'online-payments?filter[status]=needs_refund', m2.account)).json<ListBody>().meta
        .total,
    ).toBe(0);

    // The provider retrying its notification does not bring it back to needs_refund or record it.
    const replay = stripe.event(over.sessionId, 'checkout.session.completed', {
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await notify(m2, replay)).toBe('refunded');
    const [row] = await t.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row).toMatchObject({ status: 'refunded', payment_id: null });

    // Twice is a conflict: it is no longer waiting for a refund.
    const again = await admin('POST', `online-payments/${id}/refunded`, m2.account, {});
    expect(again.statusCode).toBe(409);
  });

  it('takes no reference or note at all', async () => {
    const m3 = await merchant();
    const over = await overPaid(m3, 4_000);
    const response = await admin(
      'POST',
      `online-payments/${await idOf(over.orderId)}/refunded`,
      m3.account,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: OnlinePaymentBody }>().data).toMatchObject({
      status: 'refunded',
      refund_reference: null,
      refund_note: null,
    });
  });

  it('answers 409 with a clear message for a checkout that is not waiting for a refund', async () => {
    for (const [orderId, status] of [
      [paid.orderId, 'paid'],
      [waiting.orderId, 'waiting for the payer'],
    ] as const) {
      const response = await admin('POST', `online-payments/${await idOf(orderId)}/refunded`, m.account, {});
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        `This online payment cannot go from ${status} to refunded.`,
      );
    }
    const fr = await admin(
      'POST',
      `online-payments/${await idOf(paid.orderId)}/refunded`,
      m.account,
      {},
      'fr',
    );
    expect(fr.json<{ message: string }>().message).toContain('remboursé');
  });

  it('answers 422 for bad input, in the user’s language', async () => {
    const id = await idOf(flagged.orderId);
    const long = await admin(
      'POST',
      `online-payments/${id}/refunded`,
      m.account,
      { reference: 'x'.repeat(121) },
      'fr',
    );
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json<{ errors: object }>().errors)).toEqual(['reference']);
    const unknown = await admin('POST', `online-payments/${id}/refunded`, m.account, { amount: 9_000 });
    expect(unknown.statusCode).toBe(422);
    const wrongType = await admin('POST', `online-payments/${id}/refunded`, m.account, { note: 42 });
    expect(wrongType.statusCode).toBe(422);
    // Nothing changed.
    const [row] = await t.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row!.status).toBe('needs_refund');
  });

  it('answers 404 for another company’s checkout or an unknown id', async () => {
    const other = await registerCompany(t.app, { currency: 'EUR' });
    const id = await idOf(flagged.orderId);
    const response = await admin('POST', `online-payments/${id}/refunded`, other, { reference: 're_x' });
    expect(response.statusCode).toBe(404);
    expect((await admin('GET', 'online-payments', other)).json<ListBody>().meta.total).toBe(0);
    const unknown = await admin(
      'POST',
      'online-payments/01900000-0000-7000-8000-000000000009/refunded',
      m.account,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row!.status).toBe('needs_refund');
  });

  it('answers 403 without payments.view / payments.update / payments.export', async () => {
    const manager = await createStaff(t.app, m.account, 'manager');
    const id = await idOf(flagged.orderId);
    expect((await admin('GET', 'online-payments', manager)).statusCode).toBe(403);
    expect((await admin('GET', 'online-payments/export', manager)).statusCode).toBe(403);
    expect((await admin('POST', `online-payments/${id}/refunded`, manager, {})).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row!.status).toBe('needs_refund');
  });
});
