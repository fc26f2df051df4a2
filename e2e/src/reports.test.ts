import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';
import { seedThreeSales } from './helpers/three-sales.ts';

let session: SignedInPage;
let page: SignedInPage['page'];
let server: SignedInPage['server'];

const expectNoSeriousViolations = (where: string) => expectNoSeriousAxe(page, where);

/** A row's cells as the user reads them, spaces made plain. */
const cells = async (name: string) =>
  (
    await page
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .locator('th, td')
      .allTextContents()
  ).map((text) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim());

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Aminata Diallo', company: 'Boutique Diallo', emailPrefix: 'reports' },
    context: { acceptDownloads: true, timezoneId: 'UTC' },
  });
  ({ page, server } = session);
  await seedThreeSales(session);
});

afterAll(async () => {
  await session?.close();
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
