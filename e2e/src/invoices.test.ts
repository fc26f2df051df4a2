import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// Two orders invoiced through the API (one for a known customer, one at the counter); the owner
// finds them in the Invoices app, filters, searches, opens a PDF and exports what is on screen.

let session: SignedInPage;
let server: RunningServer;
let page: Page;
const invoices: { reference: string; order_id: string }[] = [];

async function created<T extends { id: string }>(method: string, path: string, body: unknown) {
  const response = await session.api<{ data: T }>(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Fatou Ndiaye', company: 'Quincaillerie Ndiaye', emailPrefix: 'invoices' },
    context: { acceptDownloads: true, timezoneId: 'UTC' },
  });
  ({ server, page } = session);

  const moussa = await created('POST', 'customers', { first_name: 'Moussa', last_name: 'Kane' });
  for (const order of [
    { customer_id: moussa.id, lines: [{ title: 'Ciment 50 kg', price: 6_500, quantity: 4 }] },
    { lines: [{ title: 'Brouette', price: 35_000, quantity: 1 }] },
  ]) {
    const { id } = await created('POST', 'orders', order);
    invoices.push(
      await created<{ id: string; reference: string; order_id: string }>('POST', `orders/${id}/invoice`, {}),
    );
  }
});

afterAll(async () => {
  await session?.close();
});

const row = (reference: string) => page.getByRole('row', { name: new RegExp(reference) });

describe('the invoices screen in a real browser', () => {
  it('is opened from the menu and lists the issued invoices, newest first', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    await page.waitForURL('**/invoices');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();

    const [counter, walkIn] = invoices.map((invoice) => invoice.reference) as [string, string];
    await row(walkIn).waitFor();
    const cells = async (reference: string) =>
      (await row(reference).getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect((await cells(counter)).slice(0, 3)).toEqual([
      'Moussa Kane',
      expect.any(String),
      expect.stringMatching(/^FCFA\s26,000$/),
    ]);
    expect((await cells(walkIn)).slice(0, 3)).toEqual([
      'Walk-in customer',
      expect.any(String),
      expect.stringMatching(/^FCFA\s35,000$/),
    ]);
    const references = await page.getByRole('rowheader').allInnerTexts();
    expect(references.map((text) => text.split('\n')[0])).toEqual([
      `Invoice ${walkIn}`,
      `Invoice ${counter}`,
    ]);
    await expectNoSeriousAxe(page, 'invoices list');
  });

  it('filters to credit notes (none), searches a reference, keeps today inside the date range', async () => {
    const [counter, walkIn] = invoices.map((invoice) => invoice.reference) as [string, string];
    await page.goto(`${server.url}/invoices`);
    await row(counter).waitFor();

    await page.getByLabel('Document').selectOption({ label: 'Credit notes' });
    await page.getByRole('heading', { name: 'No document matches these filters.' }).waitFor();
    expect(new URL(page.url()).searchParams.get('kind')).toBe('credit_note');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row(counter).waitFor();

    // A day range of today alone still holds documents issued today: the "to" day is included.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Issued from').fill(today);
    await page.getByLabel('Issued to').fill(today);
    await page.waitForURL(
      (url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today,
    );
    await row(counter).waitFor();
    await row(walkIn).waitFor();

    await page.getByRole('searchbox', { name: 'Search by reference' }).fill(counter);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === counter);
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    await row(counter).waitFor();
  });

  it('serves the PDF, exports the list as filtered, and opens the order from its row', async () => {
    const [counter, walkIn] = invoices as [(typeof invoices)[0], (typeof invoices)[0]];
    await page.goto(`${server.url}/invoices?search=${encodeURIComponent(walkIn.reference)}`);
    await row(walkIn.reference).waitFor();

    const pdfLink = row(walkIn.reference).getByRole('link', { name: `PDF of ${walkIn.reference}` });
    const pdf = await fetch(`${server.url}${new URL((await pdfLink.getAttribute('href'))!).pathname}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    // The heading and the one invoice the search keeps.
    expect(lines, lines.join('\n')).toHaveLength(2);
    expect(lines[1]).toContain(walkIn.reference);
    expect(lines.join('\n')).not.toContain(counter.reference);

    await row(walkIn.reference)
      .getByRole('button', { name: new RegExp(walkIn.reference) })
      .click();
    await page.waitForURL(`**/orders/${walkIn.order_id}`);
  });

  it('keeps the reference, total and links on a phone, the date under the reference', async () => {
    const [, walkIn] = invoices.map((invoice) => invoice.reference) as [string, string];
    await page.setViewportSize({ width: 390, height: 780 });
    await page.goto(`${server.url}/invoices`);
    await row(walkIn).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Issued' }).isVisible()).toBe(false);
    expect(await page.getByRole('columnheader', { name: 'Customer' }).isVisible()).toBe(false);
    const header = row(walkIn).getByRole('rowheader');
    expect(await header.getByText(/Walk-in customer/).isVisible()).toBe(true);
    expect(
      await row(walkIn)
        .getByRole('link', { name: `PDF of ${walkIn}` })
        .isVisible(),
    ).toBe(true);
    await expectNoSeriousAxe(page, 'invoices list on a phone');
  });
});
