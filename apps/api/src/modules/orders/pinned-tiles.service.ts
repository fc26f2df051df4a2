import type { PinnedVariants, PinnedVariantsUpdate } from '@comptoir/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { posPinnedVariants } from '../../db/schema/pos-tiles.ts';
import { shops } from '../../db/schema/shops.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError, type FieldMessage, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { pinnedVariants } from '../products/product-variants.service.ts';
import { liveVariants } from '../products/products.repo.ts';
import { shopExists } from './orders.repo.ts';
import { saleShopId } from './sale-shop.ts';

/**
 * The shop whose tiles are read or arranged: the one asked for, else the one a sale made now belongs to. A shop of
 * another company, a deleted one, or another shop than the one a shop-bound request acts in is not found.
 */
export async function tilesShopId(db: Executor, scope: Scope, requested?: string): Promise<string> {
  if (requested) {
    const reachable = !scope.shopId || scope.shopId === requested;
    if (!reachable || !(await shopExists(db, scope.companyId, requested))) throw notFound('resource.shop');
    return requested;
  }
  const shopId = await saleShopId(db, scope);
  if (!shopId) throw notFound('resource.shop');
  return shopId;
}

export async function getPinnedVariants(
  ctx: AppContext,
  scope: Scope,
  shopId?: string,
): Promise<PinnedVariants> {
  const shop = await tilesShopId(ctx.db, scope, shopId);
  return { shop_id: shop, variants: await pinnedVariants(ctx, scope, shop) };
}

/** The errors of `variant_ids` whose id is in `ids` (by position in the request), each with `message`. */
const errorsAt = (ids: readonly string[], wrong: (id: string) => boolean, message: string) =>
  Object.fromEntries(
    ids.flatMap((id, index): [string, FieldMessage[]][] =>
      wrong(id) ? [[`variant_ids.${index}`, [message]]] : [],
    ),
  );

/**
 * `PUT /pos/pinned-variants`: the shop's pins become exactly `variant_ids`, in that order, or nothing changes. An
 * unknown, deleted or other company's variant is a 404 naming each; one of a draft or archived product a 422 (it
 * could not be sold from the tile). A pin kept keeps who pinned it and when.
 */
export async function replacePinnedVariants(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: PinnedVariantsUpdate,
): Promise<PinnedVariants> {
  const { companyId } = scope;
  const shopId = await tilesShopId(ctx.db, scope, input.shop_id);
  const ids = input.variant_ids;
  await ctx.db.transaction(async (tx) => {
    // One arrangement of a shop at a time: two saves at once would both insert after both deleted.
    await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.company_id, companyId), eq(shops.id, shopId)))
      .for('update');
    const found = ids.length
      ? await tx
          .select({ id: productVariants.id, status: products.status })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.product_id))
          .where(and(liveVariants(companyId), isNull(products.deleted_at), inArray(productVariants.id, ids)))
      : [];
    const status = new Map(found.map((row) => [row.id, row.status]));
    const unknown = errorsAt(ids, (id) => !status.has(id), 'products.unknown_variant');
    if (Object.keys(unknown).length > 0)
      throw new AppError('not_found', { resource: 'resource.variant' }, unknown);
    const offSale = errorsAt(ids, (id) => status.get(id) !== 'active', 'orders.pin_not_on_sale');
    if (Object.keys(offSale).length > 0) throw new AppError('validation_failed', {}, offSale);

    const shopPins = and(eq(posPinnedVariants.company_id, companyId), eq(posPinnedVariants.shop_id, shopId));
    const before = await tx
      .select({
        variant_id: posPinnedVariants.variant_id,
        created_at: posPinnedVariants.created_at,
        created_by: posPinnedVariants.created_by,
      })
      .from(posPinnedVariants)
      .where(shopPins);
    const kept = new Map(before.map((pin) => [pin.variant_id, pin]));
    await tx.delete(posPinnedVariants).where(shopPins);
    if (ids.length > 0) {
      const now = new Date();
      await tx.insert(posPinnedVariants).values(
        ids.map((variant_id, position) => ({
          company_id: companyId,
          shop_id: shopId,
          variant_id,
          position,
          created_at: kept.get(variant_id)?.created_at ?? now,
          created_by: kept.has(variant_id) ? kept.get(variant_id)!.created_by : actorId,
        })),
      );
    }
    await recordEvent(tx, {
      companyId,
      type: 'shop.tiles_pinned',
      subjectId: shopId,
      actorUserId: actorId,
      payload: { variant_ids: ids },
    });
  });
  return { shop_id: shopId, variants: await pinnedVariants(ctx, scope, shopId) };
}
