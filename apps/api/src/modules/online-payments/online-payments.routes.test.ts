import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { startFakeCinetPay, startFakeStripe } from '../../../test/helpers/fake-payment-providers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { onlinePayments } from '../../db/schema/index.ts';
import { insertCustomer, insertPaymentMethod } from '../orders/orders.test-helpers.ts';

const STRIPE = { secret_key: 'sk_test_51Hcomptoir0001abcd', webhook_secret: 'whsec_comptoirTestSecret9' };
const CINETPAY = {
  api_key: '12912847765bc0db748fdd44.40081707',
  site_id: '445160',
  secret_key: 'cp-secret-key-42',
};

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let cinetpay: Awaited<ReturnType<typeof startFakeCinetPay>>;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: STRIPE.secret_key, webhookSecret: STRIPE.webhook_secret });
  cinetpay = await startFakeCinetPay({
    apiKey: CINETPAY.api_key,
    siteId: CINETPAY.site_id,
    secretKey: CINETPAY.secret_key,
  });
  t = await createTestApp({ config: { STRIPE_API_URL: stripe.url, CINETPAY_API_URL: cinetpay.url } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await cinetpay.close();
});

interface PublicBody {
  data: {
    kind: string;
    reference: string;
    seller: { name: string };
    buyer: { name: string; phone?: string } | null;
    lines: { title: string; amount: number }[];
    total: number;
    payment: { status: string; paid: number; due: number };
    pay_with: string[];
    pdf_url: string;
    total_in_words: string | null;
  };
}
interface CheckoutBody {
  data: { provider: string; amount: number; currency: string; redirect_url: string };
}
const admin = (method: 'GET' | 'POST' | 'PUT', path: string, account: Account, body?: unknown) =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    ...(body !== undefined ? { body } : {}),
  });
const view = (token: string, lang = 'en') =>
  call(t.app, 'GET', `/api/v1/public/documents/${token}`, { headers: { 'accept-language': lang } });
const pay = (token: string, body: unknown = {}, lang = 'en') =>
  call(t.app, 'POST', `/api/v1/public/documents/${token}/pay`, {
    body,
    headers: { 'accept-language': lang },
  });
const tokenOf = (publicUrl: string) => publicUrl.split('/').pop()!;

