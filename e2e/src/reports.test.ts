import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import { CHROMIUM } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function apiCall<T = { id: string }>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/v1/admin/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T };
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}

async function expectNoSeriousViolations(where: string) {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations, `${where}: `)).toEqual([]);
}

/** A row's cells as the user reads them, spaces made plain. */
const cells = async (name: string) =>
  (
    await page
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .locator('th, td')
      .allTextContents()
  ).map((text) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim());

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] }),
  ]);
  context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Your name').fill('Aminata Diallo');
  await page.getByLabel('Email', { exact: true }).fill(`reports.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Company name').fill('Boutique Diallo');
  await page.getByLabel('Currency').selectOption('XAF');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');

  const [warehouse] = await apiCall<{ id: string }[]>('GET', 'warehouses');
  const variant: Record<string, string> = {};
  for (const [title, sku, price] of [
    ['Pagne wax', 'WAX-1', 12_500],
    ['Savon noir', 'SAV-1', 1_500],
  ] as const) {
    const product = await apiCall<{ variants: { id: string }[] }>('POST', 'products', {
      title,
      variants: [{ sku, price }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouse!.id, quantity: 50 }],
    });
    variant[title] = product.variants[0]!.id;
  }
  const awa = await apiCall('POST', 'customers', { first_name: 'Awa', last_name: 'Ngono' });
  const moussa = await apiCall('POST', 'customers', { first_name: 'Moussa', last_name: 'Kane' });
  // Three confirmed sales today, without taxes: 26,500 + 12,500 + 4,500.
  const sale = (customer: string, lines: [string, number][]) =>
    apiCall('POST', 'orders', {
      customer_id: customer,
      lines: lines.map(([title, quantity]) => ({ variant_id: variant[title], quantity, tax_ids: [] })),
    });
  await sale(awa.id, [
    ['Pagne wax', 2],
    ['Savon noir', 1],
  ]);
  await sale(moussa.id, [['Pagne wax', 1]]);
  await sale(awa.id, [['Savon noir', 3]]);
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('sales reports in a real browser', () => {
  it('shows this month sales by product and by customer, exports them and passes axe', async () => {
    await page.goto(`${server.url}/reports`);
    await page.getByRole('heading', { name: 'Sales reports' }).waitFor();
    await page.getByLabel('Period', { exact: true }).selectOption('this_month');
    await page.waitForURL(/period=this_month/);
    await page.getByRole('link', { name: 'By product' }).click();
    await page.waitForURL(/group=product/);
    await page.getByRole('table', { name: 'By product' }).waitFor();

    // Product, order lines, revenue, units sold; the total counts lines too (4 lines in 3 orders).
    await expect.poll(() => cells('Pagne wax')).toEqual(['Pagne wax', '2', 'FCFA 37,500', '3']);
    expect(await cells('Savon noir')).toEqual(['Savon noir', '2', 'FCFA 6,000', '4']);
    expect(await cells('Total')).toEqual(['Total of the period', '4', 'FCFA 43,500', '7']);
    // By units sold, the soap comes first.
    await page.getByRole('button', { name: 'Units sold' }).click();
    await page.waitForURL(/sort=units_sold/);
    await expect
      .poll(async () => (await page.getByRole('rowheader').allTextContents()).slice(0, 2))
      .toEqual(['Savon noir', 'Pagne wax']);
    await expectNoSeriousViolations('sales by product');

    await page.getByRole('link', { name: 'By customer' }).click();
    await page.getByRole('table', { name: 'By customer' }).waitFor();
    await expect.poll(() => cells('Awa Ngono')).toEqual(['Awa Ngono', '2', 'FCFA 31,000', '6']);
    expect(await cells('Moussa Kane')).toEqual(['Moussa Kane', '1', 'FCFA 12,500', '1']);
    expect(await cells('Total')).toEqual(['Total of the period', '3', 'FCFA 43,500', '7']);

    // With the past period under each figure: nothing was sold then.
    await page.getByLabel('Compare with previous period').check();
    await page.getByText("Under each figure: the previous period's figure and the change.").waitFor();
    expect(await cells('Moussa Kane')).toEqual([
      'Moussa Kane',
      '1vs 0 —',
      'FCFA 12,500vs FCFA 0 —',
      '1vs 0 —',
    ]);
    await expectNoSeriousViolations('sales by customer, compared');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    // A heading line, one line per customer, the total.
    expect(lines, text).toHaveLength(4);
    expect(lines.at(-1), text).toMatch(/^Total,3,/);
    expect(lines.find((line) => line.includes('Awa Ngono'))).toMatch(/Awa Ngono.*,2,.*31000/);
    expect(lines.find((line) => line.includes('Moussa Kane'))).toMatch(/Moussa Kane.*,1,.*12500/);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await readFile((await xlsx.path())!)))['xl/worksheets/sheet1.xml']!,
    );
    expect(sheet).toContain('<v>31000</v>');
  });

  it('prints the company, period and table without the navigation', async () => {
    await page.goto(`${server.url}/reports?group=product&period=this_month`);
    await page.getByRole('table', { name: 'By product' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.getByText('Boutique Diallo', { exact: true }).filter({ visible: true }).waitFor();
    await page.getByText(/^Period: /).waitFor();
    expect(await page.getByRole('navigation', { name: 'Group sales' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'By product' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('fits a 390 px phone: only the table scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/reports?group=customer&period=this_month&compare=1`);
    await page.getByRole('table', { name: 'By customer' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations('sales by customer on a phone');
  });
});
