import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productVariants } from '../../db/schema/index.ts';

// The catalogue a point of sale keeps on the device, to search and scan while the shop's connection is down.

let t: TestApp;
let owner: Account;
/** the variants a sale may take, by product title and variant title */
let sellable: Map<string, string>;
/** variants that may not be sold: of a draft, archived or deleted product, or deleted themselves */
let unsellable: string[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, { currency: 'XAF' });
  sellable = new Map();
  unsellable = [];
  const product = async (body: Record<string, unknown>) => {
    const response = await call(t.app, 'POST', '/api/v1/admin/products', { token: owner.token, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string; variants: { id: string; title: string }[] } }>().data;
  };
  const robe = await product({
    title: 'Robe wax',
    options: [{ name: 'Taille', values: ['S', 'M', 'L'] }],
    variants: [
      { option1: 'S', price: 15_000, cost: 9_000, sku: 'RW-S' },
      { option1: 'M', price: 15_000, cost: 9_000, sku: 'RW-M' },
      { option1: 'L', price: 16_000, cost: 9_500, sku: 'RW-L' },
    ],
  });
  const [small, medium, large] = robe.variants;
  for (const v of [small!, medium!]) sellable.set(v.id, `Robe wax ${v.title}`);
  // A size no longer made: its variant deleted, the product still sold.
  await t.ctx.db
    .update(productVariants)
    .set({ deleted_at: new Date() })
    .where(eq(productVariants.id, large!.id));
  unsellable.push(large!.id);
  for (const title of ['Beurre de karité', 'Bissap 1L', 'Attiéké']) {
    const made = await product({ title, variants: [{ price: 1_000 }] });
    sellable.set(made.variants[0]!.id, `${title} ${made.variants[0]!.title}`);
  }
  // 5 soaps in stock, sold one by one or two by two: the pair's quantity is 2.
  const warehouses = await call(t.app, 'GET', '/api/v1/admin/warehouses', { token: owner.token });
  const main = warehouses
    .json<{ data: { id: string; is_default: boolean }[] }>()
    .data.find((w) => w.is_default)!;
  const savon = await product({
    title: 'Savon noir',
    variants: [{ price: 1_500 }],
    initial_stock: [{ variant_index: 0, warehouse_id: main.id, quantity: 5 }],
  });
  const pair = await product({
    title: 'Deux savons',
    type: 'bundle',
    variants: [{ price: 2_800 }],
    composites: [{ variant_id: savon.variants[0]!.id, quantity: 2 }],
  });
  for (const made of [savon, pair]) sellable.set(made.variants[0]!.id, made.variants[0]!.title);
  for (const status of ['draft', 'archived']) {
    const made = await product({ title: `Pagne ${status}`, status, variants: [{ price: 1_000 }] });
    unsellable.push(made.variants[0]!.id);
  }
  const gone = await product({ title: 'Ancien modèle', variants: [{ price: 1_000 }] });
  const deleted = await call(t.app, 'DELETE', `/api/v1/admin/products/${gone.id}`, { token: owner.token });
  expect(deleted.statusCode, deleted.body).toBe(204);
  unsellable.push(gone.variants[0]!.id);
});
afterAll(() => t.close());

type Variant = {
  id: string;
  quantity: number;
  product: { id: string; title: string; type: string };
  cost?: number | null;
};
type CataloguePage = {
  data: (Variant & { sale_stock?: number | null; components?: unknown[] })[];
  meta: { next_after: string | null; generated_at: string };
};

const catalogue = (account: Account, query?: Record<string, string>, lang = 'en') =>
  call(t.app, 'GET', '/api/v1/admin/pos/catalogue', {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(query ? { query } : {}),
  });

