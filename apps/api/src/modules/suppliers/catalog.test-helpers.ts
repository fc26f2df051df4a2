import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';

export interface TestProductInput {
  title: string;
  type?: 'physical_goods' | 'digital_goods' | 'services' | 'bundle' | 'menu';
  tags?: string[];
  supplier_id?: string | null;
  created_at?: Date;
  deleted?: boolean;
  /** one row per variant: price (minor units), cost, quantity; default one variant at 1000 */
  variants?: { price: number; cost?: number | null; quantity?: number; deleted?: boolean }[];
}

/** Inserts a product and its variants straight into the tables (tests of modules that only read the catalogue). */
export async function insertTestProduct(
  db: Executor,
  companyId: string,
  input: TestProductInput,
): Promise<string> {
  const now = input.created_at ?? new Date();
  const [product] = await db
    .insert(products)
    .values({
      company_id: companyId,
      title: input.title,
      handle: `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`,
      type: input.type ?? 'physical_goods',
      tags: input.tags ?? [],
      supplier_id: input.supplier_id ?? null,
      created_at: now,
      updated_at: now,
      deleted_at: input.deleted ? new Date() : null,
    })
    .returning({ id: products.id });
  const variants = input.variants ?? [{ price: 1000 }];
  await db.insert(productVariants).values(
    variants.map((v, i) => ({
      company_id: companyId,
      product_id: product!.id,
      title: variants.length === 1 ? 'Default Title' : `V${i + 1}`,
      position: i,
      price: v.price,
      cost: v.cost ?? null,
      quantity: v.quantity ?? 0,
      deleted_at: v.deleted ? new Date() : null,
    })),
  );
  return product!.id;
}
