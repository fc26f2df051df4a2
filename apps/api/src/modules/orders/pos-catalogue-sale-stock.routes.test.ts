import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { products, productVariants, warehouses } from '../../db/schema/index.ts';
import { defaultWarehouseId, insertWarehouse } from '../stock/stock.test-helpers.ts';

// The counter keeps the catalogue on the device and warns of a shortfall offline from it: each variant carries what
// the sale's own warehouse holds (sale_stock), read by the same rule as GET /pos/stock.

let t: TestApp;
let owner: Account;
let mainId: string;
let pagneId: string;
let pairId: string;
let serviceId: string;

type Entry = {
  id: string;
  quantity: number;
  sale_stock: number | null;
  components?: { component_variant_id: string; quantity: number }[];
};
type SaleWarehouse = { id: string; name: string; allow_negative_stock: boolean } | null;
type Page = { data: Entry[]; meta: { generated_at: string; sale_warehouse: SaleWarehouse } };
type Stock = { data: { quantities: { variant_id: string; quantity: number }[] } };

const get = (account: Account, path: string, query: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, { token: account.token, query });

async function post(path: string, body: unknown, account = owner) {
  const response = await call(t.app, 'POST', `/api/v1/admin/${path}`, { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string; variants: { id: string }[] } }>().data;
}

async function cataloguePage(account: Account, query: Record<string, string> = {}): Promise<Page> {
  const response = await get(account, 'pos/catalogue', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function saleStock(account: Account, variantIds: string[]): Promise<Map<string, number>> {
  const response = await get(account, 'pos/stock', { variant_ids: variantIds.join(',') });
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json<Stock>().data.quantities.map((level) => [level.variant_id, level.quantity]));
}

const entries = (page: Page) => new Map(page.data.map((entry) => [entry.id, entry]));

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, { currency: 'XAF' });
  mainId = await defaultWarehouseId(t.ctx.db, owner.companyId);
  const depot = await insertWarehouse(t.ctx.db, owner.companyId, { name: 'Dépôt Bonabéri' });
  // 5 in the shop's warehouse, 7 in the depot: the counter can sell 5, not 12.
  const pagne = await post('products', {
    title: 'Pagne wax',
    variants: [{ price: 9_000 }],
    initial_stock: [
      { variant_index: 0, warehouse_id: mainId, quantity: 5 },
      { variant_index: 0, warehouse_id: depot, quantity: 7 },
    ],
  });
  pagneId = pagne.variants[0]!.id;
  const pair = await post('products', {
    title: 'Deux pagnes',
    type: 'bundle',
    variants: [{ price: 17_000 }],
    composites: [{ variant_id: pagneId, quantity: 2 }],
  });
  pairId = pair.variants[0]!.id;
  const service = await post('products', {
    title: 'Retouche',
    track_inventory: false,
    variants: [{ price: 2_000 }],
  });
  serviceId = service.variants[0]!.id;
});
afterAll(() => t.close());

describe("the sale warehouse's stock in the catalogue kept on the device", () => {
  it('is what GET /pos/stock answers, for a simple variant and for a bundle made of it', async () => {
    const page = await cataloguePage(owner);

    const stock = await saleStock(owner, [pagneId, pairId]);
    const byId = entries(page);
    expect(byId.get(pagneId)).toMatchObject({ quantity: 12, sale_stock: stock.get(pagneId) });
    expect(byId.get(pairId)).toMatchObject({ sale_stock: stock.get(pairId) });
    expect(stock.get(pagneId)).toBe(5);
    // 5 in the shop's warehouse make 2 pairs.
    expect(stock.get(pairId)).toBe(2);
    expect(page.meta.sale_warehouse).toMatchObject({ id: mainId, allow_negative_stock: false });
  });

  it('comes with what a bundle is made of, so a waiting sale of either can be taken from the other offline', async () => {
    const byId = entries(await cataloguePage(owner));

    expect(byId.get(pairId)?.components).toEqual([
      expect.objectContaining({ component_variant_id: pagneId, quantity: 2 }),
    ]);
    expect(byId.get(pagneId)).not.toHaveProperty('components');
    expect(byId.get(serviceId)).not.toHaveProperty('components');
  });

  it('is null for a variant a sale takes nothing from stock for', async () => {
    const page = await cataloguePage(owner);

    expect(entries(page).get(serviceId)?.sale_stock).toBeNull();
  });

  it('comes lowered in the delta after a sale, for the variant and the bundle made of it', async () => {
    // Arrange: a copy of a catalogue settled an hour ago
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.ctx.db
      .update(products)
      .set({ updated_at: hourAgo })
      .where(eq(products.company_id, owner.companyId));
    await t.ctx.db
      .update(productVariants)
      .set({ updated_at: hourAgo })
      .where(eq(productVariants.company_id, owner.companyId));
    const snapshot = (await cataloguePage(owner, { limit: '1' })).meta.generated_at;

    // Act: 2 pagnes sold from the shop's warehouse
    await post('orders', { lines: [{ variant_id: pagneId, quantity: 2 }] });
    const delta = await cataloguePage(owner, { changed_since: snapshot });

    // Assert: 3 left there make 1 pair; GET /pos/stock says the same
    const byId = entries(delta);
    expect(byId.get(pagneId)?.sale_stock).toBe(3);
    expect(byId.get(pairId)?.sale_stock).toBe(1);
    expect(byId.get(pairId)?.components).toEqual([
      expect.objectContaining({ component_variant_id: pagneId, quantity: 2 }),
    ]);
    const stock = await saleStock(owner, [pagneId, pairId]);
    expect([stock.get(pagneId), stock.get(pairId)]).toEqual([3, 1]);
  });

  it('is null everywhere for a company without a warehouse to sell from', async () => {
    const bare = await registerCompany(t.app);
    await post('products', { title: 'Bissap', variants: [{ price: 500 }] }, bare);
    const warehouse = await defaultWarehouseId(t.ctx.db, bare.companyId);
    await t.ctx.db.update(warehouses).set({ deleted_at: new Date() }).where(eq(warehouses.id, warehouse));

    const page = await cataloguePage(bare);

    expect(page.meta.sale_warehouse).toBeNull();
    expect(page.data.map((entry) => entry.sale_stock)).toEqual([null]);
  });
});
