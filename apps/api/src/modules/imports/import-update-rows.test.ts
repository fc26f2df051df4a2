import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { postData } from '../stock/stock.test-helpers.ts';
import { importsApi, type PreviewIssue } from './imports.test-helpers.ts';

// Rows that update products: price only where a row creates something, SKUs checked after the whole file.

interface Preview {
  errors: PreviewIssue[];
  products: {
    handle: string;
    action: string;
    variants: { row: number; action: string; changes: string[]; sku: string | null; price: number }[];
  }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { businessCompany, importCsv: importFile, commit } = importsApi<Preview>(() => t);

/** A EUR shop: a dress in sizes M and L (ROBE-M 12.50 was 15.00, ROBE-L 13.50) and a soap (sav-1, 3.50). */
async function shop(): Promise<Account & { dressId: string; soapId: string }> {
  const admin = await businessCompany('EUR');
  const dress = await postData<{ id: string }>(t, '/products', admin.token, {
    title: 'Robe wax',
    handle: 'robe-wax',
    options: [
      { name: 'Taille', values: ['M', 'L'] },
      { name: 'Couleur', values: ['Rouge'] },
    ],
    variants: [
      { option1: 'M', option2: 'Rouge', sku: 'ROBE-M', price: 1250, compare_at_price: 1500 },
      { option1: 'L', option2: 'Rouge', sku: 'ROBE-L', price: 1350 },
    ],
  });
  const soap = await postData<{ id: string }>(t, '/products', admin.token, {
    title: 'Savon noir',
    variants: [{ sku: 'sav-1', price: 350 }],
  });
  return { ...admin, dressId: dress.id, soapId: soap.id };
}

/** Uploads the lines and previews them under the guessed mapping, in `locale`. */
const importCsv = (account: Account, lines: string[], locale = 'en') =>
  importFile(account, lines.join('\n'), locale);

/** Each live variant's product handle, title, SKU, price and compare-at price, by handle then position. */
async function variants(companyId: string) {
  const rows = await t.ctx.db
    .select({
      handle: products.handle,
      title: productVariants.title,
      sku: productVariants.sku,
      price: productVariants.price,
      compareAt: productVariants.compare_at_price,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(eq(productVariants.company_id, companyId))
    .orderBy(asc(products.handle), asc(productVariants.position));
  return rows.map((v) => [
    v.handle,
    v.title,
    v.sku,
    Number(v.price),
    v.compareAt === null ? null : Number(v.compareAt),
  ]);
}

const productCount = async (companyId: string) =>
  (await t.ctx.db.select({ n: count() }).from(products).where(eq(products.company_id, companyId)))[0]!.n;

describe('a file that only updates products', () => {
  it('needs no price column: preview and commit keep every price', async () => {
    const admin = await shop();
    const { id, preview } = await importCsv(admin, [
      'Handle,SKU,Compare-at price',
      'robe-wax,ROBE-M,16',
      'robe-wax,ROBE-L,',
      'savon-noir,sav-1,4',
    ]);
    expect(preview.errors).toEqual([]);
    // The preview shows the price each variant keeps.
    expect(preview.products.flatMap((p) => p.variants.map((v) => [v.sku, v.price, v.changes]))).toEqual([
      ['ROBE-M', 1250, ['compare_at_price']],
      ['ROBE-L', 1350, []],
      ['sav-1', 350, ['compare_at_price']],
    ]);

    const done = await commit(admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(await variants(admin.companyId)).toEqual([
      ['robe-wax', 'M / Rouge', 'ROBE-M', 1250, 1600],
      ['robe-wax', 'L / Rouge', 'ROBE-L', 1350, null],
      ['savon-noir', 'Default Title', 'sav-1', 350, 400],
    ]);
  });

  it('keeps the price of an update row with an empty price cell, and asks one of a new product or variant', async () => {
    const admin = await shop();
    const before = await variants(admin.companyId);
    const header = 'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,SKU,Price';
    const refused = await importCsv(
      admin,
      [
        header,
        'robe-wax,,Taille,M,Couleur,Rouge,ROBE-M,',
        'robe-wax,,Taille,XL,Couleur,Rouge,ROBE-XL,',
        'bissap,Bissap,,,,,BIS-1,',
      ],
      'fr',
    );
    expect(refused.preview.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'price', 'Ce champ est obligatoire.'],
      [4, 'price', 'Ce champ est obligatoire.'],
    ]);
    const no = await commit(admin, refused.id);
    expect(no.statusCode).toBe(422);
    expect(await variants(admin.companyId)).toEqual(before);
    expect(await productCount(admin.companyId)).toBe(2);

    const { id, preview } = await importCsv(admin, [header, 'robe-wax,,Taille,M,Couleur,Rouge,robe-m1,']);
    expect(preview.errors).toEqual([]);
    const done = await commit(admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await variants(admin.companyId))[0]).toEqual(['robe-wax', 'M / Rouge', 'robe-m1', 1250, 1500]);
  });
});

describe('SKUs are checked against the catalogue as the whole file leaves it', () => {
  const sizes = 'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,SKU,Price';

  it('swaps the SKUs of two variants of one product in one file', async () => {
    const admin = await shop();
    const { id, preview } = await importCsv(admin, [
      sizes,
      'robe-wax,,Taille,M,Couleur,Rouge,ROBE-L,',
      'robe-wax,,Taille,L,Couleur,Rouge,robe-m,',
    ]);
    expect(preview.errors).toEqual([]);
    const done = await commit(admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await variants(admin.companyId)).slice(0, 2)).toEqual([
      ['robe-wax', 'M / Rouge', 'ROBE-L', 1250, 1500],
      ['robe-wax', 'L / Rouge', 'robe-m', 1350, null],
    ]);
  });

  it('applies a chain of renames across products, a new product taking the last SKU freed', async () => {
    const admin = await shop();
    const { id, preview } = await importCsv(admin, [
      sizes,
      // M takes the soap's SKU (in another case), the soap a new one, karité M's old one.
      'robe-wax,,Taille,M,Couleur,Rouge,SAV-1,',
      'savon-noir,,,,,,SAVON-1,',
      'karite,Beurre de karité,,,,,ROBE-M,8',
    ]);
    expect(preview.errors).toEqual([]);
    const done = await commit(admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(await variants(admin.companyId)).toEqual([
      ['karite', 'Default Title', 'ROBE-M', 800, null],
      ['robe-wax', 'M / Rouge', 'SAV-1', 1250, 1500],
      ['robe-wax', 'L / Rouge', 'ROBE-L', 1350, null],
      ['savon-noir', 'Default Title', 'SAVON-1', 350, null],
    ]);
  });

  it('still refuses a SKU a variant keeps after the file, naming it, and then writes nothing', async () => {
    const admin = await shop();
    const before = await variants(admin.companyId);
    const { id, preview } = await importCsv(admin, [
      sizes,
      'robe-wax,,Taille,M,Couleur,Rouge,ROBE-L,',
      'karite,Beurre de karité,,,,,Sav-1,8',
    ]);
    expect(preview.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [
        2,
        'sku',
        'The SKU “ROBE-L” belongs to the variant “L / Rouge”: give that variant another SKU in this file to swap them.',
      ],
      [3, 'sku', 'The SKU “Sav-1” is already used by another product.'],
    ]);
    const refused = await commit(admin, id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string }>().code).toBe('import_has_errors');
    expect(await variants(admin.companyId)).toEqual(before);
    const karite = await t.ctx.db
      .select()
      .from(products)
      .where(and(eq(products.company_id, admin.companyId), eq(products.handle, 'karite')));
    expect(karite).toEqual([]);
  });
});