/** A company selling in `currency` with an invoice of `amount` due; its public token and order. */
async function invoiced(currency: string, amount: number, provider?: 'stripe' | 'cinetpay') {
  const account = await registerCompany(t.app, { currency, name: `Boutique ${currency}` });
  if (provider) {
    const credentials = provider === 'stripe' ? STRIPE : CINETPAY;
    const saved = await admin('PUT', `payment-providers/${provider}`, account, {
      is_active: true,
      credentials,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const customer = await insertCustomer(t.ctx.db, account.companyId, {
    name: 'Aïcha Traoré',
    phone: '2250700000001',
  });
  const sale = await admin('POST', 'orders', account, {
    customer_id: customer,
    lines: [{ title: 'Pagne wax', price: amount, quantity: 1 }],
  });
  const orderId = sale.json<{ data: { id: string } }>().data.id;
  const invoice = (await admin('POST', `orders/${orderId}/invoice`, account, {})).json<{
    data: { public_url: string; reference: string };
  }>().data;
  return { account, orderId, token: tokenOf(invoice.public_url), reference: invoice.reference };
}
async function orderMoney(account: Account, orderId: string) {
  return (await admin('GET', `orders/${orderId}`, account)).json<{
    data: { payment_status: string; paid_total: number };
  }>().data;
}
async function paymentsOf(account: Account, orderId: string) {
  return (await admin('GET', `payments?filter[order_id]=${orderId}`, account)).json<{
    data: { amount: number; reference: string | null; payment_method_id: string }[];
  }>().data;
}
const stripeNotify = (notifyUrl: string, payload: string, signature: string) =>
  call(t.app, 'POST', new URL(notifyUrl).pathname, {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
const cinetpayNotify = (notifyUrl: string, body: string, token: string) =>
  call(t.app, 'POST', new URL(notifyUrl).pathname, {
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
  });
async function notifyUrlOf(account: Account, provider: string) {
  const list = (await admin('GET', 'payment-providers', account)).json<{
    data: { provider: string; notify_url: string }[];
  }>().data;
  return list.find((p) => p.provider === provider)!.notify_url;
}

describe('the public page of a document (JSON)', () => {
  it('shows the seller, lines, totals and what is due, without the buyer’s contact details or a sign-in', async () => {
    const { token, reference } = await invoiced('XOF', 25_000);

    const response = await view(token);

    expect(response.statusCode, response.body).toBe(200);
    const document = response.json<PublicBody>().data;
    expect(document).toMatchObject({
      kind: 'invoice',
      reference,
      seller: { name: 'Boutique XOF' },
      buyer: { name: 'Aïcha Traoré' },
      lines: [{ title: 'Pagne wax', amount: 25_000 }],
      total: 25_000,
      payment: { status: 'due', paid: 0, due: 25_000 },
      pay_with: [],
      total_in_words: null,
    });
    expect(response.body).not.toContain('2250700000001');
    expect(new URL(document.pdf_url).pathname).toBe(`/api/v1/public/documents/${token}.pdf`);
  });

  it('answers 404 to an unknown or malformed token', async () => {
    expect((await view('A'.repeat(32))).statusCode).toBe(404);
    expect((await view('short')).statusCode).toBe(404);
    expect((await pay('A'.repeat(32))).statusCode).toBe(404);
  });

  it('follows the payments recorded at the counter: partially paid, then paid', async () => {
    const { account, orderId, token } = await invoiced('XOF', 10_000);
    const cash = await insertPaymentMethod(t.ctx.db, account.companyId, { name: 'Espèces' });
    await admin('POST', 'payments', account, { order_id: orderId, payment_method_id: cash, amount: 4_000 });
    expect((await view(token)).json<PublicBody>().data.payment).toEqual({
      status: 'partially_paid',
      paid: 4_000,
      due: 6_000,
    });
    await admin('POST', 'payments', account, { order_id: orderId, payment_method_id: cash, amount: 6_000 });
    expect((await view(token)).json<PublicBody>().data.payment.status).toBe('paid');
  });

  it('a quotation can be read but not paid', async () => {
    const account = await registerCompany(t.app, { currency: 'EUR' });
    await admin('PUT', 'payment-providers/stripe', account, { is_active: true, credentials: STRIPE });
    const sale = await admin('POST', 'orders', account, {
      status: 'quotation',
      lines: [{ title: 'Traiteur', price: 50_000, quantity: 1 }],
    });
    const quotation = (
      await admin(
        'POST',
        `orders/${sale.json<{ data: { id: string } }>().data.id}/quotation-document`,
        account,
        {},
      )
    ).json<{ data: { public_url: string } }>().data;
    const token = tokenOf(quotation.public_url);
    expect((await view(token)).json<PublicBody>().data).toMatchObject({
      kind: 'quotation',
      payment: { status: 'not_payable', due: 0 },
      pay_with: [],
    });
    expect((await pay(token)).statusCode).toBe(409);
  });
});

describe('paying with Stripe (Checkout Sessions through the official SDK)', () => {
  it('goes from the public page to the provider and back: one payment recorded on the order, paid', async () => {
    const { account, orderId, token, reference } = await invoiced('EUR', 12_550, 'stripe');
    expect((await view(token)).json<PublicBody>().data.pay_with).toEqual(['stripe']);

    const started = await pay(token, {}, 'fr');

    expect(started.statusCode, started.body).toBe(201);
    const checkout = started.json<CheckoutBody>().data;
    expect(checkout).toMatchObject({ provider: 'stripe', amount: 12_550, currency: 'EUR' });
    const sessionId = checkout.redirect_url.split('/').pop()!;
    expect(checkout.redirect_url).toBe(`${stripe.url}/c/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: 12_550, currency: 'eur', locale: 'en', mode: 'payment' });
    expect(session.success_url).toMatch(new RegExp(`/api/v1/public/payments/return/${token}$`));
    expect(stripe.requests.at(-1)!.form.get('line_items[0][price_data][product_data][name]')).toBe(
      `Boutique EUR ${reference}`,
    );

    const event = stripe.pay(sessionId);
    const notifyUrl = await notifyUrlOf(account, 'stripe');
    const received = await stripeNotify(notifyUrl, event.payload, event.signature);

    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ received: true, recorded: true, status: 'paid' });
    expect(await orderMoney(account, orderId)).toMatchObject({ payment_status: 'paid', paid_total: 12_550 });
    const [payment] = await paymentsOf(account, orderId);
    expect(payment!.reference).toBe(session.payment_intent);
    const method = await admin('GET', `payment-methods/${payment!.payment_method_id}`, account);
    expect(method.json<{ data: { kind: string } }>().data.kind).toBe('payment_agregator');
    expect((await view(token)).json<PublicBody>().data).toMatchObject({
      payment: { status: 'paid', due: 0 },
      pay_with: [],
    });

    // The same notification again, as providers retry: still one payment.
    const replay = await stripeNotify(notifyUrl, event.payload, event.signature);
    expect(replay.json()).toEqual({ received: true, recorded: false, status: 'paid' });
    expect(await paymentsOf(account, orderId)).toHaveLength(1);
    expect((await pay(token)).statusCode).toBe(409);
  });

  it('refuses a notification whose signature does not verify, and records nothing', async () => {
    const { account, orderId, token } = await invoiced('EUR', 5_000, 'stripe');
    const sessionId = (await pay(token)).json<CheckoutBody>().data.redirect_url.split('/').pop()!;
    const event = stripe.pay(sessionId);
    const notifyUrl = await notifyUrlOf(account, 'stripe');

    const forged = await stripeNotify(notifyUrl, event.payload.replace('5000', '1'), event.signature);
    const unsigned = await stripeNotify(notifyUrl, event.payload, 't=1,v1=00');
    const missing = await call(t.app, 'POST', new URL(notifyUrl).pathname, {
      body: event.payload,
      headers: { 'content-type': 'application/json' },
    });

    for (const response of [forged, unsigned, missing]) expect(response.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toContain('signature');
    expect(await paymentsOf(account, orderId)).toHaveLength(0);
    const elsewhere = notifyUrl.replace(
      /[0-9a-f-]{36}\/notify$/,
      '01900000-0000-7000-8000-000000000009/notify',
    );
    expect((await stripeNotify(elsewhere, event.payload, event.signature)).statusCode).toBe(404);
  });

  it('marks an expired checkout failed and records nothing; events it does not use are acknowledged', async () => {
    const { account, orderId, token } = await invoiced('EUR', 7_000, 'stripe');
    const sessionId = (await pay(token)).json<CheckoutBody>().data.redirect_url.split('/').pop()!;
    const notifyUrl = await notifyUrlOf(account, 'stripe');
    const expired = stripe.event(sessionId, 'checkout.session.expired', { status: 'expired' });
    expect((await stripeNotify(notifyUrl, expired.payload, expired.signature)).json()).toEqual({
      received: true,
      recorded: false,
      status: 'failed',
    });
    const other = stripe.event(sessionId, 'customer.created');
    expect((await stripeNotify(notifyUrl, other.payload, other.signature)).json()).toMatchObject({
      status: 'ignored',
    });
    expect(await paymentsOf(account, orderId)).toHaveLength(0);
  });

  it('pays part of what is due when asked; never more than is due', async () => {
    const { account, orderId, token } = await invoiced('EUR', 20_000, 'stripe');
    expect(
      (await pay(token, { amount: 20_001 }, 'fr')).json<{ errors: Record<string, string[]> }>().errors,
    ).toEqual({
      amount: ['C’est plus que ce qui reste à payer sur la commande.'],
    });
    const sessionId = (await pay(token, { amount: 8_000 }))
      .json<CheckoutBody>()
      .data.redirect_url.split('/')
      .pop()!;
    const event = stripe.pay(sessionId);
    await stripeNotify(await notifyUrlOf(account, 'stripe'), event.payload, event.signature);
    expect(await orderMoney(account, orderId)).toMatchObject({
      payment_status: 'partially_paid',
      paid_total: 8_000,
    });
    expect((await view(token)).json<PublicBody>().data.payment).toMatchObject({ due: 12_000 });
  });

  it('refuses an over-payment: paid at the counter meanwhile, the online payment is not recorded and is flagged for a refund', async () => {
    const { account, orderId, token } = await invoiced('EUR', 9_000, 'stripe');
    const checkout = (await pay(token)).json<CheckoutBody>().data;
    const cash = await insertPaymentMethod(t.ctx.db, account.companyId, { name: 'Espèces' });
    await admin('POST', 'payments', account, { order_id: orderId, payment_method_id: cash, amount: 3_000 });

    const event = stripe.pay(checkout.redirect_url.split('/').pop()!);
    const received = await stripeNotify(await notifyUrlOf(account, 'stripe'), event.payload, event.signature);

    expect(received.json()).toEqual({ received: true, recorded: false, status: 'needs_refund' });
    expect(await orderMoney(account, orderId)).toMatchObject({
      paid_total: 3_000,
      payment_status: 'partially_paid',
    });
    const [flagged] = await t.ctx.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.order_id, orderId));
    expect(flagged).toMatchObject({
      status: 'needs_refund',
      failure: 'payments.more_than_due',
      amount: 9_000,
    });
  });

  it('answers 502 when Stripe refuses the checkout, and keeps the attempt as failed', async () => {
    const { account, token } = await invoiced('EUR', 4_000, 'stripe');
    await admin('PUT', 'payment-providers/stripe', account, {
      credentials: { secret_key: 'sk_test_wrongkey' },
    });
    const response = await pay(token);
    expect(response.statusCode).toBe(502);
    const rows = await t.ctx.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.company_id, account.companyId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });
});

describe('paying with CinetPay (mobile money, its documented HTTP API)', () => {
  it('sends the payer to CinetPay, checks the signed notification with CinetPay, and records the payment once', async () => {
    const { account, orderId, token } = await invoiced('XOF', 107_325, 'cinetpay');

    const started = await pay(token, {}, 'fr');

    expect(started.statusCode, started.body).toBe(201);
    const checkout = started.json<CheckoutBody>().data;
    expect(checkout.redirect_url).toMatch(new RegExp(`^${cinetpay.url}/payment/[0-9a-f]{32}$`));
    const [transaction] = [...cinetpay.transactions.values()].slice(-1);
    expect(transaction).toMatchObject({ amount: 107_325, currency: 'XOF', status: 'PENDING' });
    expect(transaction!.notify_url).toBe(await notifyUrlOf(account, 'cinetpay'));
    expect(transaction!.return_url).toMatch(new RegExp(`/api/v1/public/payments/return/${token}$`));

    // A notification before the payer confirmed: CinetPay's check says it is still waiting.
    const early = cinetpay.notification(transaction!.transaction_id);
    expect((await cinetpayNotify(transaction!.notify_url, early.body, early.token)).json()).toMatchObject({
      recorded: false,
      status: 'pending',
    });

    const paid = cinetpay.pay(transaction!.transaction_id);
    const wrong = await cinetpayNotify(transaction!.notify_url, paid.body, 'f'.repeat(64));
    expect(wrong.statusCode).toBe(400);
    const received = await cinetpayNotify(transaction!.notify_url, paid.body, paid.token);

    expect(received.json()).toEqual({ received: true, recorded: true, status: 'paid' });
    expect(cinetpay.checks).toContain(transaction!.transaction_id);
    expect(await orderMoney(account, orderId)).toMatchObject({ payment_status: 'paid', paid_total: 107_325 });
    const again = await cinetpayNotify(transaction!.notify_url, paid.body, paid.token);
    expect(again.json()).toMatchObject({ recorded: false, status: 'paid' });
    const payments = await paymentsOf(account, orderId);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.reference).toMatch(/^MP/);
  });

  it('refuses amounts CinetPay does not take, and is not offered for a currency it does not take', async () => {
    const { token } = await invoiced('XOF', 107_323, 'cinetpay');
    const odd = await pay(token);
    expect(odd.statusCode).toBe(422);
    expect(odd.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([
      'This provider takes amounts in multiples of 5 only.',
    ]);
    const euros = await invoiced('EUR', 10_000, 'cinetpay');
    expect((await view(euros.token)).json<PublicBody>().data.pay_with).toEqual([]);
    expect((await pay(euros.token)).statusCode).toBe(409);
  });

  it('a refused mobile-money payment is marked failed', async () => {
    const { account, orderId, token } = await invoiced('XOF', 5_000, 'cinetpay');
    await pay(token);
    const [transaction] = [...cinetpay.transactions.values()].slice(-1);
    const refused = cinetpay.pay(transaction!.transaction_id, 'REFUSED');
    expect((await cinetpayNotify(transaction!.notify_url, refused.body, refused.token)).json()).toMatchObject(
      {
        status: 'failed',
      },
    );
    expect(await paymentsOf(account, orderId)).toHaveLength(0);
  });
});

describe('choosing a provider, coming back, and limits', () => {
  it('asks which provider when the company has two for the currency', async () => {
    const { account, token } = await invoiced('XOF', 10_000, 'cinetpay');
    await admin('PUT', 'payment-providers/stripe', account, { is_active: true, credentials: STRIPE });
    expect((await view(token)).json<PublicBody>().data.pay_with.sort()).toEqual(['cinetpay', 'stripe']);
    const unsure = await pay(token);
    expect(unsure.statusCode).toBe(422);
    expect(Object.keys(unsure.json<{ errors: object }>().errors)).toEqual(['provider']);
    expect((await pay(token, { provider: 'stripe' })).json<CheckoutBody>().data.provider).toBe('stripe');
  });

  it('brings the payer back to the public page, from a GET or a POST', async () => {
    const token = 'B'.repeat(32);
    for (const method of ['GET', 'POST'] as const) {
      const back = await call(t.app, method, `/api/v1/public/payments/return/${token}`, {
        ...(method === 'POST'
          ? {
              body: 'transaction_id=1&token=2',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }
          : {}),
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toMatch(new RegExp(`/d/${token}\\?payment=return$`));
    }
  });

  it('limits payment attempts per document and address (429 with Retry-After)', async () => {
    const { token } = await invoiced('XOF', 107_323, 'cinetpay');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await pay(token)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    const limited = await pay(token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