/** Every page, following next_after, as the device downloads them. */
async function everyPage(account: Account, limit: number): Promise<CataloguePage[]> {
  const pages: CataloguePage[] = [];
  let after: string | null = null;
  do {
    const response = await catalogue(account, { limit: String(limit), ...(after ? { after } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CataloguePage>();
    pages.push(page);
    after = page.meta.next_after;
  } while (after && pages.length < 20);
  return pages;
}

describe('the catalogue snapshot of the point of sale', () => {
  it('pages through every sellable variant once, by id, the last page saying there is no next', async () => {
    const pages = await everyPage(owner, 4);

    const ids = pages.flatMap((page) => page.data.map((variant) => variant.id));
    expect(ids).toEqual([...sellable.keys()].sort());
    expect(pages.map((page) => page.data.length)).toEqual([4, 3]);
    expect(pages[0]!.meta.next_after).toBe(ids[3]);
    expect(pages.at(-1)!.meta.next_after).toBeNull();
    for (const page of pages) {
      expect(Math.abs(Date.parse(page.meta.generated_at) - Date.now())).toBeLessThan(60_000);
    }
    // A page exactly full says there may be more; the next one is empty and last.
    const even = await everyPage(owner, 7);
    expect(even.map((page) => page.data.length)).toEqual([7, 0]);
    expect(even.flatMap((page) => page.data.map((variant) => variant.id))).toEqual(ids);
  });

  it('never offers a draft, archived or deleted product, nor a deleted variant', async () => {
    const [page] = await everyPage(owner, 2000);

    const ids = page!.data.map((variant) => variant.id);
    for (const id of unsellable) expect(ids).not.toContain(id);
    expect(page!.data.map((variant) => variant.product.title)).not.toContain('Pagne draft');
  });

  it('gives each variant as the quick picks do: its product, its quantity, its cost only to whoever may see costs', async () => {
    // Under 48 sellable variants, the quick picks hold them all: the same variants, the same fields.
    const employee = await createStaff(t.app, owner, 'employee');
    for (const account of [owner, employee]) {
      const picks = await call(t.app, 'GET', '/api/v1/admin/pos/quick-picks', {
        token: account.token,
        query: { limit: '48' },
      });
      const expected = picks
        .json<{ data: (Variant & { pinned: boolean })[] }>()
        .data.map(({ pinned: _pinned, ...variant }) => variant)
        .sort((a, b) => (a.id < b.id ? -1 : 1));

      const [page] = await everyPage(account, 1000);

      // and what the sale warehouse holds, and a bundle's components (pos-catalogue-sale-stock.routes.test.ts)
      expect(
        page!.data.map(({ sale_stock: _saleStock, components: _components, ...variant }) => variant),
      ).toEqual(expected);
    }
    const [asOwner] = await everyPage(owner, 1000);
    const robe = asOwner!.data.find((variant) => variant.product.title === 'Robe wax')!;
    expect(Object.keys(robe).sort()).toEqual(
      [
        'id',
        'product_id',
        'title',
        'option1',
        'option2',
        'option3',
        'position',
        'sku',
        'barcode',
        'price',
        'compare_at_price',
        'cost',
        'weight',
        'quantity',
        'reorder_point',
        'product',
        'sale_stock',
      ].sort(),
    );
    expect(robe).toMatchObject({ cost: 9_000, product: { title: 'Robe wax', type: 'physical_goods' } });
    const quantities = asOwner!.data.map((variant) => [variant.product.title, variant.quantity]);
    expect(quantities).toContainEqual(['Savon noir', 5]);
    expect(quantities).toContainEqual(['Deux savons', 2]);
    const [asEmployee] = await everyPage(employee, 1000);
    expect(asEmployee!.data.every((variant) => !('cost' in variant))).toBe(true);
  });

  it("never shows another company's variants", async () => {
    const other = await registerCompany(t.app, { currency: 'XAF' });
    const theirs = await call(t.app, 'POST', '/api/v1/admin/products', {
      token: other.token,
      body: { title: 'Leur pagne', variants: [{ price: 1 }] },
    });
    const theirId = theirs.json<{ data: { variants: { id: string }[] } }>().data.variants[0]!.id;

    const [ours] = await everyPage(owner, 2000);
    const [their] = await everyPage(other, 2000);

    expect(ours!.data.map((variant) => variant.id)).not.toContain(theirId);
    expect(their!.data.map((variant) => variant.id)).toEqual([theirId]);
    // Their cursor past our ids changes nothing: still only their own.
    const after = await catalogue(other, { after: '00000000-0000-7000-8000-000000000000' });
    expect(after.json<CataloguePage>().data.map((variant) => variant.id)).toEqual([theirId]);
  });

  it('needs orders.create', async () => {
    const courier = await createStaff(t.app, await registerCompany(t.app), 'courrier');
    const accountant = await createStaff(t.app, await registerCompany(t.app), 'accountant');

    expect((await catalogue(courier)).statusCode).toBe(403);
    expect((await catalogue(accountant)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/pos/catalogue')).statusCode).toBe(401);
  });

  it('refuses a limit out of 1–2000, a cursor that is not a variant id and an unknown parameter, naming it', async () => {
    for (const limit of ['0', '2001', 'all']) {
      const response = await catalogue(owner, { limit }, 'fr');
      expect(response.statusCode, limit).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Valeur invalide pour le paramètre limit.');
    }
    const cursor = await catalogue(owner, { after: 'not-a-uuid' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json<{ message: string }>().message).toContain('after');
    const unknown = await catalogue(owner, { since: '2026-01-01' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('since');
  });
});
