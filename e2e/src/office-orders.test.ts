import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import { STEP_TIMEOUT_MS } from './helpers/browser.ts';
import type { RunningServer } from './helpers/server.ts';
import { adminApi, openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let browser: Browser;
let admin: Page;
let officeContext: BrowserContext;
let office: Page;
const clerk = {
  name: 'Mireille Ekambi',
  email: `office.${Date.now()}@example.com`,
  password: 'office password 1',
};

/** Calls the admin API with the token of the page's user, as the app does. */
const apiCall = <T = unknown>(on: Page, method: string, path: string, body?: unknown) =>
  adminApi(on, server.url)<T>(method, path, body);

const text = async (locator: ReturnType<Page['getByTestId']>) =>
  ((await locator.textContent()) ?? '').replace(/[\s\u202f\u00a0]/g, ' ');

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Joseph Mbarga', company: 'Mbarga Textiles', emailPrefix: 'office-owner' },
  });
  ({ server, browser, page: admin } = session);

  const warehouses = await apiCall<{ data: { id: string }[] }>(admin, 'GET', 'warehouses');
  const warehouse = warehouses.body.data[0]!.id;
  for (const [title, sku, price] of [
    ['Pagne wax Vlisco', 'WAX-1', 12_500],
    ['Savon noir', 'SAV-1', 1_500],
  ] as const) {
    const created = await apiCall(admin, 'POST', 'products', {
      title,
      variants: [{ sku, price }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouse, quantity: 20 }],
    });
    expect(created.status).toBe(201);
  }
  const setup = [
    ['customers', { first_name: 'Awa', last_name: 'Ngono', phone: '+237 699 88 77 66' }],
    ['discounts', { code: 'TABASKI', label: 'Tabaski', discount_type: 'percentage', discount_value: 10 }],
    ['shipping-fees', { label: 'Douala ville', city: 'Douala', amount: 1_500 }],
    ['users', { ...clerk, role: 'employee' }],
  ] as const;
  for (const [resource, body] of setup)
    expect((await apiCall(admin, 'POST', resource, body)).status, resource).toBe(201);

  officeContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  officeContext.setDefaultTimeout(STEP_TIMEOUT_MS);
  office = await officeContext.newPage();
  await office.goto(`${server.url}/login`);
  await office.getByLabel('Email', { exact: true }).fill(clerk.email);
  await office.getByLabel('Password', { exact: true }).fill(clerk.password);
  await office.getByRole('button', { name: 'Sign in' }).click();
  await office.waitForURL('**/dashboard');
});

afterAll(async () => {
  await officeContext?.close().catch(() => {});
  await session?.close();
});

