import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// On a phone, a list screen neither widens the page (sideways scrolling of the whole screen) nor
// pushes its money column out of sight: the columns a phone can do without are left out, and their
// values come under the row's name. Found by a walk through the demo at 390 px.

const PHONE = { width: 390, height: 780 };
let session: SignedInPage;
let page: Page;
let customerId: string;

async function apiCall(method: string, path: string, body?: unknown) {
  const response = await session.api<{ data: { id: string } }>(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data;
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Kadi Sarr', company: 'Boutique Sarr', emailPrefix: 'phone' },
    viewport: PHONE,
  });
  ({ page } = session);
  // A customer's sale on credit (an order, a journal entry, an unpaid debt), a sale asked back,
  // and an expense: one row in each list.
  const customer = await apiCall('POST', 'customers', {
    first_name: 'Ousmane',
    last_name: 'Ndiaye',
    phone: '221771234567',
  });
  customerId = customer.id;
  await apiCall('POST', 'suppliers', {
    name: 'Tissus Dakar',
    contact_name: 'Awa Ndiaye',
    phone: '221776543210',
    city: 'Dakar',
  });
  const sale = await session.api<{ data: { id: string; lines: { id: string }[] } }>('POST', 'orders', {
    customer_id: customerId,
    lines: [{ title: 'Pagne wax 6 yards', price: 18_500, quantity: 2 }],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  await apiCall('POST', 'returns', {
    order_id: sale.body.data.id,
    reason: 'Couleur',
    lines: [{ order_line_id: sale.body.data.lines[0]!.id, quantity: 1 }],
  });
  await apiCall('POST', 'expenses', {
    label: 'Carburant moto',
    amount: 5_000,
    category: 'OPERATING_EXPENSES',
  });
  // The shop's rent every other week, and the morning's float put in the drawer by hand (a row that can be deleted).
  await apiCall('POST', 'recurring-expenses', {
    label: 'Loyer boutique Sandaga',
    amount: 150_000,
    category: 'OPERATING_EXPENSES',
    frequency: 'weekly',
    interval: 2,
    day: 3,
    start_date: new Date().toLocaleDateString('en-CA'),
  });
  const accounts = await session.api<{ data: { id: string; kind: string }[] }>('GET', 'treasury-accounts');
  await apiCall('POST', 'transactions', {
    account_id: accounts.body.data.find((a) => a.kind === 'cash')!.id,
    direction: 'in',
    amount: 100_000,
    label: 'Fond de caisse',
  });
});

afterAll(async () => {
  await session?.close();
});

/** How far the page reaches past the screen's right edge (0 when it fits). */
const pageOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How far the widest table reaches past its own box, which would then scroll sideways (0 when it fits). */
const tableOverflow = () =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('table')].map(
        (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
      ),
    ),
  );

/** Whether an element lies wholly within the screen's width. */
async function withinScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width + 1;
}

