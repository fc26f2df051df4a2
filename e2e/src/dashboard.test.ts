import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';
import { seedThreeSales } from './helpers/three-sales.ts';

let session: SignedInPage;
let page: SignedInPage['page'];
let server: SignedInPage['server'];

const expectNoSeriousViolations = (where: string) => expectNoSeriousAxe(page, where);

// Figures arrive with their own calls: wait for them longer than expect.poll's default second.
const POLL = { timeout: 15_000 };
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const kpi = async (item: string) =>
  plain(await page.getByTestId(`kpi-${item}`).getByTestId('kpi-value').textContent());

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Fatou Sow', company: 'Boutique Sow', emailPrefix: 'dashboard' },
    context: { acceptDownloads: true, timezoneId: 'UTC' },
  });
  ({ page, server } = session);
  await seedThreeSales(session);
});

afterAll(async () => {
  await session?.close();
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
    // The 7 days shown before also go by day and hold the same sales: wait for the 30 days' bars.
    await expect.poll(() => page.getByTestId('chart-bar').count(), POLL).toBe(30);
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
