import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { defaultWarehouseId } from '../stock/stock.test-helpers.ts';

// The point of sale brings the catalogue it keeps on the device up to date with only what changed since its copy:
// GET /pos/catalogue?changed_since=<the copy's generated_at>.

let t: TestApp;
let owner: Account;
let warehouseId: string;
/** variant ids by name */
const ids = new Map<string, string>();
const productIds = new Map<string, string>();

type Variant = { id: string; title: string; quantity: number; price: number; product: { title: string } };
type Page = { data: Variant[]; meta: { next_after: string | null; generated_at: string; removed: string[] } };

const admin = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, account = owner) =>
  call(t.app, method, `/api/v1/admin/${path}`, { token: account.token, ...(body ? { body } : {}) });

const catalogue = (account: Account, query: Record<string, string>, lang = 'en') =>
  call(t.app, 'GET', '/api/v1/admin/pos/catalogue', {
    token: account.token,
    headers: { 'accept-language': lang },
    query,
  });

async function delta(changedSince: string, account = owner, limit = 2000): Promise<Page> {
  const response = await catalogue(account, { changed_since: changedSince, limit: String(limit) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function createProduct(body: Record<string, unknown>, account = owner) {
  const response = await admin('POST', 'products', body, account);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string; variants: { id: string; title: string }[] } }>().data;
}

/** The company's catalogue as last written an hour ago, then a snapshot taken now: its generated_at. */
async function snapshotOfSettledCatalogue(account = owner): Promise<string> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  await t.ctx.db
    .update(products)
    .set({ updated_at: hourAgo })
    .where(eq(products.company_id, account.companyId));
  await t.ctx.db
    .update(productVariants)
    .set({ updated_at: hourAgo })
    .where(eq(productVariants.company_id, account.companyId));
  const response = await catalogue(account, { limit: '1' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>().meta.generated_at;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, { currency: 'XAF' });
  warehouseId = await defaultWarehouseId(t.ctx.db, owner.companyId);
  const robe = await createProduct({
    title: 'Robe wax',
    options: [{ name: 'Taille', values: ['S', 'M', 'L'] }],
    variants: [
      { option1: 'S', price: 15_000 },
      { option1: 'M', price: 15_000 },
      { option1: 'L', price: 16_000 },
    ],
  });
  productIds.set('robe', robe.id);
  for (const v of robe.variants) ids.set(`robe ${v.title}`, v.id);
  for (const title of ['Bissap', 'Attiéké', 'Pagne', 'Karité', 'Gari']) {
    const made = await createProduct({ title, variants: [{ price: 1_000 }] });
    productIds.set(title, made.id);
    ids.set(title, made.variants[0]!.id);
  }
  const savon = await createProduct({
    title: 'Savon noir',
    variants: [{ price: 1_500 }],
    initial_stock: [{ variant_index: 0, warehouse_id: warehouseId, quantity: 9 }],
  });
  ids.set('savon', savon.variants[0]!.id);
  const pair = await createProduct({
    title: 'Deux savons',
    type: 'bundle',
    variants: [{ price: 2_800 }],
    composites: [{ variant_id: savon.variants[0]!.id, quantity: 2 }],
  });
  ids.set('pair', pair.variants[0]!.id);
});
afterAll(() => t.close());

let snapshot: string;
beforeEach(async () => {
  snapshot = await snapshotOfSettledCatalogue();
});

