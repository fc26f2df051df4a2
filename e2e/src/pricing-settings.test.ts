import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Paul Mbarga', company: 'Quincaillerie Mbarga', emailPrefix: 'pricing' },
    viewport: { width: 1280, height: 900 },
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function apiGet<T>(path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/v1/admin/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}

async function openCreate(list: string, title: string, add: string) {
  await page.goto(`${server.url}/${list}`);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await page.getByRole('link', { name: add }).first().click();
  await page.waitForURL(`**/${list}/create`);
}

describe('pricing settings in the browser', () => {
  it('creates a 19.25 % VAT and a fixed-amount tax through the screens', async () => {
    await page.goto(`${server.url}/taxes`);
    await page.getByText('No taxes yet').waitFor();
    await expectNoSeriousAxe(page);

    await openCreate('taxes', 'Taxes', 'Add a tax');
    await page.getByLabel(/^Code/).fill('tva');
    await page.getByLabel(/^Label/).fill('TVA Cameroun');
    await page.getByLabel(/^Rate/).fill('19.25');
    await page.getByLabel('Applied to new sales').check();
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: 'Create tax' }).click();
    await page.waitForURL(/\/taxes$/);
    await page.getByText('19.25 %').waitFor();

    await openCreate('taxes', 'Taxes', 'Add a tax');
    await page.getByLabel(/^Code/).fill('DT');
    await page.getByLabel(/^Label/).fill('Droit de timbre');
    await page.getByLabel('Computed as').selectOption('fixed');
    await page.getByLabel(/^Amount per unit/).fill('1 500');
    await page.getByRole('button', { name: 'Create tax' }).click();
    await page.waitForURL(/\/taxes$/);
    await page.getByText(/1,500 per unit/).waitFor();
    const taxes = await apiGet<{
      data: { code: string; rate: string | null; fixed_amount: number | null }[];
    }>('taxes?sort=code');
    expect(taxes.data.map((t) => [t.code, t.rate, t.fixed_amount])).toEqual([
      ['DT', null, 1500],
      ['TVA', '19.25', null],
    ]);
  });

  it('creates a discount code with a validity window; an invalid value shows the field error first', async () => {
    await openCreate('discounts', 'Discounts', 'Add a discount');
    await page.getByLabel(/^Code/).fill('bienvenue10');
    await page.getByLabel(/^Label/).fill('Bienvenue');
    const value = page.getByLabel(/^Percentage/);
    await value.fill('150');
    await page.getByLabel(/^Starts/).fill('2026-01-01T00:00');
    await page.getByLabel(/^Ends/).fill('2026-12-31T23:59');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await expect.poll(() => value.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('A percentage is at most 100.').waitFor();
    expect(page.url()).toMatch(/\/discounts\/create$/);
    await expectNoSeriousAxe(page);

    await value.fill('10');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.waitForURL(/\/discounts$/);
    await page.getByRole('button', { name: 'BIENVENUE10' }).waitFor();
    await expectNoSeriousAxe(page);
  });

  it('creates a shipping fee for a city', async () => {
    await openCreate('shipping-fees', 'Shipping fees', 'Add a shipping fee');
    await page.getByLabel(/^Label/).fill('Livraison Douala');
    await page.getByLabel(/^City/).fill('Douala');
    await page.getByLabel(/^Fee \(FCFA\)/).fill('1500');
    await page.getByRole('button', { name: 'Create shipping fee' }).click();
    await page.waitForURL(/\/shipping-fees$/);
    await page.getByRole('button', { name: 'Livraison Douala' }).waitFor();
    await page.getByText(/FCFA\s1,500/).waitFor();
    await expectNoSeriousAxe(page);
  });

  it('makes a new mobile-money method the default: Cash stops being default', async () => {
    await page.goto(`${server.url}/payment-methods`);
    await page.getByRole('button', { name: 'Cash' }).waitFor();
    await expectNoSeriousAxe(page);

    await openCreate('payment-methods', 'Payment methods', 'Add a payment method');
    await page.getByLabel(/^Name/).fill('MTN MoMo');
    expect(await page.getByLabel(/^Kind/).inputValue()).toBe('mobile_money_operator');
    await page.getByLabel(/^Provider/).fill('mtn_momo');
    await page.getByLabel('Default payment method').check();
    await page.getByRole('button', { name: 'Create payment method' }).click();
    await page.waitForURL(/\/payment-methods$/);
    await page.getByRole('button', { name: 'MTN MoMo' }).waitFor();
    const methods = await apiGet<{ data: { name: string; is_default: boolean; accounting_code: string }[] }>(
      'payment-methods',
    );
    expect(methods.data.map((m) => [m.name, m.is_default, m.accounting_code])).toEqual([
      ['Cash', false, '571'],
      ['MTN MoMo', true, '538'],
    ]);
    const momoRow = page.getByRole('row').filter({ hasText: 'MTN MoMo' });
    await momoRow.getByText('Default', { exact: true }).waitFor();
  });

  it('works at a phone viewport without serious accessibility violations', async () => {
    await page.setViewportSize({ width: 390, height: 780 });
    for (const [path, title] of [
      ['taxes', 'Taxes'],
      ['discounts', 'Discounts'],
      ['shipping-fees', 'Shipping fees'],
      ['payment-methods', 'Payment methods'],
    ] as const) {
      await page.goto(`${server.url}/${path}`);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      await page.getByRole('table').waitFor();
      await expectNoSeriousAxe(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(overflow, path).toBe(false);
    }
    await page.getByRole('button', { name: 'MTN MoMo' }).click();
    await page.waitForURL(/\/payment-methods\/[0-9a-f-]+\/edit$/);
    await page.getByText(/This is the default payment method/).waitFor();
    await expectNoSeriousAxe(page);
  });
});
