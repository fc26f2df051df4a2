import { readFile } from 'node:fs/promises';
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

// Figures arrive with their own calls: wait for them longer than expect.poll's default second.
const POLL = { timeout: 15_000 };
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const kpi = async (item: string) =>
  plain(await page.getByTestId(`kpi-${item}`).getByTestId('kpi-value').textContent());

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
  await page.getByLabel('Your name').fill('Fatou Sow');
  await page.getByLabel('Email', { exact: true }).fill(`dashboard.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Company name').fill('Boutique Sow');
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
  // Three confirmed sales today, without taxes: 26,500 + 12,500 + 4,500 = 43,500 for 7 units.
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

describe('dashboard in a real browser', () => {
  it('shows the last 30 days of the orders made through the API, by day', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByLabel('Period', { exact: true }).selectOption('last_30_days');
    await page.waitForURL(/period=last_30_days/);

    await expect.poll(() => kpi('revenue'), POLL).toBe('FCFA 43,500');
    expect(await kpi('orders')).toBe('3');
    expect(await kpi('units_sold')).toBe('7');
    // Nothing was sold before: no percent to show, and it is said, not only coloured.
    expect(plain(await page.getByTestId('kpi-revenue').getByTestId('delta').textContent())).toContain(
      'No previous figure',
    );

    const chart = page.getByTestId('revenue-chart');
    await expect.poll(() => chart.getAttribute('data-bucket'), POLL).toBe('day');
    expect(await page.getByTestId('chart-bar').count()).toBe(30);
    // The screen-reader table holds today's revenue.
    const table = page.getByRole('table', { name: 'Revenue' });
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(plain(await table.locator('tbody tr').last().textContent())).toContain('FCFA 43,500');

    const topProducts = page.getByTestId('card-top-product');
    await topProducts.getByText('Pagne wax').waitFor();
    expect(plain(await topProducts.locator('li').first().textContent())).toContain('FCFA 37,500');
    const topCustomers = page.getByTestId('card-top-customer');
    await topCustomers.getByText('Awa Ngono').waitFor();
    expect(plain(await topCustomers.locator('li').first().textContent())).toContain('FCFA 31,000');

    const recent = page.getByTestId('card-recent-orders');
    await expect.poll(() => recent.getByRole('listitem').count(), POLL).toBe(3);
    expect(await recent.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/orders');
    await expectNoSeriousViolations('dashboard, last 30 days');
  });

  it('this year is bucketed by month: fewer points', async () => {
    await page.getByLabel('Period', { exact: true }).selectOption('this_year');
    await page.waitForURL(/period=this_year/);
    const chart = page.getByTestId('revenue-chart');
    await expect.poll(() => chart.getAttribute('data-bucket'), POLL).toBe('month');
    expect(await page.getByTestId('chart-bar').count()).toBe(12);
    await expect.poll(() => kpi('revenue'), POLL).toBe('FCFA 43,500');
    // The chart is one keyboard stop; End reads the last month.
    await chart.focus();
    await page.keyboard.press('End');
    expect(plain(await page.getByTestId('chart-tooltip').textContent())).toMatch(/^December \d{4}: FCFA/);
  });

  it('compare shows the previous period beside each figure', async () => {
    await page.getByLabel('Compare with previous period').check();
    await page.waitForURL(/compare=1/);
    await expect
      .poll(
        async () => plain(await page.getByTestId('kpi-revenue').getByTestId('kpi-past').textContent()),
        POLL,
      )
      .toBe('Previous period: FCFA 0');
    expect(await page.getByTestId('chart-past-bar').count()).toBe(12);
    await page.getByRole('columnheader', { name: 'Previous period' }).waitFor({ state: 'attached' });
    expect(plain(await page.getByTestId('period-days').textContent())).toMatch(/vs /);
    await expectNoSeriousViolations('dashboard, this year compared');
  });

  it('exports the revenue series as CSV', async () => {
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    // A header and one line per month at least.
    expect(lines.length).toBeGreaterThanOrEqual(13);
    expect(text).toMatch(/43500/);
  });

  it('fits a 390 px phone: the cards stack and nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/dashboard?period=last_30_days`);
    await expect.poll(() => kpi('revenue'), POLL).toBe('FCFA 43,500');
    await page.getByTestId('card-top-product').getByText('Pagne wax').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const chartBox = await page.getByTestId('card-revenue-chart').boundingBox();
    const topBox = await page.getByTestId('card-top-product').boundingBox();
    expect(topBox!.y).toBeGreaterThan(chartBox!.y + chartBox!.height - 1);
    expect(Math.abs(topBox!.x - chartBox!.x)).toBeLessThan(2);
    await expectNoSeriousViolations('dashboard on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
