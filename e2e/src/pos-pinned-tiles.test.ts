import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;

/** A product with one variant that keeps no stock; its variant id. */
async function product(title: string, price: number): Promise<string> {
  const created = await session.api<{ data: { variants: { id: string }[] } }>('POST', 'products', {
    title,
    track_inventory: false,
    variants: [{ price }],
  });
  expect(created.status).toBe(201);
  return created.body.data.variants[0]!.id;
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariam Touré', company: 'Boulangerie Mariam', emailPrefix: 'pos-tiles' },
    viewport: { width: 1280, height: 800 },
  });
  ({ server, page } = session);
  // The lemon tart never sold: the best sellers come before it, until it is pinned.
  await product('Tarte au citron', 2_500);
  const bread = await product('Pain de mie', 1_000);
  const croissant = await product('Croissant', 500);
  for (const [variantId, quantity] of [
    [bread, 3],
    [croissant, 1],
  ] as const) {
    const sold = await session.api('POST', 'orders', { lines: [{ variant_id: variantId, quantity }] });
    expect(sold.status).toBe(201);
  }
});

afterAll(async () => {
  await session?.close();
});

const quickPicks = () => page.getByRole('list', { name: 'Quick picks' });

describe('the pinned tiles of the point of sale in a real browser', () => {
  it('pins the product that never sold, moves it first and saves; after a reload it is the first tile and sells', async () => {
    await page.goto(`${server.url}/pos`);
    await quickPicks().getByRole('button').first().waitFor();
    expect(await quickPicks().getByRole('button').first().textContent()).toContain('Pain de mie');

    await page.getByRole('button', { name: 'Arrange tiles' }).click();
    await page.getByRole('heading', { name: 'Pinned tiles' }).waitFor();
    await page.getByRole('button', { name: 'Pin Croissant' }).click();
    await page.getByLabel('Find a product to pin').fill('tarte');
    await page
      .getByRole('list', { name: 'Products to pin' })
      .getByRole('button', { name: /^Pin ?Tarte au citron/ })
      .click();
    await page.getByRole('button', { name: 'Move Tarte au citron earlier' }).click();
    // The focus stays on the moved tile: now first, its "later" button holds it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Tarte au citron later');
    await expectNoSeriousAxe(page, 'arranging the tiles');
    await page.getByRole('button', { name: 'Save the tiles' }).click();
    await page.getByText('Tiles saved: the counter shows them first.').waitFor();

    const pins = await session.api<{ data: { variants: { product: { title: string } }[] } }>(
      'GET',
      'pos/pinned-variants',
    );
    expect(pins.body.data.variants.map((variant) => variant.product.title)).toEqual([
      'Tarte au citron',
      'Croissant',
    ]);

    await page.reload();
    const first = quickPicks().getByRole('button').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Tarte au citron');
    await first.getByRole('img', { name: 'Pinned' }).waitFor();
    expect(await quickPicks().getByRole('button').nth(2).textContent()).toContain('Pain de mie');
    expect(await quickPicks().getByRole('button').nth(2).getByRole('img', { name: 'Pinned' }).count()).toBe(
      0,
    );

    await first.click();
    await page.getByRole('heading', { name: 'Basket (1)' }).waitFor();
    expect(await page.getByRole('list', { name: 'Items in the basket' }).textContent()).toContain(
      'Tarte au citron',
    );
  });
});
