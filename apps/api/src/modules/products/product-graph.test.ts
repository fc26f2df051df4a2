import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productOptions, products, productVariants } from '../../db/schema/index.ts';
import { insertProductGraph } from './product-graph.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('insertProductGraph', () => {
  it('inserts a product with its options and generated variants, handles kept unique', async () => {
    const admin = await registerCompany(t.app);
    const base = { type: 'physical_goods', status: 'active' } as const;
    const first = await t.ctx.db.transaction((tx) =>
      insertProductGraph(tx, admin.companyId, null, {
        ...base,
        title: 'Robe Wax',
        tags: ['Wax', ' wax '],
        options: [
          { name: 'Size', values: ['S', 'M'] },
          { name: 'Color', values: ['Red'] },
        ],
        variants: [{ option1: 'M', option2: 'Red', price: 5000, sku: 'RW-M' }],
      }),
    );
    const second = await t.ctx.db.transaction((tx) =>
      insertProductGraph(tx, admin.companyId, null, { ...base, title: 'Robe wax' }),
    );
    const rows = await t.ctx.db.select().from(products).where(eq(products.company_id, admin.companyId));
    expect(rows.map((row) => row.handle).sort()).toEqual(['robe-wax', 'robe-wax-2']);
    expect(rows.find((row) => row.id === first.id)?.tags).toEqual(['Wax']);
    const variants = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.product_id, first.id))
      .orderBy(asc(productVariants.position));
    expect(variants.map((v) => [v.title, v.price, v.sku])).toEqual([
      ['S / Red', 0, null],
      ['M / Red', 5000, 'RW-M'],
    ]);
    expect(first.variantIds).toEqual(variants.map((v) => v.id));
    expect(
      await t.ctx.db.select().from(productOptions).where(eq(productOptions.product_id, first.id)),
    ).toHaveLength(2);
    const single = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.product_id, second.id));
    expect(single.map((v) => v.title)).toEqual(['Default Title']);
  });

  it('creates only the listed combinations with listedOnly, in generated order, keys parallel to ids', async () => {
    const admin = await registerCompany(t.app);
    const inserted = await t.ctx.db.transaction((tx) =>
      insertProductGraph(
        tx,
        admin.companyId,
        null,
        {
          type: 'physical_goods',
          status: 'active',
          title: 'Pagne',
          options: [
            { name: 'Couleur', values: ['Rouge', 'Bleu'] },
            { name: 'Taille', values: ['6', '12'] },
          ],
          variants: [
            { option1: 'Bleu', option2: '6', sku: 'B6' },
            { option1: 'Rouge', option2: '12', sku: 'R12' },
          ],
        },
        { listedOnly: true },
      ),
    );
    const variants = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.product_id, inserted.id))
      .orderBy(asc(productVariants.position));
    expect(variants.map((v) => [v.title, v.sku])).toEqual([
      ['Rouge / 12', 'R12'],
      ['Bleu / 6', 'B6'],
    ]);
    expect(inserted.variantIds).toEqual(variants.map((v) => v.id));
    expect(inserted.variantKeys).toEqual(['Rouge\u000012\u0000', 'Bleu\u00006\u0000']);
  });
});
