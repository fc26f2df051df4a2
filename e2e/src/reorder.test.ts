import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;
const ids = { warehouse: '', cementSupplier: '', steelSupplier: '' };

interface Draft {
  id: string;
  status: string;
  supplier_name: string;
  warehouse_id: string;
  lines: { title: string; quantity: number; unit_cost: number }[];
}

/** A product low in stock: `stock` units in the default warehouse, reorder point `reorderPoint`. */
async function lowProduct(
  title: string,
  sku: string,
  supplierId: string | null,
  stock: number,
  reorderPoint: number,
) {
  const product = await session.api('POST', 'products', {
    title,
    track_inventory: true,
    ...(supplierId ? { supplier_id: supplierId } : {}),
    variants: [{ price: 10_000, cost: 5_000, sku, reorder_point: reorderPoint }],
    ...(stock > 0
      ? { initial_stock: [{ variant_index: 0, warehouse_id: ids.warehouse, quantity: stock }] }
      : {}),
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
}

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Moussa Ndiaye', company: 'Quincaillerie Ndiaye', emailPrefix: 'reorder' },
  });
  ({ server, page } = session);
  const warehouses = await session.api<{ data: { id: string; is_default: boolean }[] }>('GET', 'warehouses');
  ids.warehouse = warehouses.body.data.find((w) => w.is_default)!.id;
  const supplier = async (name: string) =>
    (await session.api<{ data: { id: string } }>('POST', 'suppliers', { name })).body.data.id;
  ids.cementSupplier = await supplier('Sococim Distribution');
  ids.steelSupplier = await supplier('Aciéries du Sahel');
  await lowProduct('Ciment 50 kg', 'CIM-50', ids.cementSupplier, 2, 10);
  await lowProduct('Fer à béton 12 mm', 'FER-12', ids.steelSupplier, 0, 5);
  await lowProduct('Peinture blanche 20 L', 'PEI-20', null, 1, 4);
});

afterAll(async () => {
  await session?.close();
});

describe('reordering what runs low, in a real browser', () => {
  it('orders the low products from their suppliers: one draft per supplier, up to twice the reorder point', async () => {
    await page.goto(`${server.url}/stock/low-stock`);
    await page.getByRole('heading', { name: 'Low stock' }).waitFor();
    await page.getByRole('row', { name: /Peinture blanche/ }).waitFor();
    await page.getByRole('checkbox', { name: 'Select every product on this page' }).check();
    await page.getByRole('button', { name: 'Order from suppliers (3)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Order from suppliers' });
    await dialog.getByRole('region', { name: 'Without a supplier' }).getByText('7 units').waitFor();
    await dialog.getByRole('region', { name: 'Sococim Distribution' }).getByText('18 units').waitFor();
    await dialog.getByRole('region', { name: 'Aciéries du Sahel' }).getByText('10 units').waitFor();
    await expectNoSeriousAxe(page, 'reorder dialog');
    await dialog
      .getByLabel(/^Supplier for the products without one/)
      .selectOption({ label: 'Sococim Distribution' });
    await dialog.getByRole('region', { name: 'Sococim Distribution' }).getByText('7 units').waitFor();
    await dialog.getByRole('button', { name: 'Create 2 draft purchase orders' }).click();
    await page.waitForURL(/\/purchases$/);
    await page.getByRole('heading', { name: 'Purchase orders', exact: true }).waitFor();
    await page.getByRole('row', { name: /Aciéries du Sahel/ }).waitFor();
    await page.getByRole('row', { name: /Sococim Distribution/ }).waitFor();

    const orders = await session.api<{ data: Draft[] }>('GET', 'purchase-orders?include=lines');
    const byName = Object.fromEntries(
      orders.body.data.map((o) => [
        o.supplier_name,
        { ...o, lines: o.lines.map((l) => [l.title, l.quantity, l.unit_cost]) },
      ]),
    );
    expect(orders.body.data).toHaveLength(2);
    expect(byName['Sococim Distribution']).toMatchObject({
      status: 'draft',
      warehouse_id: ids.warehouse,
      lines: [
        ['Ciment 50 kg', 18, 5_000],
        ['Peinture blanche 20 L', 7, 5_000],
      ],
    });
    expect(byName['Aciéries du Sahel']).toMatchObject({
      status: 'draft',
      lines: [['Fer à béton 12 mm', 10, 5_000]],
    });
  });

  it('approves and receives one draft: its product leaves the low-stock list', async () => {
    await page.goto(`${server.url}/purchases`);
    await page
      .getByRole('row', { name: /Aciéries du Sahel/ })
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL(/\/purchases\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Purchase order (draft)' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: /^Purchase order PO-\d{4}-0001$/ }).waitFor();
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const receive = page.getByRole('dialog');
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await receive.waitFor({ state: 'detached' });
    await page.getByText('Received', { exact: true }).first().waitFor();

    await page.goto(`${server.url}/stock/low-stock`);
    await page.getByRole('row', { name: /Ciment 50 kg/ }).waitFor();
    await page.getByRole('row', { name: /Peinture blanche/ }).waitFor();
    expect(await page.getByRole('row', { name: /Fer à béton/ }).count()).toBe(0);
  });

  it('selects and orders on a phone at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 780 });
    await page.goto(`${server.url}/stock/low-stock`);
    const box = page.getByRole('checkbox', { name: /^Select Ciment 50 kg/ });
    await box.check();
    // Its label is the target: 44 px under a finger, 32 px with a mouse (this browser), inside the screen.
    const target = (await box.locator('xpath=..').boundingBox())!;
    expect(target.width).toBeGreaterThanOrEqual(32);
    expect(target.x + target.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Order from suppliers (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order from suppliers' });
    await dialog.getByText('18 units').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousAxe(page, 'reorder dialog on a phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
