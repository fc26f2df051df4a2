import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// Two sales paid through the API, one by Wave for a known customer, one in cash at the counter;
// the owner finds both in the Payments app, filters by method, exports and opens a sale.

let session: SignedInPage;
let server: RunningServer;
let page: Page;
interface Sale {
  id: string;
  reference: string;
}
let byWave: Sale;
let inCash: Sale;

async function created<T extends { id: string }>(path: string, body: unknown) {
  const response = await session.api<{ data: T }>('POST', path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Aminata Sow', company: 'Boutique Aminata', emailPrefix: 'payments' },
    context: { acceptDownloads: true, timezoneId: 'UTC' },
  });
  ({ server, page } = session);

  const wave = await created('payment-methods', { name: 'Wave', kind: 'mobile_money_operator' });
  const till = await created('payment-methods', { name: 'Caisse comptoir', kind: 'cash' });
  const awa = await created('customers', { first_name: 'Awa', last_name: 'Diop' });
  byWave = await created<Sale>('orders', {
    customer_id: awa.id,
    lines: [{ title: 'Pagne wax', price: 12_000, quantity: 1 }],
    payments: [{ payment_method_id: wave.id, amount: 12_000, reference: 'WV-5521' }],
  });
  inCash = await created<Sale>('orders', {
    lines: [{ title: 'Savon de Marseille', price: 1_500, quantity: 2 }],
    payments: [{ payment_method_id: till.id, amount: 3_000 }],
  });
});

afterAll(async () => {
  await session?.close();
});

const row = (sale: Sale) => page.getByRole('row', { name: new RegExp(sale.reference) });
const cells = async (sale: Sale) =>
  (await row(sale).getByRole('cell').allInnerTexts()).map((text) => text.trim());

describe('the payments screen in a real browser', () => {
  it('is opened from the menu and lists both payments with their sale and method', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Payments', exact: true })
      .click();
    await page.waitForURL('**/payments');
    await page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();

    await row(inCash).waitFor();
    // Cells after the date: method, sale (order and customer), reference, amount.
    expect(await cells(byWave)).toEqual([
      'Wave',
      `${byWave.reference}\nAwa Diop`,
      'WV-5521',
      expect.stringMatching(/^FCFA\s12,000$/),
    ]);
    expect(await cells(inCash)).toEqual([
      'Caisse comptoir',
      `${inCash.reference}\nWalk-in customer`,
      '',
      expect.stringMatching(/^FCFA\s3,000$/),
    ]);
    await expectNoSeriousAxe(page, 'payments list');
  });

  it('exports the list as CSV with each payment’s sale and method', async () => {
    await page.goto(`${server.url}/payments`);
    await row(byWave).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines, lines.join('\n')).toHaveLength(3);
    const waveLine = lines.find((line) => line.includes('WV-5521'));
    expect(waveLine).toContain('Wave');
    expect(waveLine).toContain(byWave.reference);
    expect(waveLine).toContain('Awa Diop');
    const cashLine = lines.find((line) => line.includes('Caisse comptoir'));
    expect(cashLine).toContain(inCash.reference);
  });

  it('filters by payment method, then opens the sale from its reference', async () => {
    await page.goto(`${server.url}/payments`);
    await row(inCash).waitFor();
    await page.getByLabel('Payment method').selectOption({ label: 'Wave' });
    await page.waitForURL((url) => url.searchParams.has('method'));
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    await row(byWave).waitFor();
    expect(await row(inCash).count()).toBe(0);

    await row(byWave).getByRole('link', { name: byWave.reference }).click();
    await page.waitForURL(`**/orders/${byWave.id}`);
    await page.getByRole('heading', { name: `Order ${byWave.reference}` }).waitFor();
  });

  it('leads to the online payments', async () => {
    await page.goto(`${server.url}/payments`);
    await page.getByRole('link', { name: 'Online payments' }).click();
    await page.waitForURL('**/payments/online');
    await page.getByRole('heading', { name: 'Online payments', exact: true }).waitFor();
  });
});