describe('bringing the catalogue on the device up to date', () => {
  it('gives the variants of a product edited since the copy, and none of the untouched ones', async () => {
    const edited = await admin('PATCH', `products/${productIds.get('Bissap')}`, { title: 'Bissap rouge 1L' });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = await delta(snapshot);

    expect(page.data.map((v) => [v.id, v.product.title])).toEqual([[ids.get('Bissap'), 'Bissap rouge 1L']]);
    expect(page.meta.removed).toEqual([]);
    expect(page.meta.next_after).toBeNull();
    expect(Date.parse(page.meta.generated_at)).toBeGreaterThanOrEqual(Date.parse(snapshot));
  });

  it('gives a variant whose price was edited alone', async () => {
    const edited = await admin('PATCH', `product-variants/${ids.get('Gari')}`, { price: 1_250 });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = await delta(snapshot);

    expect(page.data.map((v) => [v.id, v.price])).toEqual([[ids.get('Gari'), 1_250]]);
  });

  it('gives a variant sold since the copy with its new quantity, and the bundle made of it', async () => {
    const sale = await admin('POST', 'orders', { lines: [{ variant_id: ids.get('savon'), quantity: 4 }] });
    expect(sale.statusCode, sale.body).toBe(201);

    const page = await delta(snapshot);

    const quantities = new Map(page.data.map((v) => [v.id, v.quantity]));
    expect(quantities.get(ids.get('savon')!)).toBe(5);
    // 5 soaps left make 2 pairs.
    expect(quantities.get(ids.get('pair')!)).toBe(2);
    expect(page.data).toHaveLength(2);
  });

  it('gives a bundle whose component was restocked, its quantity from the components', async () => {
    const restock = await admin('POST', 'stock-adjustments', {
      warehouse_id: warehouseId,
      lines: [{ variant_id: ids.get('savon'), quantity_change: 10 }],
    });
    expect(restock.statusCode, restock.body).toBe(201);

    const page = await delta(snapshot);

    const pair = page.data.find((v) => v.id === ids.get('pair'));
    expect(pair?.quantity).toBe(7);
  });

  it('lists the variants of an archived product and a deleted variant in removed, not in data', async () => {
    const archived = await admin('PATCH', `products/${productIds.get('Pagne')}`, { status: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    const smaller = await admin('PATCH', `products/${productIds.get('robe')}`, {
      options: [{ name: 'Taille', values: ['S', 'M'] }],
    });
    expect(smaller.statusCode, smaller.body).toBe(200);

    const page = await delta(snapshot);

    expect(page.meta.removed.sort()).toEqual([ids.get('Pagne'), ids.get('robe L')].sort());
    const data = page.data.map((v) => v.id);
    expect(data).not.toContain(ids.get('Pagne'));
    expect(data).not.toContain(ids.get('robe L'));
    // The sizes kept were written too (their product changed): they come again, as they now are.
    expect(data).toEqual(expect.arrayContaining([ids.get('robe S'), ids.get('robe M')]));
  });

  it('pages the changes by id, data and removed together within the limit', async () => {
    for (const name of ['Attiéké', 'Karité', 'Gari']) {
      const edited = await admin('PATCH', `products/${productIds.get(name)}`, { tags: ['delta'] });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    const archived = await admin('PATCH', `products/${productIds.get('Bissap')}`, { status: 'draft' });
    expect(archived.statusCode, archived.body).toBe(200);
    const expected = ['Attiéké', 'Karité', 'Gari', 'Bissap'].map((name) => ids.get(name)!).sort();

    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const response = await catalogue(owner, {
        changed_since: snapshot,
        limit: '3',
        ...(after ? { after } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json<Page>());
      after = pages.at(-1)!.meta.next_after;
    } while (after && pages.length < 10);

    const rows = pages.map((p) => [...p.data.map((v) => v.id), ...p.meta.removed].sort());
    expect(rows.map((r) => r.length)).toEqual([3, 1]);
    expect(rows.flat().sort()).toEqual(expected);
    expect(pages.flatMap((p) => p.meta.removed)).toEqual([ids.get('Bissap')]);
    expect(pages[0]!.meta.next_after).toBe(expected[2]);
  });

  it("never shows another company's changes", async () => {
    const other = await registerCompany(t.app, { currency: 'XAF' });
    const theirs = await createProduct({ title: 'Leur pagne', variants: [{ price: 1 }] }, other);
    const theirSnapshot = await snapshotOfSettledCatalogue(other);
    const edited = await admin('PATCH', `products/${theirs.id}`, { title: 'Leur pagne bleu' }, other);
    expect(edited.statusCode, edited.body).toBe(200);

    const ours = await delta(snapshot);
    const their = await delta(theirSnapshot, other);

    expect(ours.data).toEqual([]);
    expect(ours.meta.removed).toEqual([]);
    expect(their.data.map((v) => v.id)).toEqual([theirs.variants[0]!.id]);
  });

  it('answers 422 in the user’s language when changed_since is not a date and time', async () => {
    for (const value of ['yesterday', '2026-13-45T00:00:00Z', '2026-01-31', '']) {
      const response = await catalogue(owner, { changed_since: value }, 'fr');

      expect(response.statusCode, value).toBe(422);
      const body = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toBe('Certains champs ne sont pas valides.');
      expect(body.errors.changed_since?.[0]).toContain('ISO 8601');
    }
  });

  it('answers 409 snapshot_expired for a copy over 30 days old or from the future: download it all again', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3_600_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const value of [old, future]) {
      const response = await catalogue(owner, { changed_since: value }, 'es');

      expect(response.statusCode, value).toBe(409);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: 'snapshot_expired',
        message: expect.stringContaining('descárguela de nuevo'),
      });
    }
  });
});
