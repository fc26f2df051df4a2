import type { StockValuationResponse } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productVariants, stockBalances } from '../../db/schema/index.ts';
import { defaultWarehouseId, insertVariant, insertWarehouse } from './stock.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string, query: Record<string, string> = {}, headers = {}) =>
  call(t.app, 'GET', `/api/v1/admin${url}`, { token, query, headers });

async function valuation(token: string, query: Record<string, string> = {}) {
  const response = await get('/stock-valuation', token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StockValuationResponse>();
}

/**
 * A known catalogue over two warehouses (XOF, no decimals):
 * soap 10 + 5 at cost 400 / price 600; bissap 8 + (−3) at 250 / 500; shea butter 4 without a cost
 * at 1500; a bundle holding a stray balance of 2; sugar with a balance of 0.
 */
async function catalogue() {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa', currency: 'XOF' });
  const db = t.ctx.db;
  const main = await defaultWarehouseId(db, admin.companyId);
  const second = await insertWarehouse(db, admin.companyId, { name: 'Dépôt Pikine', allowNegative: true });
  const variant = async (title: string, cost: number | null, price: number, options = {}) => {
    const { variantId } = await insertVariant(db, admin.companyId, {
      title,
      cost,
      sku: `SKU-${title}`,
      ...options,
    });
    await db.update(productVariants).set({ price }).where(eq(productVariants.id, variantId));
    return variantId;
  };
  const balance = (warehouseId: string, variantId: string, quantity: number) =>
    db
      .insert(stockBalances)
      .values({ company_id: admin.companyId, warehouse_id: warehouseId, variant_id: variantId, quantity });
  const soap = await variant('Savon noir', 400, 600);
  const bissap = await variant('Bissap 1L', 250, 500);
  const shea = await variant('Beurre de karité', null, 1500);
  const bundle = await variant('Coffret cadeau', 1000, 2000, { type: 'bundle' });
  const sugar = await variant('Sucre 1kg', 300, 450);
  await balance(main, soap, 10);
  await balance(second, soap, 5);
  await balance(main, bissap, 8);
  await balance(second, bissap, -3);
  await balance(main, shea, 4);
  await balance(main, bundle, 2);
  await balance(main, sugar, 0);
  return { admin, main, second, soap, bissap, shea, bundle, sugar };
}

let c: Awaited<ReturnType<typeof catalogue>>;
/** Sees the stock, not the costs (stocks.view without products.cost). */
let accountant: Account;
/** Sees neither the stock nor the costs. */
let employee: Account;
beforeAll(async () => {
  c = await catalogue();
  accountant = await createStaff(t.app, c.admin, 'accountant');
  employee = await createStaff(t.app, c.admin, 'employee');
});

describe('stock valuation: the figures', () => {
  it('values each variant at cost and at price over every warehouse, a negative balance as 0', async () => {
    const body = await valuation(c.admin.token);
    expect(body.data.map((r) => r.product_title)).toEqual(['Savon noir', 'Bissap 1L', 'Beurre de karité']);
    expect(body.data[0]).toMatchObject({
      variant_id: c.soap,
      sku: 'SKU-Savon noir',
      quantity: 15,
      valued_quantity: 15,
      negative: false,
      cost: 400,
      price: 600,
      stock_value: 6000,
      retail_value: 9000,
    });
    expect(body.data[1]).toMatchObject({
      quantity: 5,
      valued_quantity: 8,
      negative: true,
      stock_value: 2000,
    });
    expect(body.data[2]).toMatchObject({ cost: null, stock_value: null, retail_value: 6000 });
  });

  it('sums the whole list: no-cost variants apart, bundles and empty variants left out', async () => {
    const body = await valuation(c.admin.token);
    expect(body.summary).toEqual({
      variants: 3,
      units: 27,
      stock_value: 8000,
      retail_value: 13000,
      potential_margin: 5000,
      negative_variants: 1,
      no_cost_variants: 1,
      no_cost_units: 4,
      no_cost_retail_value: 6000,
    });
    expect(body.meta.total).toBe(3);
    const ids = body.data.map((r) => r.variant_id);
    expect(ids).not.toContain(c.bundle);
    expect(ids).not.toContain(c.sugar);
  });

  it('counts one warehouse only with ?warehouse_id=', async () => {
    const second = await valuation(c.admin.token, { warehouse_id: c.second });
    expect(second.summary).toMatchObject({ variants: 2, units: 5, stock_value: 2000, retail_value: 3000 });
    expect(second.data.find((r) => r.variant_id === c.bissap)).toMatchObject({
      quantity: -3,
      valued_quantity: 0,
      negative: true,
      stock_value: 0,
    });
    const main = await valuation(c.admin.token, { warehouse_id: c.main });
    expect(main.summary).toMatchObject({
      variants: 3,
      stock_value: 6000,
      retail_value: 10000,
      negative_variants: 0,
    });
  });

  it('searches product titles and SKUs, the summary following the search', async () => {
    const body = await valuation(c.admin.token, { search: 'savon' });
    expect(body.data.map((r) => r.variant_id)).toEqual([c.soap]);
    expect(body.summary).toMatchObject({ variants: 1, stock_value: 6000 });
    expect((await valuation(c.admin.token, { search: 'SKU-Bissap' })).data.map((r) => r.variant_id)).toEqual([
      c.bissap,
    ]);
  });
});

describe('stock valuation: sort and pages', () => {
  it('sorts by value (default, no cost last), title or quantity', async () => {
    const titles = async (sort: string) =>
      (await valuation(c.admin.token, { sort })).data.map((r) => r.product_title);
    expect(await titles('stock_value')).toEqual(['Bissap 1L', 'Savon noir', 'Beurre de karité']);
    expect(await titles('product_title')).toEqual(['Beurre de karité', 'Bissap 1L', 'Savon noir']);
    expect(await titles('-quantity')).toEqual(['Savon noir', 'Bissap 1L', 'Beurre de karité']);
    expect((await get('/stock-valuation', c.admin.token, { sort: 'cost' })).statusCode).toBe(400);
  });

  it('pages the rows and keeps the summary over every page, even past the last', async () => {
    const second = await valuation(c.admin.token, { per_page: '1', page: '2' });
    expect(second.data.map((r) => r.variant_id)).toEqual([c.bissap]);
    expect(second.meta).toMatchObject({
      current_page: 2,
      per_page: 1,
      total: 3,
      last_page: 3,
      from: 2,
      to: 2,
    });
    expect(second.summary.stock_value).toBe(8000);
    const beyond = await valuation(c.admin.token, { per_page: '1', page: '9' });
    expect(beyond.data).toEqual([]);
    expect(beyond.summary).toMatchObject({ variants: 3, stock_value: 8000 });
  });
});

describe('stock valuation: who may see it', () => {
  it('refuses a role that sees the stock but not the costs, in its language', async () => {
    const response = await get('/stock-valuation', accountant.token, {}, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/autorisation/);
  });

  it('refuses a role without stocks.view', async () => {
    expect((await get('/stock-valuation', employee.token)).statusCode).toBe(403);
  });

  it('shows only the company’s own stock; another company’s warehouse is a 404', async () => {
    const other = await registerCompany(t.app, { name: 'Quincaillerie Ndiaye' });
    expect((await valuation(other.token)).summary.variants).toBe(0);
    const response = await get('/stock-valuation', other.token, { warehouse_id: c.second });
    expect(response.statusCode).toBe(404);
    expect((await get('/stock-valuation', c.admin.token, { warehouse_id: 'nope' })).statusCode).toBe(400);
  });
});

describe('stock valuation: CSV export', () => {
  it('writes every row with the list’s warehouse and sort, money in the company currency', async () => {
    const response = await get('/stock-valuation/export', c.admin.token, { sort: 'product_title' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/stock-valuation-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Product,Variant,SKU,Barcode,Quantity,Units valued,Cost,Stock value,Price,Retail value',
    );
    expect(lines.slice(1)).toEqual([
      'Beurre de karité,,SKU-Beurre de karité,,4,4,,,1500,6000',
      'Bissap 1L,,SKU-Bissap 1L,,5,8,250,2000,500,4000',
      'Savon noir,,SKU-Savon noir,,15,15,400,6000,600,9000',
    ]);
    const one = await get('/stock-valuation/export', c.admin.token, {
      warehouse_id: c.main,
      search: 'savon',
    });
    expect(one.body.trim().split('\r\n').slice(1)).toEqual([
      'Savon noir,,SKU-Savon noir,,10,10,400,4000,600,6000',
    ]);
  });

  it('refuses the export without stocks.export or products.cost', async () => {
    expect((await get('/stock-valuation/export', accountant.token)).statusCode).toBe(403);
    expect((await get('/stock-valuation/export', employee.token)).statusCode).toBe(403);
  });
});
