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
    owner: { name: 'Awa Diop', company: 'Pagnes Awa', emailPrefix: 'catalog' },
    viewport: { width: 390, height: 780 },
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

/** Calls the API with the signed-in user's token, as the app does. */
const apiCall = (method: string, path: string, body?: unknown) =>
  session.api<{ data: { id: string } }>(method, path, body);

describe('suppliers and collections screens in the browser', () => {
  it('creates a supplier through the form: a bad email first shows its field error, then it is in the list', async () => {
    await page.goto(`${server.url}/suppliers`);
    await page.getByRole('heading', { name: 'Suppliers', exact: true }).waitFor();
    await page.getByText('No suppliers yet').waitFor();
    await expectNoSeriousAxe(page);

    await page.getByRole('link', { name: 'Add a supplier' }).first().click();
    await page.waitForURL('**/suppliers/create');
    await page.getByRole('heading', { name: 'New supplier' }).waitFor();
    await expectNoSeriousAxe(page);

    await page.getByLabel(/^Name/).fill('Tissus Dakar');
    await page.getByLabel('Email', { exact: true }).fill('awa@');
    await page.getByLabel('WhatsApp number').fill('+221 77 123 45 67');
    await page.getByLabel('Country code').fill('sn');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(`[id="${describedBy.split(' ')[0]}"]`);
    expect((await message.textContent())?.trim()).not.toBe('');
    expect(page.url()).toMatch(/\/suppliers\/create$/);
    await expectNoSeriousAxe(page);

    await email.fill('awa@tissus.sn');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await page.waitForURL(/\/suppliers\/[0-9a-f-]+\/edit$/);
    await page.getByRole('heading', { name: 'Supplier Tissus Dakar' }).waitFor();
    await page.getByText('Products supplied').waitFor();
    expect(await page.getByLabel('Country code').inputValue()).toBe('SN');
    await expectNoSeriousAxe(page);

    await page.goto(`${server.url}/suppliers`);
    // On a phone the contact column is left out: the number comes under the supplier's name.
    const name = page.getByRole('rowheader', { name: /Tissus Dakar/ });
    await name.getByText('+221 771 23 45 67 · SN').waitFor();
  });

  it('creates a manual collection and a rule collection (tag is promo) through the screens', async () => {
    for (const [title, tags] of [
      ['Pagne Wax', ['promo']],
      ['Pagne Bazin', []],
    ] as const) {
      const created = await apiCall('POST', 'products', {
        title,
        tags,
        variants: [{ price: 12500 }],
      });
      expect(created.status).toBe(201);
    }

    await page.goto(`${server.url}/collections`);
    await page.getByRole('heading', { name: 'Collections', exact: true }).waitFor();
    await page.getByText('No collections yet').waitFor();
    await expectNoSeriousAxe(page);

    await page.getByRole('link', { name: 'Add a collection' }).first().click();
    await page.waitForURL('**/collections/create');
    await page.getByLabel(/^Title/).fill('Pagnes');
    const search = page.getByLabel('Find products');
    await search.fill('Pagne');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Add Pagne Wax' }).click();
    await page.getByRole('button', { name: 'Add Pagne Bazin' }).click();
    await page.getByRole('button', { name: 'Move Pagne Bazin up' }).click();
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL(/\/collections\/[0-9a-f-]+\/edit$/);
    const chosen = page.getByRole('list', { name: 'Products in this collection' });
    await chosen.waitFor();
    await expect
      .poll(() => chosen.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('Pagne Bazin'), expect.stringContaining('Pagne Wax')]);
    await expectNoSeriousAxe(page);

    await page.goto(`${server.url}/collections/create`);
    await page.getByLabel(/^Title/).fill('Promotions');
    await page.getByLabel(/Automatic/).check();
    const rule = page.getByRole('group', { name: 'Rule 1' });
    expect(await rule.getByLabel('Field').inputValue()).toBe('tag');
    await rule.getByLabel('Value').fill('promo');
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL(/\/collections\/[0-9a-f-]+\/edit$/);
    const preview = page.getByRole('list', { name: 'Matching products' });
    await preview.waitFor();
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(['Pagne Wax']);
    await expectNoSeriousAxe(page);

    await page.goto(`${server.url}/collections`);
    const list = page.getByRole('list', { name: 'Collections' });
    await list.getByRole('link', { name: 'Promotions' }).waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual(['Pagnes', 'Promotions']);
    await page.getByRole('button', { name: 'Move Promotions up' }).click();
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Promotions', 'Pagnes']);
    await page.reload();
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Promotions', 'Pagnes']);
    await expectNoSeriousAxe(page);
  });

  it('the lists and editors have no serious axe violation on a desktop either', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/suppliers`);
    await page.getByRole('button', { name: 'Tissus Dakar' }).click();
    await page.getByText('Products supplied').waitFor();
    await expectNoSeriousAxe(page);
    await page.getByRole('link', { name: "See this supplier's products" }).click();
    await page.waitForURL(/\/products\?supplier_id=/);
    await page.goto(`${server.url}/collections`);
    await page.getByRole('link', { name: 'Pagnes' }).waitFor();
    await expectNoSeriousAxe(page);
    await page.getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('list', { name: 'Matching products' }).waitFor();
    await expectNoSeriousAxe(page);
  });
});
