import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { products, productVariants, taxes } from '../../db/schema/index.ts';
import { insertTax } from '../orders/orders.test-helpers.ts';
import { defaultWarehouseId, insertVariant, insertWarehouse } from '../stock/stock.test-helpers.ts';
import { adjustStock, apiOf, createSupplier, type PurchaseOrderBody } from './purchases.test-helpers.ts';

let t: TestApp;
let admin: Account;
const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(t.app, () => admin)(...args);
const drafts = (response: { json<T>(): T }) => response.json<{ data: PurchaseOrderBody[] }>().data;
const errorsOf = (response: { json<T>(): T }) => response.json<{ errors: Record<string, string[]> }>().errors;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF', name: 'Quincaillerie Ndiaye' });
});
afterAll(() => t.close());

/** A variant at `stock` units with a reorder point, of a product bought from `supplier` (or none). */
async function lowVariant(
  account: Account,
  options: {
    title: string;
    reorderPoint?: number | null;
    stock?: number;
    cost?: number | null;
    supplier?: string | null;
    type?: 'physical_goods' | 'bundle';
  },
): Promise<string> {
  const { productId, variantId } = await insertVariant(t.ctx.db, account.companyId, {
    title: options.title,
    reorderPoint: options.reorderPoint === undefined ? 10 : options.reorderPoint,
    cost: options.cost ?? null,
    type: options.type ?? 'physical_goods',
  });
  if (options.supplier)
    await t.ctx.db.update(products).set({ supplier_id: options.supplier }).where(eq(products.id, productId));
  if (options.stock) {
    const warehouse = await defaultWarehouseId(t.ctx.db, account.companyId);
    await adjustStock(t.app, account, warehouse, variantId, options.stock);
  }
  return variantId;
}

async function orderCount(account: Account): Promise<number> {
  const list = await api('GET', 'purchase-orders', undefined, account);
  return list.json<{ meta: { total: number } }>().meta.total;
}

const reorder = (body: unknown, account: Account = admin, lang = 'en') =>
  api('POST', 'purchase-orders/from-low-stock', body, account, lang);

