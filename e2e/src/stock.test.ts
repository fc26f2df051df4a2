import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import { REPO_ROOT } from './helpers/paths.ts';
import { type RunningServer, startServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let dataDir: string;
let page: Page;
const ids: { shop: string; depot: string; product: string; transfer: string } = {
  shop: '',
  depot: '',
  product: '',
  transfer: '',
};
const PRODUCT = 'Wax Hollandais (WAX-1)';

/**
 * The product's row on /stock: each shown column's header (as read aloud) with the cell under it.
 * Columns left out on a phone are skipped.
 */
async function overviewCells(): Promise<Record<string, string>> {
  await page.getByRole('row', { name: /Wax Hollandais/ }).waitFor();
  return page.evaluate(() => {
    const spoken = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim() ?? '';
    };
    const shown = (elements: Iterable<Element>) =>
      [...elements].filter((element) => element.checkVisibility());
    const headers = shown(document.querySelectorAll('main thead th')).map(spoken);
    const row = [...document.querySelectorAll('main tbody tr')].find((tr) =>
      tr.textContent?.includes('Wax Hollandais'),
    );
    const cells = shown(row?.querySelectorAll('th, td') ?? []).map((cell) => cell.textContent?.trim() ?? '');
    return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']).slice(1));
  });
}

/**
 * The free plan allows one warehouse and a transfer needs two: the demo seed (run on this test's own
 * data directory) provides the platform operator, who moves the new company to the Business plan.
 */
async function seededServer(): Promise<RunningServer> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-e2e-stock-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/demo.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Ended before the hook's own timeout: an orphaned seed kept running on a deleted DATA_DIR, at half a
    // core for over an hour, after a hook timed out on a loaded machine.
    timeout: 150_000,
    killSignal: 'SIGKILL',
  });
  return startServer({ env: { DATA_DIR: dataDir } });
}

async function upgradeToBusiness() {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@demo.comptoir.app', password: 'comptoir-demo-2026' }),
  });
  const session = (await login.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
  const token = String(session.access_token ?? session.accessToken ?? session.data?.access_token ?? '');
  const companyId = await page.evaluate(() => localStorage.getItem('companyId'));
  const changed = await fetch(`${server.url}/api/v1/platform/companies/${companyId}/subscription`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan_lookup_key: 'business' }),
  });
  expect(changed.status, await changed.text()).toBe(200);
}

