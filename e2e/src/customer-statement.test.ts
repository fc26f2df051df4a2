import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// A restaurant buying on credit: two sales and a payment this month. Its statement shows what it
// still owes, downloads as a PDF with that balance, and goes to its WhatsApp number.

let session: SignedInPage;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Paul Mbarga', company: 'Grossiste Mbarga', emailPrefix: 'statement' },
    context: { acceptDownloads: true },
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function apiCall(method: string, path: string, body?: unknown) {
  const response = await session.api<{ data: { id: string; reference: string } }>(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data;
}

const flat = (text: string | null | undefined) => text?.replace(/[\s\u202f\u00a0]+/g, ' ').trim();

describe("a customer's statement in the browser", () => {
  it('shows the closing balance, downloads the PDF and writes the WhatsApp message', async () => {
    const customer = await apiCall('POST', 'customers', {
      company_name: 'Restaurant Chez Awa',
      type: 'company',
      phone: '+237 670 00 11 22',
    });
    const cash = await apiCall('POST', 'payment-methods', { name: 'Espèces', kind: 'cash' });
    const rice = await apiCall('POST', 'orders', {
      customer_id: customer.id,
      lines: [{ title: 'Sac de riz 50 kg', price: 18_000, quantity: 2 }],
    });
    await apiCall('POST', 'orders', {
      customer_id: customer.id,
      lines: [{ title: 'Huile 20 L', price: 15_000, quantity: 1 }],
    });
    await apiCall('POST', 'payments', { order_id: rice.id, payment_method_id: cash.id, amount: 20_000 });

    await page.goto(`${server.url}/customers/${customer.id}/edit`);
    await page.getByRole('link', { name: 'Account statement of Restaurant Chez Awa' }).click();
    await page.waitForURL(new RegExp(`/customers/${customer.id}/statement$`));
    await page.getByRole('heading', { name: 'Statement of Restaurant Chez Awa' }).waitFor();
    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    // 36 000 + 15 000 sold, 20 000 paid
    await expect.poll(async () => flat(await figure('Closing balance').textContent())).toBe('FCFA 31,000');
    expect(flat(await figure('Opening balance').textContent())).toBe('FCFA 0');
    expect(await page.getByRole('table').getByRole('row').count()).toBe(4);
    await expectNoSeriousAxe(page, 'customer statement');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(flat(text)).toContain('Closing balance FCFA 31,000');

    const whatsapp = page.getByRole('link', { name: 'Send on WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.host).toBe('wa.me');
    expect(href.pathname).toBe('/237670001122');
    const message = flat(href.searchParams.get('text'));
    expect(message).toMatch(
      /^Hello Restaurant Chez Awa, this is Grossiste Mbarga\. Here is your account statement from /,
    );
    expect(message).toContain('your balance is FCFA 31,000.');

    // On a phone the table keeps to the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