describe('an order taken in the office', () => {
  it('delivers two items to an existing customer with a code and a fee; the list and the order show its total', async () => {
    await office.goto(`${server.url}/orders`);
    await office.getByRole('link', { name: 'New order' }).click();
    await office.waitForURL('**/orders/create');
    await office.getByRole('heading', { name: 'New order' }).waitFor();

    await office.getByLabel('Customer (optional)').fill('Ngono');
    await office.getByRole('button', { name: /Awa Ngono/ }).click();
    await office.getByLabel('Street or landmark').fill('Rue Njo-Njo, face pharmacie');
    await office.getByLabel('District').fill('Bonapriso');
    await office.getByLabel('City').fill('Douala');
    await office.getByRole('button', { name: 'Use it' }).click();

    await office.getByLabel('Search products').fill('Pagne');
    await office.getByRole('button', { name: /^Add Pagne wax Vlisco/ }).click();
    await office.getByLabel('Search products').fill('Savon');
    await office.getByRole('button', { name: /^Add Savon noir/ }).click();
    await office.getByRole('button', { name: 'One more Savon noir' }).click();
    await office.getByLabel('Discount code').fill('tabaski');
    await office.getByRole('button', { name: 'Apply' }).click();
    await office.getByRole('list', { name: 'Discount codes applied' }).getByText('TABASKI').waitFor();
    // 12,500 + 2 × 1,500 = 15,500, − 10 % = 13,950, + 1,500 delivery = 15,450.
    await expect.poll(() => text(office.getByTestId('basket-total'))).toMatch(/FCFA.?15,450$/);
    await expectNoSeriousAxe(office, 'new order, filled in');

    await office.getByRole('button', { name: 'Confirm the order' }).click();
    await office.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await office.getByRole('heading', { name: 'Order #0001' }).waitFor();
    await office.getByText('Awa Ngono').first().waitFor();
    await office.getByText('Rue Njo-Njo, face pharmacie, Bonapriso, Douala').waitFor();
    expect(await text(office.getByTestId('balance-due'))).toMatch(/FCFA.?15,450$/);

    await office.goto(`${server.url}/orders`);
    const row = office.getByRole('row', { name: /#0001/ });
    await row.getByRole('cell', { name: 'Awa Ngono' }).waitFor();
    expect((await row.textContent())?.replace(/[\s\u202f\u00a0]/g, ' ')).toMatch(/FCFA.?15,450/);

    const found = await apiCall<{ data: { id: string }[] }>(office, 'GET', 'orders?search=%230001');
    const order = await apiCall<{
      data: {
        status: string;
        channel: string;
        delivery_mode: string;
        delivery_status: string;
        total: number;
        shipping_total: number;
        discounts: { code: string | null }[];
        lines: { source: string; quantity: number }[];
      };
    }>(office, 'GET', `orders/${found.body.data[0]!.id}`);
    expect(order.body.data).toMatchObject({
      status: 'confirmed',
      channel: 'admin',
      delivery_mode: 'delivery',
      delivery_status: 'pending',
      total: 15_450,
      shipping_total: 1_500,
      discounts: [expect.objectContaining({ code: 'TABASKI' })],
    });
    expect(order.body.data.lines.map((l) => [l.source, l.quantity])).toEqual([
      ['product', 1],
      ['product', 2],
      ['shipping', 1],
    ]);
  });

  it('an administrator saves a pickup as a draft for another seller, then edits its notes', async () => {
    await admin.goto(`${server.url}/orders/create`);
    await admin.getByRole('radio', { name: 'Pickup in shop' }).check();
    await admin.getByLabel('Search products').fill('Savon');
    await admin.getByRole('button', { name: /^Add Savon noir/ }).click();
    await admin.getByLabel('Seller').selectOption({ label: clerk.name });
    await admin.getByLabel('Notes').fill('Passe vers 17 h');
    await admin.getByRole('button', { name: 'Save as a draft' }).click();
    await admin.getByRole('heading', { name: 'Order #0002' }).waitFor();
    await admin.getByText('Draft', { exact: true }).first().waitFor();

    await admin.getByRole('link', { name: 'Edit' }).click();
    await admin.getByRole('heading', { name: 'Edit order #0002' }).waitFor();
    await admin.getByLabel('Notes').fill('Passe vers 18 h');
    await admin.getByRole('button', { name: 'Save the changes' }).click();
    await admin.getByRole('heading', { name: 'Order #0002' }).waitFor();
    await admin.getByText('Passe vers 18 h').first().waitFor();
    const drafts = await apiCall<{ data: { seller_id: string; notes: string; status: string }[] }>(
      admin,
      'GET',
      'orders?search=%230002',
    );
    const users = await apiCall<{ data: { id: string; email: string }[] }>(
      admin,
      'GET',
      'users?per_page=100',
    );
    expect(drafts.body.data[0]).toMatchObject({
      status: 'draft',
      notes: 'Passe vers 18 h',
      seller_id: users.body.data.find((u) => u.email === clerk.email)!.id,
    });
  });

  it('fits a phone: one column, nothing wider than the screen', async () => {
    await office.setViewportSize({ width: 390, height: 780 });
    await office.goto(`${server.url}/orders/create`);
    await office.getByRole('heading', { name: 'New order' }).waitFor();
    await office.getByLabel('Search products').fill('Pagne');
    await office.getByRole('button', { name: /^Add Pagne wax Vlisco/ }).click();
    await office.getByRole('button', { name: 'Confirm the order' }).waitFor();
    const overflow = await office.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxe(office, 'new order on a phone');
  });
});