describe('reordering low variants as draft purchase orders', () => {
  it('makes one draft per supplier in the order of the list, up to twice the reorder point, at cost', async () => {
    const sococim = await createSupplier(t.app, admin, { name: 'Sococim' });
    const sahel = await createSupplier(t.app, admin, { name: 'Ciments du Sahel' });
    const cement = await lowVariant(admin, { title: 'Ciment 50 kg', supplier: sahel, stock: 3, cost: 4_500 });
    const tiles = await lowVariant(admin, { title: 'Carreaux', supplier: sococim, reorderPoint: 5 });
    const sand = await lowVariant(admin, {
      title: 'Sable',
      supplier: sahel,
      reorderPoint: 4,
      stock: 4,
      cost: 250,
    });

    const response = await reorder({ variant_ids: [cement, tiles, sand] });

    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = drafts(response);
    expect(drafts(response)).toHaveLength(2);
    const warehouse = await defaultWarehouseId(t.ctx.db, admin.companyId);
    expect(first).toMatchObject({
      status: 'draft',
      reference: null,
      supplier_id: sahel,
      supplier_name: 'Ciments du Sahel',
      warehouse_id: warehouse,
      subtotal: 17 * 4_500 + 4 * 250,
      ordered_quantity: 21,
    });
    expect(first!.lines.map((l) => [l.variant_id, l.quantity, l.unit_cost])).toEqual([
      [cement, 17, 4_500],
      [sand, 4, 250],
    ]);
    // no cost known: 0, for whoever approves it to price
    expect(second).toMatchObject({ supplier_id: sococim, total: 0 });
    expect(second!.lines.map((l) => [l.variant_id, l.quantity, l.unit_cost])).toEqual([[tiles, 10, 0]]);
    const stored = await api('GET', `purchase-orders/${first!.id}`);
    expect(stored.json<{ data: PurchaseOrderBody }>().data.timeline.map((e) => e.type)).toEqual(['created']);
  });

  it('gives each line the taxes it was last bought with, still live, and whether they were deductible', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const supplier = await createSupplier(t.app, company, { name: 'Brasseries du Cameroun' });
    const vat = await insertTax(t.ctx.db, company.companyId, { code: 'TVA', rate: '19.25' });
    const excise = await insertTax(t.ctx.db, company.companyId, { code: 'DA', rate: '25', tax_order: 1 });
    const levy = await insertTax(t.ctx.db, company.companyId, { code: 'TC', fixed_amount: 10, tax_order: 2 });
    const beer = await lowVariant(company, { title: 'Bière 65 cl', supplier, cost: 500 });
    const water = await lowVariant(company, { title: 'Eau 1,5 L', supplier, cost: 250 });
    const juice = await lowVariant(company, { title: 'Jus 1 L', supplier, cost: 700 });
    const soda = await lowVariant(company, { title: 'Soda 33 cl', supplier, cost: 300 });
    const buy = async (path: string, lines: unknown[], extra: Record<string, unknown> = {}) => {
      const response = await api('POST', path, { supplier_id: supplier, ...extra, lines }, company);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { id: string } }>().data.id;
    };
    // Beer: first with VAT only, then on a newer bill with VAT, excise and the levy, not deductible.
    await buy('purchase-orders', [{ variant_id: beer, quantity: 1, unit_cost: 500, tax_ids: [vat] }]);
    await buy(
      'supplier-bills',
      [{ variant_id: beer, quantity: 1, unit_cost: 500, tax_ids: [levy, vat, excise], deductible: false }],
      { bill_date: '2026-11-20' },
    );
    // Water: last bought on an order that was then cancelled, which does not count.
    await buy('purchase-orders', [{ variant_id: water, quantity: 1, unit_cost: 250, tax_ids: [vat] }]);
    const cancelled = await buy('purchase-orders', [
      { variant_id: water, quantity: 1, unit_cost: 250, tax_ids: [excise] },
    ]);
    expect((await api('POST', `purchase-orders/${cancelled}/cancel`, {}, company)).statusCode).toBe(200);
    // Juice: bought with the levy, which was switched off since.
    await buy('purchase-orders', [{ variant_id: juice, quantity: 1, unit_cost: 700, tax_ids: [vat, levy] }]);
    await t.ctx.db.update(taxes).set({ is_active: false }).where(eq(taxes.id, levy));

    const response = await reorder({ variant_ids: [beer, water, juice, soda] }, company);

    expect(response.statusCode, response.body).toBe(201);
    const lines = drafts(response)[0]!.lines as (PurchaseOrderBody['lines'][number] & {
      deductible: boolean;
    })[];
    expect(lines.map((l) => [l.variant_id, l.taxes.map((tax) => tax.code), l.deductible])).toEqual([
      [beer, ['TVA', 'DA'], false],
      [water, ['TVA'], true],
      [juice, ['TVA'], true],
      [soda, [], true],
    ]);
    // 20 × 500 = 10,000 (twice the reorder point of 10): VAT 1,925 and excise 2,500.
    expect(lines[0]).toMatchObject({ quantity: 20, subtotal: 10_000, tax_total: 1_925 + 2_500 });
  });

  it('tells the editors how a variant was last bought: GET /purchase-orders/last-terms', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const supplier = await createSupplier(t.app, company);
    const vat = await insertTax(t.ctx.db, company.companyId, { code: 'TVA', rate: '19.25' });
    const gone = await insertTax(t.ctx.db, company.companyId, { code: 'TC', fixed_amount: 10, tax_order: 1 });
    const rice = await lowVariant(company, { title: 'Riz 25 kg', supplier });
    const oil = await lowVariant(company, { title: 'Huile 5 L', supplier });
    const bought = await api(
      'POST',
      'supplier-bills',
      {
        supplier_id: supplier,
        bill_date: '2026-11-02',
        lines: [
          { variant_id: rice, quantity: 5, unit_cost: 15_000, tax_ids: [gone, vat], deductible: false },
        ],
      },
      company,
    );
    expect(bought.statusCode, bought.body).toBe(201);
    await t.ctx.db.update(taxes).set({ deleted_at: new Date() }).where(eq(taxes.id, gone));
    const termsOf = (variantId: string, account: Account = company) =>
      api('GET', `purchase-orders/last-terms?variant_id=${variantId}`, undefined, account);

    const ofRice = await termsOf(rice);
    expect(ofRice.statusCode, ofRice.body).toBe(200);
    expect(ofRice.json()).toEqual({ data: { variant_id: rice, tax_ids: [vat], deductible: false } });
    expect((await termsOf(oil)).json()).toEqual({ data: null });
    // Another company's variant reads as never bought; a malformed id is refused; a courier may not ask.
    expect((await termsOf(rice, admin)).json()).toEqual({ data: null });
    expect((await termsOf('not-an-id')).statusCode).toBe(400);
    const none = await api('GET', 'purchase-orders/last-terms', undefined, company, 'fr');
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toContain('variant_id');
    const courier = await createStaff(t.app, company, 'courrier');
    expect((await termsOf(rice, courier)).statusCode).toBe(403);
  });

  it('shows each low variant’s supplier and cost on the low-stock list', async () => {
    const company = await registerCompany(t.app);
    const supplier = await createSupplier(t.app, company, { name: 'Grossiste Médina' });
    const rice = await lowVariant(company, { title: 'Riz', supplier, cost: 900 });
    const oil = await lowVariant(company, { title: 'Huile' });
    const list = await api('GET', 'low-stock', undefined, company);
    const rows = list.json<{
      data: { variant_id: string; supplier_name: string | null; cost: number | null }[];
    }>();
    expect(rows.data.find((r) => r.variant_id === rice)).toMatchObject({
      supplier_name: 'Grossiste Médina',
      cost: 900,
    });
    expect(rows.data.find((r) => r.variant_id === oil)).toMatchObject({ supplier_id: null, cost: null });
  });

  it('needs a supplier for the variants whose product has none, and merges them with its draft', async () => {
    const company = await registerCompany(t.app);
    const wholesaler = await createSupplier(t.app, company, { name: 'Grossiste' });
    const depot = await insertWarehouse(t.ctx.db, company.companyId, { name: 'Dépôt Thiès' });
    const soap = await lowVariant(company, { title: 'Savon noir', reorderPoint: 3, stock: 1 });
    const oil = await lowVariant(company, { title: 'Huile 5 L', supplier: wholesaler, reorderPoint: 2 });

    const refused = await reorder({ variant_ids: [soap, oil] }, company, 'fr');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorsOf(refused)).toEqual({
      'variant_ids.0': ['Savon noir n’a pas de fournisseur : choisissez-en un.'],
    });
    expect(await orderCount(company)).toBe(0);

    const made = await reorder(
      { variant_ids: [soap, oil], supplier_id: wholesaler, warehouse_id: depot },
      company,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(drafts(made)).toHaveLength(1);
    expect(drafts(made)[0]).toMatchObject({ supplier_id: wholesaler, warehouse_id: depot });
    expect(drafts(made)[0]!.lines.map((l) => [l.variant_id, l.quantity])).toEqual([
      [soap, 5],
      [oil, 4],
    ]);
  });

  it('lets an employee draft them, at 0 since costs are hidden from them; a role without suppliers.create gets 403', async () => {
    const supplier = await createSupplier(t.app, admin);
    const variant = await lowVariant(admin, { title: 'Tuyau PVC', supplier, cost: 1_200 });
    const employee = await createStaff(t.app, admin, 'employee');
    const accountant = await createStaff(t.app, admin, 'accountant');

    expect((await reorder({ variant_ids: [variant] }, accountant)).statusCode).toBe(403);
    const made = await reorder({ variant_ids: [variant] }, employee);

    expect(made.statusCode, made.body).toBe(201);
    expect(drafts(made)[0]!.lines[0]).toMatchObject({ quantity: 20, unit_cost: 0 });
  });
});

