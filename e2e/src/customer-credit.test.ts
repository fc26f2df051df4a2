import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// A sale on credit past its due date: the balance shows on the customer's page, and the customer
// stays in the credit ledger when only the overdue debts are asked for; a recent one does not.

let session: SignedInPage;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Fatou Ba', company: 'Quincaillerie Ba', emailPrefix: 'credit' },
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

/** Calls the admin API with the signed-in user's token, as the app does. */
async function apiCall(method: string, path: string, body?: unknown) {
  const response = await session.api<{ data: { id: string; reference: string } }>(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data;
}

describe('credit ledger in the browser', () => {
  it('shows an unpaid credit sale past due on the customer page and in the overdue ledger', async () => {
    const moussa = await apiCall('POST', 'customers', { first_name: 'Moussa', last_name: 'Kane' });
    const awa = await apiCall('POST', 'customers', { first_name: 'Awa', last_name: 'Sall' });
    // Moussa takes cement on credit; the invoice is due on receipt, so it is past due at once.
    const sale = await apiCall('POST', 'orders', {
      customer_id: moussa.id,
      lines: [{ title: 'Ciment 50 kg', price: 6_500, quantity: 3 }],
    });
    await apiCall('POST', `orders/${sale.id}/invoice`, { due_in_days: 0 });
    // Awa's credit sale is recent and has no invoice: due in 30 days, not overdue.
    await apiCall('POST', 'orders', {
      customer_id: awa.id,
      lines: [{ title: 'Tôle ondulée', price: 4_000, quantity: 2 }],
    });

    await page.goto(`${server.url}/customers/${moussa.id}/edit`);
    const stats = page.getByRole('region', { name: 'Sales and balance' });
    await stats.getByText('Balance owed').waitFor();
    const card = (label: string) =>
      stats.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect
      .poll(async () => (await card('Balance owed').textContent())?.replace(/\s/g, ' '))
      .toBe('FCFA 19,500');
    expect((await card('Overdue').textContent())?.replace(/\s/g, ' ')).toBe('FCFA 19,500');
    expect(await card('Orders').textContent()).toBe('1');
    const debts = page.getByRole('region', { name: 'Unpaid orders' });
    await debts.getByRole('link', { name: sale.reference }).waitFor();
    await debts.getByText('Overdue', { exact: true }).waitFor();
    await expectNoSeriousAxe(page, 'customer with a debt');

    await page.goto(`${server.url}/customers`);
    await page.getByRole('link', { name: 'Credit', exact: true }).click();
    await page.waitForURL(/\/customers\/credit$/);
    await page.getByRole('link', { name: 'Moussa Kane', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Awa Sall', exact: true }).waitFor();
    await expectNoSeriousAxe(page, 'credit ledger');

    // The toggle lives in the address: it shows checked once the URL has changed.
    await page.getByLabel('Overdue only').click();
    await page.waitForURL(/overdue=1/);
    await expect.poll(() => page.getByLabel('Overdue only').isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Awa Sall', exact: true }).count()).toBe(0);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Moussa Kane', exact: true }) });
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('FCFA 19,500');
    // A reminder on WhatsApp, written from the shop with what is owed and what is past due.
    const remind = row.getByRole('link', { name: 'Remind Moussa Kane on WhatsApp' });
    const text = new URL((await remind.getAttribute('href'))!).searchParams.get('text')?.replace(/\s/g, ' ');
    expect(text).toMatch(
      /^Hello Moussa Kane, this is Quincaillerie Ba\. FCFA 19,500 is still to pay on your purchase of /,
    );
    expect(text).toContain('FCFA 19,500 of it is past due.');

    await page.getByRole('link', { name: 'Moussa Kane', exact: true }).click();
    await page.waitForURL(new RegExp(`/customers/${moussa.id}/edit$`));
    await debts.getByRole('link', { name: sale.reference }).click();
    await page.waitForURL(new RegExp(`/orders/${sale.id}$`));
  });
});
