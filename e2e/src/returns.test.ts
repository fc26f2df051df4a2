import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;
let order: { id: string; reference: string };
let requested: { id: string; reference: string };
const SKU = 'BSN-1';

interface Variant {
  id: string;
  quantity: number;
}
const variant = async () =>
  (await session.api<{ data: Variant[] }>('GET', `product-variants?search=${SKU}`)).body.data[0]!;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariam Touré', company: 'Chez Mariam', emailPrefix: 'returns' },
  });
  ({ server, page } = session);

  // A sale of two boubous to a known customer, and one of them asked back: all through the API.
  const warehouses = await session.api<{ data: { id: string }[] }>('GET', 'warehouses');
  const product = await session.api('POST', 'products', {
    title: 'Boubou bazin',
    variants: [{ sku: SKU, price: 15_000 }],
    initial_stock: [{ variant_index: 0, warehouse_id: warehouses.body.data[0]!.id, quantity: 10 }],
  });
  expect(product.status).toBe(201);
  const customer = await session.api<{ data: { id: string } }>('POST', 'customers', {
    first_name: 'Awa',
    last_name: 'Ngono',
    phone: '+237 699 88 77 66',
  });
  expect(customer.status).toBe(201);
  const sold = await session.api<{
    data: { id: string; reference: string; status: string; lines: { id: string }[] };
  }>('POST', 'orders', {
    customer_id: customer.body.data.id,
    lines: [{ variant_id: (await variant()).id, quantity: 2 }],
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  order = sold.body.data;
  const asked = await session.api<{ data: { id: string; reference: string } }>('POST', 'returns', {
    order_id: order.id,
    reason: 'Taille trop petite',
    lines: [{ order_line_id: sold.body.data.lines[0]!.id, quantity: 1 }],
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  requested = asked.body.data;
});

afterAll(async () => {
  await session?.close();
});

describe('the returns screen', () => {
  it('shows a return awaiting approval with its sale, approves it from the list, and the goods are back', async () => {
    expect((await variant()).quantity).toBe(8);
    await page.goto(`${server.url}/returns`);
    await page.getByRole('heading', { name: 'Returns' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/returns');

    await page.getByRole('button', { name: 'Awaiting approval 1' }).click();
    await page.waitForURL(/\/returns\?status=requested$/);
    const row = page.getByRole('row', { name: new RegExp(requested.reference) });
    await row.getByRole('link', { name: order.reference }).waitFor();
    await row.getByText('Awa Ngono').waitFor();
    await row.getByText('Awaiting approval').waitFor();
    await expectNoSeriousAxe(page, 'returns awaiting approval');

    await row.getByRole('button', { name: 'Approve…' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve return ${requested.reference}` });
    expect(await dialog.getByRole('radio', { name: /^Credit note/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Approve the return' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Decided: no longer awaiting, listed among the approved ones with its credit note.
    await page.getByText('No return matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Approved' }).click();
    await page.waitForURL(/\/returns\?status=approved$/);
    const approved = page.getByRole('row', { name: new RegExp(requested.reference) });
    await approved.getByText('Credit note').waitFor();
    expect(await approved.getByRole('button', { name: 'Approve…' }).count()).toBe(0);

    expect((await variant()).quantity).toBe(9);
    const decided = await session.api<{
      data: { status: string; resolution: string; credit_note_id: string };
    }>('GET', `returns/${requested.id}`);
    expect(decided.body.data).toMatchObject({ status: 'approved', resolution: 'credit_note' });
    expect(decided.body.data.credit_note_id).toBeTruthy();

    // The order reference leads to the sale.
    await approved.getByRole('link', { name: order.reference }).click();
    await page.getByRole('heading', { name: `Order ${order.reference}` }).waitFor();
  });
});