describe('what reordering refuses, all or nothing', () => {
  it('validates the body', async () => {
    const variant = await lowVariant(admin, { title: 'Clous' });
    const keys = async (body: unknown) => {
      const response = await reorder(body);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(errorsOf(response));
    };
    expect(await keys({ variant_ids: [] })).toEqual(['variant_ids']);
    expect(await keys({})).toEqual(['variant_ids']);
    expect(await keys({ variant_ids: ['not-a-uuid'] })).toEqual(['variant_ids.0']);
    expect(await keys({ variant_ids: [variant, variant] })).toEqual(['variant_ids']);
    expect(await keys({ variant_ids: Array.from({ length: 201 }, () => variant) })).toContain('variant_ids');
    expect(await keys({ variant_ids: [variant], warehouse_id: 'x' })).toEqual(['warehouse_id']);
  });

  it('refuses bundles and variants no longer low with 422 naming each, and creates nothing', async () => {
    const company = await registerCompany(t.app);
    const supplier = await createSupplier(t.app, company);
    const low = await lowVariant(company, { title: 'Farine', supplier });
    const kit = await lowVariant(company, { title: 'Kit thé', supplier, type: 'bundle' });
    const plenty = await lowVariant(company, { title: 'Sucre', supplier, reorderPoint: 2, stock: 9 });
    const never = await lowVariant(company, { title: 'Sel', supplier, reorderPoint: null });

    const response = await reorder({ variant_ids: [low, kit, plenty, never] }, company, 'es');

    expect(response.statusCode, response.body).toBe(422);
    expect(errorsOf(response)).toEqual({
      'variant_ids.1': ['Kit thé es un lote o menú: pida sus componentes.'],
      'variant_ids.2': ['Sucre ya no tiene el stock bajo.'],
      'variant_ids.3': ['Sel ya no tiene el stock bajo.'],
    });
    expect(await orderCount(company)).toBe(0);
  });

  it('answers 404 for a deleted variant, naming it, and creates nothing', async () => {
    const company = await registerCompany(t.app);
    const supplier = await createSupplier(t.app, company);
    const low = await lowVariant(company, { title: 'Farine', supplier });
    const gone = await lowVariant(company, { title: 'Levure', supplier });
    await t.ctx.db
      .update(productVariants)
      .set({ deleted_at: new Date() })
      .where(eq(productVariants.id, gone));

    const response = await reorder({ variant_ids: [low, gone] }, company);

    expect(response.statusCode, response.body).toBe(404);
    expect(errorsOf(response)).toEqual({ 'variant_ids.1': ['Levure was deleted.'] });
    expect(await orderCount(company)).toBe(0);
  });

  it('answers 404 for another company’s variant, warehouse or supplier', async () => {
    const company = await registerCompany(t.app);
    const supplier = await createSupplier(t.app, company);
    const ours = await lowVariant(company, { title: 'Farine' });
    const other = await registerCompany(t.app);
    const theirs = await lowVariant(other, {
      title: 'Leur farine',
      supplier: await createSupplier(t.app, other),
    });
    const theirWarehouse = await defaultWarehouseId(t.ctx.db, other.companyId);
    const theirSupplier = await createSupplier(t.app, other);

    const variant = await reorder({ variant_ids: [ours, theirs], supplier_id: supplier }, company, 'fr');
    expect(variant.statusCode, variant.body).toBe(404);
    expect(errorsOf(variant)).toEqual({ 'variant_ids.1': ['Ce produit n’existe pas.'] });
    expect(variant.body).not.toContain('Leur farine');
    const warehouse = await reorder(
      { variant_ids: [ours], supplier_id: supplier, warehouse_id: theirWarehouse },
      company,
    );
    expect(warehouse.statusCode, warehouse.body).toBe(404);
    const foreignSupplier = await reorder({ variant_ids: [ours], supplier_id: theirSupplier }, company);
    expect(foreignSupplier.statusCode, foreignSupplier.body).toBe(404);
    expect(await orderCount(company)).toBe(0);
    expect(await orderCount(other)).toBe(0);
  });
});
