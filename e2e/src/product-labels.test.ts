import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;
let productId = '';

interface Variant {
  id: string;
  title: string;
  barcode: string | null;
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariama Diallo', company: 'Boutique Diallo', emailPrefix: 'labels' },
    viewport: { width: 1280, height: 800 },
  });
  ({ server, page } = session);
  const warehouses = await session.api<{ data: { id: string }[] }>('GET', 'warehouses');
  const warehouse_id = warehouses.body.data[0]!.id;
  // Goods without a barcode: the in-store ones come from the labels screen.
  const created = await session.api<{ data: { id: string } }>('POST', 'products', {
    title: 'Robe Kente',
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { option1: 'S', price: 8_000 },
      { option1: 'M', price: 8_500 },
    ],
    initial_stock: [
      { variant_index: 0, warehouse_id, quantity: 5 },
      { variant_index: 1, warehouse_id, quantity: 5 },
    ],
  });
  expect(created.status).toBe(201);
  productId = created.body.data.id;
});

afterAll(async () => {
  await session?.close();
});

const variants = async () =>
  (
    await session.api<{ data: Variant[] }>(
      'GET',
      `product-variants?filter[product_id]=${productId}&sort=title`,
    )
  ).body.data;

describe('barcode labels in a real browser', () => {
  it('generates in-store barcodes from the list’s selection, previews and prints only the labels, and the counter scans them', async () => {
    await page.goto(`${server.url}/products`);
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('checkbox', { name: 'Select Robe Kente' }).check();
    await page
      .getByRole('region', { name: 'Selected products' })
      .getByRole('button', { name: 'Print labels' })
      .click();
    await page.waitForURL(`**/products/labels?products=${productId}`);

    const preview = page.getByRole('region', { name: 'Preview' });
    const labels = preview.locator('.labels-label');
    const bars = preview.locator('svg[data-barcode]');
    await page.getByRole('table', { name: '2 variants' }).waitFor();
    expect(await page.getByText('No barcode', { exact: true }).count()).toBe(2);
    // Neither barcode nor SKU: two labels, no bars yet.
    expect(await labels.count()).toBe(2);
    expect(await bars.count()).toBe(0);

    await page.getByRole('button', { name: 'Generate barcodes (2)' }).click();
    await page.getByRole('button', { name: /^Generate barcodes/ }).waitFor({ state: 'detached' });
    const [medium, small] = await variants();
    expect(small!.barcode).toMatch(/^20\d{11}$/);
    expect(medium!.barcode).toMatch(/^20\d{11}$/);
    expect(small!.barcode).not.toBe(medium!.barcode);
    await expect.poll(() => bars.count()).toBe(2);
    expect(
      await preview.locator(`svg[data-barcode="${small!.barcode}"][data-format="EAN13"] rect`).count(),
    ).toBeGreaterThan(20);

    // Three copies of size M: one SVG barcode per printed label.
    await page.getByRole('spinbutton', { name: 'Copies of Robe Kente — M' }).fill('3');
    await expect.poll(() => labels.count()).toBe(4);
    expect(await bars.count()).toBe(4);
    expect(await preview.locator(`svg[data-barcode="${medium!.barcode}"]`).count()).toBe(3);
    await page.getByText('4 labels on 1 page.').waitFor();
    await expectNoSeriousAxe(page, 'labels screen');

    // On paper: the labels alone, the page at A4's size in millimetres.
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Print labels' }).isVisible()).toBe(false);
      expect(await page.getByRole('table', { name: '2 variants' }).isVisible()).toBe(false);
      expect(await labels.first().isVisible()).toBe(true);
      expect(await bars.last().isVisible()).toBe(true);
      const sheet = await preview.locator('.labels-page').first().boundingBox();
      // 210 mm at 96 px per inch, from the paper's corner
      expect(sheet!.width).toBeCloseTo((210 / 25.4) * 96, 0);
      expect(sheet!.x).toBe(0);
      const label = await labels.first().boundingBox();
      expect(label!.width).toBeCloseTo((63.5 / 25.4) * 96, 0);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }

    // On a thermal roll each label is a page of 50 × 30 mm: four labels, four pages.
    await page.getByRole('combobox', { name: /^Layout/ }).selectOption('roll_50x30');
    await page.waitForURL(/layout=roll_50x30/);
    // the preview redrawn for the roll before printing (the URL changes first)
    await page.getByText('4 labels on 4 pages.').waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    await page.emulateMedia({ media: 'screen' });
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(4);
    const sizes = [...pdf.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((box) =>
      box[1]!
        .trim()
        .split(/\s+/)
        .slice(2)
        .map((points) => Math.round((Number(points) * 25.4) / 72)),
    );
    expect(new Set(sizes.map((size) => size.join('×')))).toEqual(new Set(['50×30']));

    // The counter scans the generated code: size M lands in the basket.
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'The basket is empty' }).waitFor();
    const scan = page.getByRole('textbox', { name: 'Scan or type a barcode' });
    await scan.fill(medium!.barcode!);
    await scan.press('Enter');
    await page.getByRole('heading', { name: 'Basket (1)' }).waitFor();
    await page.getByRole('button', { name: 'One more Robe Kente — M' }).waitFor();
  });

  it('fits a phone: no sideways scroll of the page, the A4 preview shrunk to the screen', async () => {
    await page.setViewportSize({ width: 390, height: 780 });
    try {
      await page.goto(`${server.url}/products/labels?products=${productId}`);
      await page.getByRole('table', { name: '2 variants' }).waitFor();
      await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const sheet = await page
        .getByRole('region', { name: 'Preview' })
        .locator('.labels-page')
        .first()
        .boundingBox();
      expect(sheet!.x + sheet!.width).toBeLessThanOrEqual(390);
      if (process.env.LABELS_SCREENSHOT)
        await page.screenshot({ path: process.env.LABELS_SCREENSHOT, fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
