import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// A shop with two products in stock, one with a cost and one without: the owner opens the stock,
// follows the link to its value, reads the totals, narrows to the warehouse, exports the CSV, and
// checks the screen on a phone.

let session: SignedInPage;
let page: Page;
let warehouseId = '';
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Awa Ndiaye', company: 'Tissus Awa', emailPrefix: 'stock-valuation' },
    context: { acceptDownloads: true, timezoneId: 'UTC' },
  });
  ({ page } = session);
  const warehouses = await session.api<{ data: { id: string; is_default: boolean }[] }>('GET', 'warehouses');
  warehouseId = warehouses.body.data.find((w) => w.is_default)?.id ?? warehouses.body.data[0]!.id;
  for (const [title, sku, price, cost, quantity] of [
    ['Wax Hollandais', 'WAX-1', 12_500, 8_000, 20],
    ['Bazin riche', 'BAZ-1', 5_000, null, 3],
  ] as const) {
    const made = await session.api('POST', 'products', {
      title,
      track_inventory: true,
      variants: [{ price, sku, ...(cost === null ? {} : { cost }) }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
});

afterAll(async () => {
  await session?.close();
});

describe('stock value in a real browser', () => {
  it('is reached from the stock overview and shows the totals and each product’s value', async () => {
    await page.goto(`${session.server.url}/stock`);
    await page.getByRole('heading', { name: 'Stock', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Stock value' }).click();
    await page.getByRole('heading', { name: 'Stock value' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/stock/valuation');

    const totals = page.getByRole('region', { name: 'Totals' });
    expect(digits(await totals.getByTestId('valuation-stock_value').textContent())).toBe('160000');
    expect(digits(await totals.getByTestId('valuation-retail_value').textContent())).toBe('250000');
    expect(digits(await totals.getByTestId('valuation-potential_margin').textContent())).toBe('90000');
    expect(await totals.getByTestId('valuation-units').textContent()).toBe('23');
    expect(await totals.getByRole('note').textContent()).toContain('1 variant has no cost (3 units');

    const wax = page.getByRole('row', { name: /Wax Hollandais/ });
    const cells = await wax.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('WAX-1');
    expect(cells[1]).toBe('20');
    expect(digits(cells[2]!)).toBe('8000');
    expect(digits(cells[3]!)).toBe('160000');
    // Most valuable first; the product without a cost last.
    const names = await page.locator('main tbody th').allTextContents();
    expect(names[0]).toContain('Wax Hollandais');
    expect(names[1]).toContain('Bazin riche');
  });

  it('narrows to one warehouse and exports what is listed as CSV', async () => {
    await page.getByLabel('Warehouse').selectOption(warehouseId);
    await page.waitForURL(/warehouse_id=/);
    await page.getByRole('row', { name: /Wax Hollandais/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stock-valuation-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Product,Variant,SKU,Barcode,Quantity,Units valued,Cost,Stock value,Price,Retail value',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^Wax Hollandais,,WAX-1,,20,20,8000(\.00)?,160000(\.00)?,12500(\.00)?,250000(\.00)?$/,
    );
    expect(lines[2]).toMatch(/^Bazin riche,,BAZ-1,,3,3,,,5000(\.00)?,15000(\.00)?$/);
  });

  it('fits a 390 px phone: no sideways scroll, SKU and cost under the name', async () => {
    await page.setViewportSize({ width: 390, height: 780 });
    await page.goto(`${session.server.url}/stock/valuation`);
    const wax = page.getByRole('row', { name: /Wax Hollandais/ });
    await wax.waitFor();
    const overflow = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll('table')].map(
          (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
        ),
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await wax.getByText(/WAX-1 · Unit cost/).isVisible()).toBe(true);
  });
});
