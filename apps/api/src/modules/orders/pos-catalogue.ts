import type { PosCataloguePage } from '@comptoir/core';
import { and, asc, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants } from '../../db/schema/index.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  selectWithProduct,
  sellableVariants,
  toVariantDtos,
  type VariantWithProduct,
} from '../products/product-variants.service.ts';

/**
 * `GET /pos/catalogue`: one page of the company's sellable variants (live, of live active products), each with its
 * product, by id after the keyset cursor `after`. One statement for the page; bundles and menus then get their
 * quantity from their components, as the quick picks do.
 */
export async function posCataloguePage(
  ctx: AppContext,
  scope: Scope,
  page: { after: string | undefined; limit: number },
): Promise<PosCataloguePage> {
  // Read before the page: whatever changes after this moment, the device learns of on a later snapshot.
  const generatedAt = new Date().toISOString();
  const sellable = sellableVariants(scope.companyId);
  const rows = (await selectWithProduct(
    ctx.db,
    page.after ? and(sellable, gt(productVariants.id, page.after)) : sellable,
  )
    .orderBy(asc(productVariants.id))
    .limit(page.limit)) as VariantWithProduct[];
  const data = await toVariantDtos(ctx.db, scope, rows, { withProduct: true, withComponents: false });
  const last = rows.length === page.limit ? rows.at(-1) : undefined;
  return { data, meta: { next_after: last?.variant.id ?? null, generated_at: generatedAt } };
}