beforeAll(async () => {
  // Leaving a create screen asks for confirmation (leave guard): accept it.
  session = await openSignedInPage({
    owner: { name: 'Awa Ndiaye', company: 'Tissus Awa', emailPrefix: 'stock' },
    viewport: { width: 390, height: 780 },
    server: seededServer,
    acceptDialogs: true,
  });
  ({ server, page } = session);
  await upgradeToBusiness();

  // Two warehouses and a stocked product, through the API.
  for (const [key, name, code] of [
    ['shop', 'Boutique Akwa', 'AKWA'],
    ['depot', 'Dépôt Bonabéri', 'BONA'],
  ] as const) {
    const made = await session.api<{ data: { id: string } }>('POST', 'warehouses', { name, code });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    ids[key] = made.body.data.id;
  }
  const product = await session.api<{ data: { id: string } }>('POST', 'products', {
    title: 'Wax Hollandais',
    track_inventory: true,
    variants: [{ price: 12_500, sku: 'WAX-1', barcode: '3760000000017', reorder_point: 5 }],
    initial_stock: [{ variant_index: 0, warehouse_id: ids.shop, quantity: 20 }],
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  ids.product = product.body.data.id;
});

afterAll(async () => {
  await session?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('stock screens in a real browser', () => {
  it('shows the stock per warehouse on a phone', async () => {
    await page.goto(`${server.url}/stock`);
    await page.getByRole('heading', { name: 'Stock', exact: true }).waitFor();
    // The warehouses go under the product's name; total and reorder point stay as columns.
    expect(await overviewCells()).toEqual({ Total: '20', 'Reorder point': '5' });
    const perWarehouse = page
      .getByRole('row', { name: /Wax Hollandais/ })
      .getByRole('list', { name: 'Per warehouse' });
    expect(await perWarehouse.getByRole('listitem').allTextContents()).toEqual([
      'Main warehouse 0',
      'Boutique Akwa 20',
      'Dépôt Bonabéri 0',
    ]);
    await expectNoSeriousAxe(page, '/stock');
  });

  it('fits a phone in French: the name keeps its width, no header is clipped, every tab shows', async () => {
    await page.evaluate(() => localStorage.setItem('locale', 'fr'));
    try {
      await page.goto(`${server.url}/stock`);
      await page.getByRole('heading', { name: 'Stock', exact: true }).waitFor();
      await page.getByRole('row', { name: /Wax Hollandais/ }).waitFor();
      const layout = await page.evaluate(() => {
        const table = document.querySelector('main table')!;
        const name = table.querySelector('tbody tr th span span')!;
        const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
        const headers = [...table.querySelectorAll('thead th')].filter((th) => th.checkVisibility());
        const tabs = [...document.querySelectorAll('main nav a')];
        // The text a sighted user sees: visible text, not the screen-reader-only words (1 px boxes).
        const seenText = (element: Element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          let text = '';
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (parent?.checkVisibility() && parent.getBoundingClientRect().width > 1)
              text += node.textContent;
          }
          return text.trim();
        };
        return {
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
          tableOverflow: table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
          nameLines: Math.round(name.getBoundingClientRect().height / lineHeight),
          clippedHeaders: headers.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent),
          shownHeaders: headers.map(seenText),
          tabsOffScreen: tabs
            .filter((tab) => tab.getBoundingClientRect().right > window.innerWidth)
            .map((tab) => tab.textContent),
        };
      });
      expect(layout).toEqual({
        pageOverflow: 0,
        tableOverflow: expect.any(Number),
        nameLines: 1,
        clippedHeaders: [],
        shownHeaders: ['Produit', 'Total', 'Seuil'],
        tabsOffScreen: [],
      });
      expect(layout.tableOverflow).toBeLessThanOrEqual(0);
    } finally {
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
    }
  });

  it('adjusts stock +10 by barcode, then sees the quantity and the movement', async () => {
    await page.goto(`${server.url}/stock`);
    await page.getByRole('link', { name: 'Adjust stock' }).click();
    await page.waitForURL('**/stock/adjustments/create');
    // The address changes before the new screen replaces /stock, whose own "Warehouse" filter would
    // otherwise take the choice on a slow machine (the form then opens on the default warehouse).
    await page.getByRole('heading', { name: 'Adjust stock' }).waitFor();
    await page.getByLabel(/^Warehouse/).selectOption(ids.shop);
    const barcode = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
    await barcode.fill('3760000000017');
    await barcode.press('Enter');
    const quantity = page.getByRole('textbox', { name: `Change for ${PRODUCT}` });
    await quantity.waitFor();
    await quantity.fill('10');
    await page.getByText('Now 20 → after 30').waitFor();
    await page.getByLabel('Note').fill('Carton retrouvé');
    await expectNoSeriousAxe(page, '/stock/adjustments/create');
    await page.getByRole('button', { name: 'Save the adjustment' }).click();

    await page.waitForURL('**/stock/movements?reference_id=*');
    const movement = page.getByRole('row', { name: /Wax Hollandais/ });
    await movement.waitFor();
    const cells = await movement.locator('td, th').allTextContents();
    expect(cells.slice(1)).toEqual([
      PRODUCT,
      '+10',
      '30',
      'Boutique Akwa',
      'Adjustment · CorrectionCarton retrouvé',
      'Awa Ndiaye',
    ]);
    await expectNoSeriousAxe(page, '/stock/movements');

    await page.goto(`${server.url}/stock?warehouse_id=${ids.shop}`);
    expect(await overviewCells()).toEqual({ Quantity: '30', 'Reorder point': '5' });
  });

  it('refuses to take out more than the warehouse holds, in the user’s language', async () => {
    const tryToRemoveThree = async (labels: { change: string; save: string }) => {
      await page.goto(`${server.url}/stock/adjustments/create`);
      await page.locator('main select').first().selectOption(ids.depot);
      const barcode = page.locator('main').getByRole('search').first().getByRole('textbox');
      await barcode.fill('WAX-1');
      await barcode.press('Enter');
      await page.getByRole('textbox', { name: `${labels.change} ${PRODUCT}` }).fill('-3');
      await page.getByRole('button', { name: labels.save }).click();
      // The message stays on the form (a toast says it too).
      const alert = page
        .locator('main')
        .getByRole('alert')
        .filter({ hasText: /Wax Hollandais/ });
      await alert.waitFor();
      expect(page.url()).toContain('/stock/adjustments/create');
      return alert.textContent();
    };
    expect(await tryToRemoveThree({ change: 'Change for', save: 'Save the adjustment' })).toBe(
      `Not enough stock: 0 left of ${PRODUCT} in Dépôt Bonabéri.`,
    );
    await page.evaluate(() => localStorage.setItem('locale', 'fr'));
    try {
      expect(await tryToRemoveThree({ change: 'Variation pour', save: "Enregistrer l'ajustement" })).toBe(
        `Stock insuffisant : il reste 0 de ${PRODUCT} dans Dépôt Bonabéri.`,
      );
    } finally {
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
    }
  });

  it('transfers 4 units: create, ship, receive; both balances follow', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/stock/transfers`);
    await page.getByRole('heading', { name: 'Transfers' }).waitFor();
    await page.getByText('No transfer yet').waitFor();
    await expectNoSeriousAxe(page, '/stock/transfers');
    await page.getByRole('link', { name: 'New transfer' }).click();
    await page.waitForURL('**/stock/transfers/create');
    await page.getByLabel(/^From warehouse/).selectOption(ids.shop);
    await page.getByLabel(/^To warehouse/).selectOption(ids.depot);
    await page.getByRole('searchbox', { name: 'Find a product' }).fill('Wax');
    await page.getByRole('search', { name: 'Find a product' }).getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: `Add ${PRODUCT}` }).click();
    await page.getByRole('textbox', { name: `Quantity of ${PRODUCT}` }).fill('3');
    await page.getByText('30 available').waitFor();
    await expectNoSeriousAxe(page, '/stock/transfers/create');
    await page.getByRole('button', { name: 'Create the transfer' }).click();

    await page.waitForURL(/\/stock\/transfers\/[0-9a-f-]{36}$/);
    ids.transfer = page.url().split('/').at(-1)!;
    await page.getByText('Draft', { exact: true }).waitFor();
    await expectNoSeriousAxe(page, '/stock/transfers/:id (draft)');

    // Until it is shipped, the draft can be changed: 3 become 4.
    await page.getByRole('link', { name: 'Edit the draft' }).click();
    await page.waitForURL('**/edit');
    const quantity = page.getByRole('textbox', { name: `Quantity of ${PRODUCT}` });
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('3');
    await quantity.fill('4');
    await expectNoSeriousAxe(page, '/stock/transfers/:id/edit');
    await page.getByRole('button', { name: 'Save the draft' }).click();
    await page.waitForURL(/\/stock\/transfers\/[0-9a-f-]{36}$/);
    await page.getByText('Draft', { exact: true }).waitFor();
    expect(
      await page
        .getByRole('row', { name: /Wax Hollandais/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('4');

    await page.getByRole('button', { name: 'Ship' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ship' }).click();
    await page.getByText('In transit', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Receive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Receive' }).click();
    await page.getByText('Received', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Receive' }).waitFor({ state: 'detached' });

    // The printable note opens in a new tab, from the API's PDF.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print the transfer note' }).click(),
    ]);
    await popup.waitForURL(/^blob:/);
    await popup.close();
    const pdf = await fetch(`${server.url}/api/v1/admin/stock-transfers/${ids.transfer}/note.pdf`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    await page.goto(`${server.url}/stock`);
    expect(await overviewCells()).toEqual({
      'Main warehouse': '0',
      'Boutique Akwa': '26',
      'Dépôt Bonabéri': '4',
      Total: '30',
      'Reorder point': '5',
    });
  });

  it('counts the depot: enter what is there, see the difference, apply', async () => {
    await page.goto(`${server.url}/stock/counts`);
    await page.getByText('No count yet').waitFor();
    await expectNoSeriousAxe(page, '/stock/counts');
    await page.getByRole('link', { name: 'New count' }).click();
    await page.waitForURL('**/stock/counts/create');
    await page.getByRole('heading', { name: 'New stock count' }).waitFor();
    await page.getByLabel(/^Warehouse/).selectOption(ids.depot);
    await expectNoSeriousAxe(page, '/stock/counts/create');
    await page.getByRole('button', { name: 'Start the count' }).click();
    await page.waitForURL(/\/stock\/counts\/[0-9a-f-]{36}$/);
    const counted = page.getByRole('textbox', { name: `Counted quantity of ${PRODUCT}` });
    await counted.fill('3');
    const row = page.getByRole('row', { name: /Wax Hollandais/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['4', '', '-1']);
    await expectNoSeriousAxe(page, '/stock/counts/:id');
    await page.getByRole('button', { name: 'Apply the count' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply the count' }).click();
    await page.getByText('Applied', { exact: true }).waitFor();

    await page.goto(`${server.url}/stock?warehouse_id=${ids.depot}`);
    expect(await overviewCells()).toEqual({ Quantity: '3', 'Reorder point': '5' });
  });

  it('lists the low stock', async () => {
    const sold = await session.api('POST', 'stock-adjustments', {
      warehouse_id: ids.shop,
      lines: [{ variant_id: (await variantId()) ?? '', quantity_change: -26 }],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    await page.goto(`${server.url}/stock/low-stock`);
    await page.getByRole('heading', { name: 'Low stock' }).waitFor();
    // One row for the product: 3 over every warehouse, at or below its reorder point of 5; the shop's 0
    // and the depot's 3 are shown for information.
    const rows = page.getByRole('row', { name: /Wax Hollandais/ });
    await rows.first().waitFor();
    const cells = await Promise.all((await rows.all()).map((row) => row.getByRole('cell').allTextContents()));
    // The first cell is the row's checkbox (the owner may order from suppliers).
    expect(cells).toEqual([['', '3', '5', '2', 'Boutique Akwa 0Dépôt Bonabéri 3']]);
    await expectNoSeriousAxe(page, '/stock/low-stock');
  });
  it('dark theme, phone: no serious or critical axe violation on the stock screens', async () => {
    await page.setViewportSize({ width: 390, height: 780 });
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      for (const path of [
        '/stock',
        '/stock/movements',
        '/stock/low-stock',
        '/stock/counts',
        '/stock/transfers',
        `/stock/transfers/${ids.transfer}`,
        '/stock/adjustments/create',
      ]) {
        await page.goto(`${server.url}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        await expectNoSeriousAxe(page, `${path} (dark)`);
      }
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});

async function variantId(): Promise<string | null> {
  const found = await session.api<{ data: { id: string }[] }>('GET', 'product-variants?search=WAX-1');
  return found.body.data[0]?.id ?? null;
}
