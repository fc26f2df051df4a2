import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

/**
 * The outbox sends at once when the connection comes back, and again every 15 s while a sale still waits
 * (OUTBOX_RETRY_MS in apps/web/src/features/orders/pos/offline/use-outbox-sync.ts): on a busy machine the first
 * attempt can meet a network that is not quite back yet, so the toast may come with the next one.
 */
const SENT_AFTER_RECONNECT_MS = 35_000;

// Selling through a cut connection: the counter keeps its product list on the device, keeps the sales it cannot
// send, and sends them (once each) when the connection is back; a sale the server refuses comes back for review.

let session: SignedInPage;
let server: RunningServer;
let page: Page;
const BISSAP_BARCODE = '2000000004211';

const text = (locator: ReturnType<Page['getByTestId']>) =>
  locator.textContent().then((value) => (value ?? '').replace(/[\s\u202f\u00a0]/g, ' '));

interface OrderRow {
  id: string;
  total: number;
  channel: string;
  payment_status: string;
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Fatou Sarr', company: 'Maquis Chez Fatou', emailPrefix: 'pos-offline' },
    viewport: { width: 1280, height: 800 },
    // The counter works offline through the service worker's copy of the app.
    context: { serviceWorkers: 'allow' },
  });
  ({ server, page } = session);
  const warehouses = await session.api<{ data: { id: string }[] }>('GET', 'warehouses');
  const warehouseId = warehouses.body.data[0]!.id;
  const products = [
    { title: 'Thiéboudienne', sku: 'THB', barcode: null, price: 3_000, stock: 5 },
    { title: 'Jus de bissap', sku: 'BSP', barcode: BISSAP_BARCODE, price: 500, stock: 20 },
    { title: 'Dernier pagne', sku: 'PGN', barcode: null, price: 7_000, stock: 1 },
  ];
  for (const product of products) {
    const created = await session.api('POST', 'products', {
      title: product.title,
      variants: [{ sku: product.sku, barcode: product.barcode, price: product.price }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: product.stock }],
    });
    expect(created.status).toBe(201);
  }
});

afterAll(async () => {
  await session?.close();
});

const orders = async () => (await session.api<{ data: OrderRow[] }>('GET', 'orders')).body.data;

/**
 * Sells, with the counter offline, what `search` finds (its button named `add`), paid `cash`: the
 * counter keeps the sale on the device and starts a new one. `beforeCharge` changes the basket first.
 */
