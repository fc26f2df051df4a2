import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

// The merchant sets up the warehouse from the settings: its name, a code, and selling below zero;
// a second warehouse is beyond the free plan and the form says so without losing what was typed.
// On a phone the list fits the screen.

interface WarehouseBody {
  id: string;
  name: string;
  code: string;
  city: string | null;
  is_default: boolean;
  is_active: boolean;
  allow_negative_stock: boolean;
}

let session: SignedInPage;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Ibrahima Diallo', company: 'Dépôt Diallo', emailPrefix: 'warehouses' },
    viewport: { width: 1280, height: 900 },
  });
  ({ server, browser, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function warehouses(): Promise<WarehouseBody[]> {
  const response = await session.api<{ data: WarehouseBody[] }>('GET', 'warehouses?per_page=100');
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('warehouses in the browser', () => {
  it('sets the warehouse up: a name, a code, selling below zero; a second one asks for a bigger plan', async () => {
    await page.goto(`${server.url}/settings/warehouses`);
    await page.getByRole('heading', { name: 'Warehouses' }).waitFor();
    const [main] = await warehouses();
    const mainRow = page.getByRole('row').filter({ hasText: main!.name });
    await mainRow.waitFor();
    expect(await mainRow.textContent()).toContain('Default');
    await expectNoSeriousAxe(page, '/settings/warehouses');

    await mainRow.click();
    await page.waitForURL(new RegExp(`/settings/warehouses/${main!.id}/edit$`));
    await page.getByLabel(/^Name/).fill('Dépôt Bonabéri');
    await page.getByLabel(/^Code/).fill('bon');
    await page.getByLabel(/^City/).fill('Douala');
    await page.getByLabel(/^Allow selling below zero/).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/settings\/warehouses$/);
    const row = page.getByRole('row').filter({ hasText: 'Dépôt Bonabéri' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Below zero allowed');
    expect(await row.textContent()).toContain('BON');
    expect((await warehouses())[0]).toMatchObject({
      id: main!.id,
      code: 'BON',
      city: 'Douala',
      allow_negative_stock: true,
      is_default: true,
    });

    // The free plan holds one warehouse: the form says so and keeps what was typed.
    await page.getByRole('link', { name: 'Add a warehouse' }).first().click();
    await page.waitForURL(/\/settings\/warehouses\/create$/);
    await page.getByLabel(/^Name/).fill('Boutique Akwa');
    await page.getByRole('button', { name: 'Create warehouse' }).click();
    await page.getByText("Your plan's limit for warehouses is 1").waitFor();
    expect(page.url()).toMatch(/\/settings\/warehouses\/create$/);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Boutique Akwa');
    expect(await warehouses()).toHaveLength(1);
  });

  it('fits a phone screen', async () => {
    const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await phone.addInitScript(
      (stored) => {
        for (const [key, value] of Object.entries(stored)) if (value) localStorage.setItem(key, value);
      },
      await page.evaluate(() => ({ ...localStorage }) as Record<string, string>),
    );
    const mobile = await phone.newPage();
    await mobile.goto(`${server.url}/settings/warehouses`);
    await mobile.getByRole('heading', { name: 'Warehouses' }).waitFor();
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxe(mobile, '/settings/warehouses on a phone');
    await phone.close();
  });
});
