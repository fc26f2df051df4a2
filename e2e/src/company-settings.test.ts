import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// The merchant uploads the company logo in the company settings, sets the document terms, invoices
// an order from its page and gets a PDF with the logo in it; then renames a shop. On a phone the
// settings fit the screen.

/** A 1×1 orange PNG: enough for the upload's signature check and for the PDF's image. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let session: SignedInPage;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariama Sow', company: 'Tissus Mariama', emailPrefix: 'settings' },
    viewport: { width: 1280, height: 900 },
  });
  ({ server, browser, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function apiCall<T = { id: string }>(method: string, path: string, body?: unknown) {
  const response = await session.api<{ data: T }>(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data;
}

describe('company settings in the browser', () => {
  it('uploads the logo, sets the payment terms, and the invoice issued from an order prints the logo', async () => {
    await page.goto(`${server.url}/settings/company`);
    const logo = page.getByRole('region', { name: 'Logo' });
    await logo.getByText('No logo yet').waitFor();
    await logo
      .getByLabel(/Drop your logo here/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await logo.getByRole('img', { name: 'Current logo' }).waitFor();
    await expectNoSeriousAxe(page, '/settings/company');

    const documents = page.getByRole('form', { name: 'Documents' });
    await documents.getByLabel('Days to pay an invoice').fill('30');
    await documents.getByRole('button', { name: 'Save document settings' }).click();
    await page.getByText('Document settings saved.').waitFor();
    expect((await apiCall<{ invoice_due_days: number }>('GET', 'company/variables')).invoice_due_days).toBe(
      30,
    );

    const order = await apiCall('POST', 'orders', {
      lines: [{ title: 'Bazin riche', price: 45_000, quantity: 2 }],
    });
    await page.goto(`${server.url}/orders/${order.id}`);
    await page.getByRole('button', { name: 'Issue the invoice' }).click();
    const pdfLink = page.getByRole('link', { name: /^PDF of INV-\d{4}-0001$/ });
    await pdfLink.waitFor();
    const pdf = await fetch((await pdfLink.getAttribute('href'))!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes).toMatch(/\/Subtype\s*\/Image/);
  });

  it('renames a shop from the shops screen', async () => {
    await page.goto(`${server.url}/settings/shops`);
    const row = page.getByRole('row').filter({ hasText: 'Default' });
    await row.waitFor();
    await expectNoSeriousAxe(page, '/settings/shops');
    await row.click();
    await page.waitForURL(/\/settings\/shops\/[\w-]+\/edit$/);
    const name = page.getByLabel(/^Name/);
    await name.fill('Boutique Marché Central');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/settings\/shops$/);
    await page.getByRole('row').filter({ hasText: 'Boutique Marché Central' }).waitFor();
    const shops = await apiCall<{ name: string }[]>('GET', 'shops');
    expect(shops.map((shop) => shop.name)).toContain('Boutique Marché Central');
  });

  it('fits a phone screen', async () => {
    const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await phone.addInitScript(
      (session) => {
        for (const [key, value] of Object.entries(session)) if (value) localStorage.setItem(key, value);
      },
      await page.evaluate(() => ({ ...localStorage }) as Record<string, string>),
    );
    const mobile = await phone.newPage();
    await mobile.goto(`${server.url}/settings/company`);
    await mobile.getByRole('form', { name: 'Company details' }).waitFor();
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxe(mobile, '/settings/company on a phone');
    await phone.close();
  });
});