async function sellKeptOnDevice(sale: {
  search: string;
  add: RegExp;
  cash: string;
  beforeCharge?: () => Promise<void>;
}) {
  await page.getByLabel('Search products').fill(sale.search);
  await page.getByRole('button', { name: sale.add }).click();
  await sale.beforeCharge?.();
  await page.getByRole('button', { name: /^Charge/ }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel('Cash', { exact: true }).fill(sale.cash);
  await pay.getByRole('button', { name: 'Complete the sale' }).click();
  await page
    .getByRole('dialog', { name: 'Sale kept on this device' })
    .getByRole('button', { name: 'New sale' })
    .click();
}

const BISSAP_SALE = { search: 'bissap', add: /^Add Jus de bissap/, cash: '500' };

describe('the point of sale without a connection', () => {
  it('sells from the product list kept on the device and sends the sale once the connection is back', async () => {
    const downloaded = page.waitForResponse((response) => response.url().includes('/pos/catalogue'));
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    await downloaded;
    // Online with nothing to send: no connection bar.
    expect(await page.getByRole('region', { name: 'Connection' }).count()).toBe(0);

    await session.context.setOffline(true);
    const bar = page.getByRole('region', { name: 'Connection' });
    await bar.getByText('You are offline').waitFor();
    await bar.getByText(/Searching the 3 products kept on this device/).waitFor();

    await page.getByLabel('Search products').fill('thieb');
    await page.getByRole('button', { name: /^Add Thiéboudienne/ }).click();
    const scan = page.getByRole('textbox', { name: 'Scan or type a barcode' });
    await scan.fill(BISSAP_BARCODE);
    await scan.press('Enter');
    await page.getByRole('heading', { name: 'Basket (2)' }).waitFor();

    await page.getByRole('button', { name: /^Charge/ }).click();
    const pay = page.getByRole('dialog');
    await pay.getByLabel('Cash', { exact: true }).fill('5000');
    await pay.getByRole('button', { name: 'Complete the sale' }).click();

    const kept = page.getByRole('dialog', { name: 'Sale kept on this device' });
    expect(await text(kept.getByTestId('kept-change-due'))).toContain('1,500');
    // the receipt on WhatsApp for a walk-in customer: lines, payment and change; its number follows with the order
    const receipt = decodeURIComponent(
      (await kept.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '',
    ).replace(/[\s\u202f\u00a0]/g, ' ');
    expect(receipt).toMatch(/^https:\/\/wa\.me\/\?text=Maquis Chez Fatou — sale of .+, number to follow/);
    expect(receipt).toContain('1 × Thiéboudienne — FCFA 3,000');
    expect(receipt).toMatch(/Cash — FCFA 5,000 Change given: FCFA 1,500/);
    await expectNoSeriousAxe(page, 'sale kept offline');
    // the same receipt on paper, from what the device holds: its number follows with the order
    await page.evaluate(() => {
      window.print = () => {
        (window as { __printed?: boolean }).__printed = true;
      };
    });
    await kept.getByRole('button', { name: 'Print the receipt' }).click();
    expect(await page.evaluate(() => (window as { __printed?: boolean }).__printed)).toBe(true);
    const ticket = page.getByRole('article', { name: 'Maquis Chez Fatou', includeHidden: true });
    const printed = (await ticket.textContent())?.replace(/[\s\u202f\u00a0]+/g, ' ') ?? '';
    expect(printed).toContain('Receipt — number to follow');
    expect(printed).toContain('1 × Thiéboudienne');
    expect(printed).toContain('1 × Jus de bissap');
    expect(printed).toMatch(/Total ?FCFA 3,500/);
    expect(printed).toMatch(/Cash ?FCFA 5,000 ?Change given ?FCFA 1,500/);
    // on paper the receipt alone: neither the counter nor the dialog
    expect(await ticket.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await ticket.isVisible()).toBe(true);
    // at the top of the paper, not after the page's height of blank
    expect((await ticket.boundingBox())?.y).toBeLessThan(50);
    expect(await kept.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Point of sale' }).isVisible()).toBe(false);
    // back on screen the dialog is still open: printing does not close it
    await page.emulateMedia({ media: 'screen' });
    await kept.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('heading', { name: 'The basket is empty' }).waitFor();
    await bar.getByText('1 sale waiting to be sent.').waitFor();
    expect(await orders()).toEqual([]);

    await session.context.setOffline(false);
    await page.getByText('1 sale made offline was sent.').waitFor({ timeout: SENT_AFTER_RECONNECT_MS });
    await expect.poll(() => bar.count()).toBe(0);

    const sent = await orders();
    expect(sent).toEqual([expect.objectContaining({ total: 3_500, channel: 'pos', payment_status: 'paid' })]);
    const order = await session.api<{ data: { history: { type: string; to_value: string | null }[] } }>(
      'GET',
      `orders/${sent[0]!.id}?include=history`,
    );
    expect(order.body.data.history.map((entry) => entry.type)).toContain('sold_offline');
    const stock = await session.api<{ data: { quantity: number }[] }>('GET', 'product-variants?search=THB');
    expect(stock.body.data[0]!.quantity).toBe(4);

    await page.goto(`${server.url}/orders/${sent[0]!.id}`);
    await page.getByText(/^Sold at the counter while offline, at /).waitFor();
  });

  it('brings a sale the server refuses back for review, to change it and sell it again', async () => {
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    await session.context.setOffline(true);
    await sellKeptOnDevice({
      search: 'pagne',
      add: /^Add Dernier pagne/,
      cash: '14000',
      beforeCharge: () => page.getByRole('button', { name: 'One more Dernier pagne' }).click(),
    });

    // Only one pagne is left: back online, the server refuses the sale of two.
    await session.context.setOffline(false);
    const bar = page.getByRole('region', { name: 'Connection' });
    await bar.getByRole('alert').getByText('The server refused 1 sale: review it.').waitFor();
    await bar.getByRole('button', { name: 'Sales to send (1)' }).click();
    const outbox = page.getByRole('dialog', { name: 'Sales to send' });
    await outbox.getByText(/^Refused by the server: /).waitFor();
    await expectNoSeriousAxe(page, 'outbox with a refused sale');
    await outbox.getByRole('button', { name: 'Back to the basket' }).click();

    await page.getByRole('heading', { name: 'Basket (2)' }).waitFor();
    expect(await bar.count()).toBe(0);
    await page.getByRole('button', { name: 'One less Dernier pagne' }).click();
    await page.getByRole('button', { name: /^Charge/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete the sale' }).click();
    await page.waitForURL(/\/orders\/[^/]+\/receipt$/);
    const totals = (await orders()).map((order) => order.total).sort((a, b) => a - b);
    expect(totals).toEqual([3_500, 7_000]);
  });

  it('opens again without a connection, from what the device kept, and still sells', async () => {
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    // The service worker keeps the app itself: once it controls the page, a reload needs no server.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await page.reload();
      await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    }

    await session.context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    const bar = page.getByRole('region', { name: 'Connection' });
    await bar.getByText('You are offline').waitFor();
    await bar.getByText(/Searching the 3 products kept on this device/).waitFor();

    await sellKeptOnDevice(BISSAP_SALE);
    await bar.getByText('1 sale waiting to be sent.').waitFor();

    // Away from the counter the device still says what it keeps, and sends it when the connection is back.
    await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
    await page.waitForURL(/\/orders$/);
    const away = page.getByRole('complementary', { name: 'Sales to send' });
    await away.getByText('1 sale waiting to be sent.').waitFor();
    expect(await away.getByRole('link', { name: 'Open the counter' }).getAttribute('href')).toBe('/pos');
    await session.context.setOffline(false);
    await page.getByText('1 sale made offline was sent.').waitFor({ timeout: SENT_AFTER_RECONNECT_MS });
    await expect.poll(() => away.count()).toBe(0);
    const totals = (await orders()).map((order) => order.total).sort((a, b) => a - b);
    expect(totals).toEqual([500, 3_500, 7_000]);
  });

  it('creates a customer made offline once, before the two sales made for them', async () => {
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    await session.context.setOffline(true);
    const bar = page.getByRole('region', { name: 'Connection' });
    await bar.getByText('You are offline').waitFor();

    const sellBissapTo = (pickCustomer: () => Promise<void>) =>
      sellKeptOnDevice({
        ...BISSAP_SALE,
        beforeCharge: async () => {
          await pickCustomer();
          await page.getByText('To be created when the connection is back').first().waitFor();
        },
      });
    const customerSearch = page.getByLabel('Customer (optional)');
    await sellBissapTo(async () => {
      await customerSearch.fill('Mariam Koné 237 6 71 23 45 67');
      await page
        .getByRole('button', { name: /^New customer: “Mariam Koné .*created when the connection is back$/ })
        .click();
    });
    // The next sale finds her among the customers served lately, still to be created.
    await sellBissapTo(async () => {
      await customerSearch.fill('mariam');
      await page.getByRole('button', { name: /^Mariam Koné · To be created/ }).click();
    });
    await bar.getByText('2 sales waiting to be sent.').waitFor();
    expect((await session.api<{ data: unknown[] }>('GET', 'customers?search=Kon')).body.data).toEqual([]);

    await session.context.setOffline(false);
    await page.getByText('2 sales made offline were sent.').waitFor({ timeout: SENT_AFTER_RECONNECT_MS });
    const customers = await session.api<{ data: { id: string; name: string; phone: string | null }[] }>(
      'GET',
      'customers?search=Kon',
    );
    expect(customers.body.data).toEqual([
      expect.objectContaining({ name: 'Mariam Koné', phone: '237671234567' }),
    ]);
    const theirs = await session.api<{ data: { customer_id: string | null }[] }>(
      'GET',
      `orders?filter[customer_id]=${customers.body.data[0]!.id}`,
    );
    expect(theirs.body.data).toHaveLength(2);
  });
});
