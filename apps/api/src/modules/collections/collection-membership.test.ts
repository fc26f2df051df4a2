import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  collectionProducts,
  collections,
  products,
  productVariants,
  suppliers,
} from '../../db/schema/catalog.ts';
import { collectionProductCondition } from './collection-membership.ts';

let t: TestApp;
let companyId: string;
let otherCompanyId: string;
const ids: Record<string, string> = {};

async function product(title: string, tags: string[], prices: number[], supplierId: string | null = null) {
  const [row] = await t.ctx.db
    .insert(products)
    .values({ company_id: companyId, title, handle: title.toLowerCase(), tags, supplier_id: supplierId })
    .returning({ id: products.id });
  for (const [i, price] of prices.entries()) {
    await t.ctx.db
      .insert(productVariants)
      .values({ company_id: companyId, product_id: row!.id, title: `V${i}`, price, position: i });
  }
  ids[title] = row!.id;
}

async function titlesOf(collectionId: string, company = companyId) {
  const condition = await collectionProductCondition(t.ctx.db, company, collectionId);
  if (!condition) return null;
  const rows = await t.ctx.db
    .select({ title: products.title })
    .from(products)
    .where(and(eq(products.company_id, company), isNull(products.deleted_at), condition));
  return rows.map((r) => r.title).sort();
}

async function collection(values: Partial<typeof collections.$inferInsert>) {
  const [row] = await t.ctx.db
    .insert(collections)
    .values({
      company_id: companyId,
      title: 'C',
      handle: `c-${Math.random().toString(36).slice(2)}`,
      ...values,
    })
    .returning({ id: collections.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await registerCompany(t.app)).companyId;
  otherCompanyId = (await registerCompany(t.app)).companyId;
  const [s] = await t.ctx.db
    .insert(suppliers)
    .values({ company_id: companyId, name: 'Sahel Textiles' })
    .returning({ id: suppliers.id });
  ids.supplier = s!.id;
  await product('Boubou', ['Summer', 'cotton'], [15000, 25000], s!.id);
  await product('Pagne', ['cotton'], [5000]);
  await product('Sandales', ['summer'], [8000]);
}, 60_000);
afterAll(() => t?.close());

describe('collectionProductCondition', () => {
  it('selects a manual collection through collection_products only', async () => {
    const id = await collection({ kind: 'manual' });
    await t.ctx.db.insert(collectionProducts).values([
      { company_id: companyId, collection_id: id, product_id: ids.Pagne!, position: 0 },
      { company_id: companyId, collection_id: id, product_id: ids.Boubou!, position: 1 },
    ]);
    expect(await titlesOf(id)).toEqual(['Boubou', 'Pagne']);
  });

  it('applies tag (case-insensitive), price over variants and supplier rules with all/any', async () => {
    const summerAll = await collection({
      kind: 'rules',
      rules_match: 'all',
      rules: [
        { field: 'tag', operator: 'equals', value: 'summer' },
        { field: 'price', operator: 'greater_than', value: '20000' },
      ],
    });
    expect(await titlesOf(summerAll)).toEqual(['Boubou']);
    const any = await collection({
      kind: 'rules',
      rules_match: 'any',
      rules: [
        { field: 'supplier', operator: 'equals', value: ids.supplier! },
        { field: 'price', operator: 'less_than', value: '6000' },
      ],
    });
    expect(await titlesOf(any)).toEqual(['Boubou', 'Pagne']);
    const notSummer = await collection({
      kind: 'rules',
      rules: [{ field: 'tag', operator: 'not_equals', value: 'SUMMER' }],
    });
    expect(await titlesOf(notSummer)).toEqual(['Pagne']);
    const notSupplier = await collection({
      kind: 'rules',
      rules: [{ field: 'supplier', operator: 'not_equals', value: ids.supplier! }],
    });
    expect(await titlesOf(notSupplier)).toEqual(['Pagne', 'Sandales']);
    const equalsPrice = await collection({
      kind: 'rules',
      rules: [{ field: 'price', operator: 'equals', value: '8000' }],
    });
    expect(await titlesOf(equalsPrice)).toEqual(['Sandales']);
    const none = await collection({ kind: 'rules', rules: [] });
    expect(await titlesOf(none)).toEqual([]);
  });

  it('is null for another company, a deleted collection or a malformed id', async () => {
    const id = await collection({ kind: 'manual' });
    expect(await collectionProductCondition(t.ctx.db, otherCompanyId, id)).toBeNull();
    expect(await collectionProductCondition(t.ctx.db, companyId, 'nope')).toBeNull();
    await t.ctx.db.update(collections).set({ deleted_at: new Date() }).where(eq(collections.id, id));
    expect(await collectionProductCondition(t.ctx.db, companyId, id)).toBeNull();
  });
});
