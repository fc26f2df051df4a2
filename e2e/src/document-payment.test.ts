import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import { CHROMIUM, CHROMIUM_ARGS, STEP_TIMEOUT_MS } from './helpers/browser.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

// A quotation sent from the order page, the order confirmed and invoiced, then the customer opens
// the invoice's public page on a phone (not signed in), pays it online with Stripe (a local fake
// speaking Stripe's wire format) and, once the signed notification lands, sees it paid.

const STRIPE = { secret_key: 'sk_test_51Hcomptoir0001abcd', webhook_secret: 'whsec_comptoirE2eSecret7' };

let server: RunningServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let browser: Browser;
let office: BrowserContext;
let page: Page;

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: STRIPE.secret_key, webhookSecret: STRIPE.webhook_secret });
  [server, browser] = await Promise.all([
    startServer({ env: { STRIPE_API_URL: stripe.url } }),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
  ]);
  office = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  office.setDefaultTimeout(STEP_TIMEOUT_MS);
  page = await office.newPage();
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Your name').fill('Bintou Diallo');
  await page.getByLabel('Email', { exact: true }).fill(`documents.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Company name').fill('Couture Bintou');
  await page.getByLabel('Currency').selectOption('XAF');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');
});

afterAll(async () => {
  await office?.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

async function apiCall<T = { id: string; reference: string }>(method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/v1/admin/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json.data;
}

async function expectNoSeriousViolations(on: Page, where: string) {
  const violations = await axeViolations(on);
  expect(violations, formatViolations(violations, `${where}: `)).toEqual([]);
}

describe('documents and online payment in the browser', () => {
  it('issues a quotation then an invoice from the order page; the customer pays the invoice online and sees it paid', async () => {
    await apiCall('PUT', 'payment-providers/stripe', { is_active: true, credentials: STRIPE });
    const order = await apiCall('POST', 'orders', {
      status: 'quotation',
      lines: [{ title: 'Robe de cérémonie', price: 118_000, quantity: 1 }],
    });

    // The quotation, from the order page, with its PDF and a WhatsApp message.
    await page.goto(`${server.url}/orders/${order.id}`);
    await page.getByRole('button', { name: 'Issue the quotation' }).click();
    const quotationPdf = page.getByRole('link', { name: /^PDF of QUO-\d{4}-0001$/ });
    await quotationPdf.waitFor();
    const whatsapp = page.getByRole('link', { name: /^Send QUO-\d{4}-0001 on WhatsApp$/ });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Couture%20Bintou/);
    await expectNoSeriousViolations(page, 'order with its quotation');

    // Accepted: the order is confirmed and invoiced; the quotation stays listed.
    await page.getByRole('button', { name: 'Confirm the order' }).click();
    await page.getByRole('button', { name: 'Issue the invoice' }).click();
    const publicLink = page.getByRole('link', { name: /^Public page of INV-\d{4}-0001$/ });
    await publicLink.waitFor();
    await quotationPdf.waitFor();
    const publicPath = new URL((await publicLink.getAttribute('href'))!).pathname;

    // The customer, on a phone, not signed in.
    const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    phone.setDefaultTimeout(STEP_TIMEOUT_MS);
    const customer = await phone.newPage();
    await customer.goto(`${server.url}${publicPath}`);
    await customer.getByRole('heading', { name: /^Invoice INV-\d{4}-0001/ }).waitFor();
    expect(await customer.getByTestId('public-due').textContent()).toContain('118,000');
    await customer.getByText('To pay', { exact: true }).waitFor();
    await expectNoSeriousViolations(customer, 'public invoice page');

    await customer.getByRole('button', { name: /^Pay FCFA\s118,000$/ }).click();
    await customer.waitForURL(`${stripe.url}/c/pay/**`);
    await customer.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    expect(await customer.locator('#amount').textContent()).toBe('118000 XAF');

    // Stripe tells the shop the session was paid (signed webhook), then sends the payer back.
    const sessionId = new URL(customer.url()).pathname.split('/').pop()!;
    const providers = await apiCall<{ provider: string; notify_url: string }[]>('GET', 'payment-providers');
    const notifyPath = new URL(providers.find((p) => p.provider === 'stripe')!.notify_url).pathname;
    const event = stripe.paidEvent(sessionId);
    const notified = await fetch(`${server.url}${notifyPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    expect(await notified.json()).toMatchObject({ recorded: true, status: 'paid' });

    await customer.getByRole('link', { name: 'Pay' }).click();
    await customer.waitForURL(/\/d\/[\w-]{32}\?payment=return$/);
    await customer.reload();
    await customer.getByText('Paid', { exact: true }).waitFor();
    expect(await customer.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await phone.close();

    // The office sees the order paid.
    const paid = await apiCall<{ payment_status: string; paid_total: number }>('GET', `orders/${order.id}`);
    expect(paid).toMatchObject({ payment_status: 'paid', paid_total: 118_000 });
  });

  it('flags an online over-payment for a refund; the office finds it in the online payments and marks it refunded', async () => {
    // An invoice of 20,000, a checkout started for all of it, then 5,000 paid at the counter meanwhile.
    await apiCall('PUT', 'payment-providers/stripe', { is_active: true, credentials: STRIPE });
    const order = await apiCall('POST', 'orders', {
      lines: [{ title: 'Boubou brodé', price: 20_000, quantity: 1 }],
    });
    const invoice = await apiCall<{ reference: string; public_url: string }>(
      'POST',
      `orders/${order.id}/invoice`,
      {},
    );
    const token = invoice.public_url.split('/').pop()!;
    const started = await fetch(`${server.url}/api/v1/public/documents/${token}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(started.status).toBe(201);
    const checkout = ((await started.json()) as { data: { redirect_url: string } }).data;
    const cash = await apiCall('POST', 'payment-methods', { name: 'Espèces comptoir', kind: 'cash' });
    await apiCall('POST', 'payments', { order_id: order.id, payment_method_id: cash.id, amount: 5_000 });

    const event = stripe.paidEvent(checkout.redirect_url.split('/').pop()!);
    const providers = await apiCall<{ provider: string; notify_url: string }[]>('GET', 'payment-providers');
    const notifyPath = new URL(providers.find((p) => p.provider === 'stripe')!.notify_url).pathname;
    const notified = await fetch(`${server.url}${notifyPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    expect(await notified.json()).toMatchObject({ recorded: false, status: 'needs_refund' });

    // From the online payment settings to the list: the over-payment waits at the top, to refund.
    await page.goto(`${server.url}/payment-methods/online`);
    await page.getByRole('link', { name: 'See online payments' }).click();
    await page.waitForURL('**/payments/online');
    const toRefund = page.getByRole('region', { name: /^To refund/ });
    await toRefund.waitFor();
    expect(await toRefund.getByRole('heading').textContent()).toBe('To refund1');
    expect(await toRefund.textContent()).toContain(invoice.reference);
    expect(await toRefund.textContent()).toContain(
      'Not recorded: This is more than what is due on the order.',
    );
    await expectNoSeriousViolations(page, 'online payments with one to refund');

    // On a phone the page fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    // Once laid out again, nothing is wider than the screen.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 390, null, { timeout: 5_000 });

    await toRefund
      .getByRole('button', { name: new RegExp(`^Mark as refunded\\s*${invoice.reference}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mark as refunded' });
    await dialog.getByLabel(/Refund reference/).fill('re_3PqE2eRefund');
    await dialog.getByLabel(/Note/).fill('Refunded from the Stripe dashboard');
    await expectNoSeriousViolations(page, 'mark as refunded dialog on a phone');
    await dialog.getByRole('button', { name: 'Mark as refunded' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toRefund.waitFor({ state: 'detached' });
    const list = page.getByRole('list', { name: 'Online payments' });
    await list.getByText('Refunded', { exact: true }).waitFor();
    expect(await list.textContent()).toContain('refund re_3PqE2eRefund');
    await page.setViewportSize({ width: 1280, height: 800 });

    const refunded = await apiCall<{ status: string; refund_reference: string; refund_note: string }[]>(
      'GET',
      'online-payments?filter[status]=refunded',
    );
    expect(refunded).toEqual([
      expect.objectContaining({
        status: 'refunded',
        refund_reference: 're_3PqE2eRefund',
        refund_note: 'Refunded from the Stripe dashboard',
      }),
    ]);
    // The counter payment alone is on the order.
    const money = await apiCall<{ paid_total: number }>('GET', `orders/${order.id}`);
    expect(money.paid_total).toBe(5_000);
  });
});