describe('list screens on a phone', () => {
  it.each([
    { path: '/orders', heading: 'Orders', column: 'Total' },
    { path: '/expenses', heading: 'Expenses', column: 'Amount' },
    { path: '/accounting/journal', heading: 'Journal', column: 'Amount' },
  ])('$path fits the screen and shows its $column column', async ({ path, heading, column }) => {
    await page.goto(`${session.server.url}${path}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    expect(await pageOverflow(), `${path} widens the page`).toBeLessThanOrEqual(0);
    const header = table.getByRole('columnheader', { name: column, exact: true });
    expect(await withinScreen(header), `${path}: the ${column} column is off-screen`).toBe(true);
  });

  it.each([
    { path: '/customers', name: 'Ousmane Ndiaye', detail: '+221 771 23 45 67 · Individual' },
    { path: '/customers/credit', name: 'Ousmane Ndiaye', detail: '1 unpaid order' },
    { path: '/suppliers', name: 'Tissus Dakar', detail: 'Awa Ndiaye · +221 776 54 32 10 · Dakar' },
  ])(
    '$path fits its table to the screen, with what its left-out columns say under $name',
    async ({ path, name, detail }) => {
      await page.goto(`${session.server.url}${path}`);
      const header = page.getByRole('table').getByRole('rowheader').filter({ hasText: name });
      await header.waitFor();
      expect(await tableOverflow(), `${path}: the table scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await pageOverflow(), `${path} widens the page`).toBeLessThanOrEqual(0);
      expect(await withinScreen(header.getByText(detail)), `${path}: "${detail}" under ${name}`).toBe(true);
    },
  );

  it('/reports and /accounting/accounts fit their tables to the screen', async () => {
    await page.goto(`${session.server.url}/reports`);
    // the orders and units columns are left out on a phone: today's figures come under the day
    const figures = page
      .getByRole('table')
      .getByText(/^Orders: \d+ · Units sold: \d+$/)
      .first();
    await figures.waitFor();
    expect(await withinScreen(figures)).toBe(true);
    expect(await tableOverflow(), '/reports: the table scrolls sideways').toBeLessThanOrEqual(0);

    await page.goto(`${session.server.url}/accounting/accounts`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await tableOverflow(), '/accounting/accounts: the table scrolls sideways').toBeLessThanOrEqual(0);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
  });

  it.each([
    { path: '/transactions', column: 'Amount' },
    { path: '/expenses/recurring', column: 'Amount' },
    { path: '/accounting?report=trial-balance', column: 'Credit balance' },
    { path: '/accounting?report=general-ledger&account=411', column: 'Credit' },
    { path: '/accounting?report=aged-receivables', column: 'Total' },
    { path: '/accounting?report=income-statement&compare=1', column: 'Past period' },
  ])('$path fits its table to the screen and shows its $column column', async ({ path, column }) => {
    // the transactions, the ledger and the reports scrolled 24–316 px sideways in the demo at 390 px
    await page.goto(`${session.server.url}${path}`);
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(1).waitFor();
    expect(await tableOverflow(), `${path}: the table scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await pageOverflow(), `${path} widens the page`).toBeLessThanOrEqual(0);
    const header = table.getByRole('columnheader', { name: column, exact: true });
    expect(await withinScreen(header), `${path}: the ${column} column is off-screen`).toBe(true);
  });

  it('/transactions: a transaction made by hand can still be deleted on a phone, from under its label', async () => {
    await page.goto(`${session.server.url}/transactions`);
    const label = page.getByRole('table').getByRole('rowheader').filter({ hasText: 'Fond de caisse' });
    await label.waitFor();
    const remove = label.getByRole('button', { name: 'Delete' });
    expect(await withinScreen(remove)).toBe(true);
    await remove.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete this transaction?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('/orders tells under each number whether the order is confirmed and how far its pickup has gone', async () => {
    await page.goto(`${session.server.url}/orders`);
    const number = page.getByRole('table').getByRole('rowheader').first();
    await number.waitFor();
    // the Status and Delivery columns are left out on a phone: their badges come under the number
    expect(await page.getByRole('columnheader', { name: 'Status', exact: true }).isVisible()).toBe(false);
    for (const badge of ['Confirmed', 'To collect']) {
      expect(await withinScreen(number.getByText(badge, { exact: true })), badge).toBe(true);
    }
    // wider, the columns say it and the number stands alone
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      await page.getByRole('columnheader', { name: 'Status', exact: true }).waitFor();
      expect(await number.getByText('Confirmed', { exact: true }).isVisible()).toBe(false);
    } finally {
      await page.setViewportSize(PHONE);
    }
  });

  it('/returns fits the screen: its status chips scroll inside their row', async () => {
    await page.goto(`${session.server.url}/returns`);
    await page.getByRole('heading', { name: 'Returns' }).waitFor();
    await page.getByRole('button', { name: 'Approve…' }).waitFor();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    expect(await withinScreen(page.getByRole('button', { name: 'Approve…' }))).toBe(true);
  });

  it("a customer's unpaid orders show each balance", async () => {
    await page.goto(`${session.server.url}/customers/${customerId}/edit`);
    const debts = page.getByRole('region', { name: 'Unpaid orders' });
    await debts.getByRole('row').nth(1).waitFor();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    expect(await withinScreen(debts.getByRole('columnheader', { name: 'Balance', exact: true }))).toBe(true);
  });
});

describe('list screens on a phone show the records first', () => {
  // The search stays; the filters, sort and saved views wait behind "Filters", and the header's
  // secondary actions behind "More": before, /orders' first row was half a screen down.
  const TALL_PHONE = { width: 390, height: 844 };
  beforeAll(() => page.setViewportSize(TALL_PHONE));
  afterAll(() => page.setViewportSize(PHONE));

  /** Whether an element lies wholly in the first screen, unscrolled, above the bottom navigation. */
  async function inFirstScreen(locator: Locator): Promise<boolean> {
    const box = await locator.boundingBox();
    const bar = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
    const scrolled = await page.evaluate(() => window.scrollY);
    const bottom = bar?.y ?? TALL_PHONE.height;
    return box !== null && scrolled === 0 && box.y >= 0 && box.y + box.height <= bottom;
  }

  it.each([
    { path: '/orders', heading: 'Orders', search: 'Search orders' },
    { path: '/customers', heading: 'Customers', search: 'Search customers' },
  ])(
    '$path: the first row is in the upper part of the first screen, under the search',
    async ({ path, heading, search }) => {
      await page.goto(`${session.server.url}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      const firstRow = page.getByRole('table').getByRole('row').nth(1);
      await firstRow.waitFor();
      expect(await inFirstScreen(firstRow), `${path}: the first row is below the fold`).toBe(true);
      // Most of the screen is left to the records: with the filters stacked above, the first row began at
      // 473 px on /orders and 434 px on /customers; it now begins under 40% of the screen's height.
      const row = await firstRow.boundingBox();
      expect(row!.y, `${path}: the first row starts ${row!.y} px down`).toBeLessThan(TALL_PHONE.height * 0.4);
      expect(await inFirstScreen(page.getByRole('searchbox', { name: search }))).toBe(true);
      expect(await inFirstScreen(page.getByRole('button', { name: /^Filters/ }))).toBe(true);
      // the header's actions hold on one row: the title and "More" share it
      const title = await page.getByRole('heading', { name: heading, exact: true }).boundingBox();
      const more = await page.getByRole('button', { name: 'More actions' }).boundingBox();
      expect(Math.abs(title!.y + title!.height / 2 - (more!.y + more!.height / 2))).toBeLessThan(8);
      expect(await pageOverflow()).toBeLessThanOrEqual(0);
    },
  );

  it('/orders: the filters open in a sheet, and a status chosen there narrows the list', async () => {
    await page.goto(`${session.server.url}/orders`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Status').selectOption('cancelled');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await page.getByText('No order matches').waitFor();
  });

  it('/orders: export, cash sessions and new order are under "More"; "New sale" stays in sight', async () => {
    await page.goto(`${session.server.url}/orders`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await inFirstScreen(page.getByRole('link', { name: 'New sale' }))).toBe(true);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);

    await page.getByRole('button', { name: 'More actions' }).click();
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    expect(await withinScreen(exportButton)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(await withinScreen(page.getByRole('link', { name: 'New order' }))).toBe(true);
    await page.getByRole('link', { name: 'Cash sessions' }).click();
    await page.waitForURL(/\/sessions/);
  });

  it('/products and /customers: import and credit are one tap under "More"', async () => {
    await page.goto(`${session.server.url}/products`);
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(/\/products\/import$/);

    await page.goto(`${session.server.url}/customers`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    // Escape folds the actions away again
    await page.getByRole('link', { name: 'Credit', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Credit', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('link', { name: 'Credit', exact: true }).click();
    await page.waitForURL(/\/customers\/credit$/);
  });
});
