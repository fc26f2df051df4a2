import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 780 };
const BARCODE = `376${String(Date.now()).slice(-10)}`;

let session: SignedInPage;
let server: RunningServer;
let page: Page;
let productPath = '';

beforeAll(async () => {
  // Leaving an edit page asks first (SPEC §2); this test means to leave.
  session = await openSignedInPage({
    owner: { name: 'Fatou Ndiaye', company: 'Boutique Wax', emailPrefix: 'products' },
    viewport: DESKTOP,
    context: { timezoneId: 'Africa/Douala' },
    acceptDialogs: true,
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function addOption(number: number, name: string, values: string[]) {
  await page.getByRole('button', { name: 'Add an option' }).click();
  const option = page.getByRole('group', { name: `Option ${number}` });
  await option.getByLabel('Option name').fill(name);
  const input = option.getByLabel('Values');
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

describe('products in a real browser', () => {
  it('creates a product with two options (4 variants), a barcode and an image', async () => {
    await page.goto(`${server.url}/products/create`);
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    await page.getByLabel('Title').fill('Pagne Wax Élégance');
    expect(await page.getByLabel('Handle').inputValue()).toBe('pagne-wax-elegance');

    await addOption(1, 'Size', ['S', 'M']);
    await addOption(2, 'Colour', ['Red', 'Blue']);
    const variants = page.getByRole('region', { name: 'Variants' }).getByRole('group');
    await expect
      .poll(() => variants.locator(':scope > legend').allTextContents())
      .toEqual(['S / Red', 'S / Blue', 'M / Red', 'M / Blue']);
    await page.getByRole('group', { name: 'S / Red' }).getByLabel('Price', { exact: true }).fill('12500');
    await page.getByRole('button', { name: 'Use the first price for all' }).click();
    await page.getByRole('group', { name: 'M / Blue' }).getByLabel('Barcode').fill(BARCODE);

    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    // Dropped on the drop zone as a merchant drags it from their files; the PUT goes to the local
    // storage URL with the file's type (it once answered 415 there) and the progress bar fills.
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'pagne.png', { type: 'image/png' }));
      return transfer;
    }, png.toString('base64'));
    const stored = page.waitForResponse(
      (response) => response.url().includes('/api/v1/storage/local') && response.request().method() === 'PUT',
    );
    const dropzone = page.getByRole('region', { name: 'Images' }).getByTestId('image-dropzone');
    await dropzone.dispatchEvent('dragover', { dataTransfer });
    await dropzone.dispatchEvent('drop', { dataTransfer });
    const put = await stored;
    expect(put.status(), await put.text()).toBe(200);
    expect(await put.request().headerValue('content-type')).toBe('image/png');
    const progress = page.getByRole('progressbar', { name: 'Upload progress of pagne.png' });
    await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value)).toBe(100);
    await page.getByRole('region', { name: 'Images' }).getByText('Uploaded').waitFor();
    const images = page.getByRole('list', { name: 'Product images' }).getByRole('listitem');
    await images.first().waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/products\/[0-9a-f-]{36}\/edit$/);
    productPath = new URL(page.url()).pathname;
    await page.getByText('Product saved').waitFor();
    await page.getByRole('heading', { name: 'Pagne Wax Élégance' }).waitFor();

    // What the server kept: four variants, the barcode on M / Blue, the price in whole francs, the image.
    await expect
      .poll(() => page.getByRole('group', { name: 'M / Blue' }).getByLabel('Barcode').inputValue())
      .toBe(BARCODE);
    expect(
      await page.getByRole('group', { name: 'M / Red' }).getByLabel('Price', { exact: true }).inputValue(),
    ).toBe('12500');
    await expect.poll(() => images.count()).toBe(1);
    await expectNoSeriousAxe(page, 'product editor');

    // Saved again (PUT with the variants' ids): the same four variants, one new price.
    await page.getByRole('group', { name: 'M / Red' }).getByLabel('Price', { exact: true }).fill('13000');
    const updated = page.waitForResponse(
      (response) => response.url().includes('/products/') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await updated;
    expect(answer.status(), await answer.text()).toBe(200);
    const saved = (await answer.json()) as { data: { variants: { title: string; price: number }[] } };
    expect(saved.data.variants.map((variant) => [variant.title, variant.price])).toEqual([
      ['S / Red', 12500],
      ['S / Blue', 12500],
      ['M / Red', 13000],
      ['M / Blue', 12500],
    ]);
    await expect
      .poll(() => page.getByRole('group', { name: 'M / Blue' }).getByLabel('Barcode').inputValue())
      .toBe(BARCODE);
  });

  it('finds the product by typing its barcode in the list', async () => {
    expect(productPath).not.toBe('');
    await page.goto(`${server.url}/products`);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page
      .getByRole('cell', { name: 'Pagne Wax Élégance' })
      .or(page.getByRole('rowheader', { name: 'Pagne Wax Élégance' }))
      .first()
      .waitFor();
    await expectNoSeriousAxe(page, 'product list');

    const field = page.getByRole('textbox', { name: 'Find by barcode or SKU' });
    await field.fill('0000000000');
    await field.press('Enter');
    await page.getByText('No product has the code 0000000000.').waitFor();

    await field.fill(BARCODE);
    await field.press('Enter');
    await page.waitForURL(`**${productPath}`);
    await page.getByRole('heading', { name: 'Pagne Wax Élégance' }).waitFor();
  });

  it('keeps the list filters in the URL and shows the product on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/products?status=active&search=wax`);
    const product = page.getByRole('link', { name: /Pagne Wax Élégance/ });
    await product.waitFor();
    // Filters, saved views and sort wait behind one button: the first product is on the first screen.
    const box = await product.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(PHONE.height);
    expect(await page.getByLabel('Sort').count()).toBe(0);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter and sort' });
    expect(await sheet.getByLabel('Status').inputValue()).toBe('active');
    await sheet.getByLabel('Status').selectOption('archived');
    await page.waitForURL(/status=archived/);
    await expectNoSeriousAxe(page, 'product filters on a phone');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await page.getByText('No product matches').waitFor();
    await expectNoSeriousAxe(page, 'product list on a phone');
    await page.setViewportSize(DESKTOP);
  });
});
