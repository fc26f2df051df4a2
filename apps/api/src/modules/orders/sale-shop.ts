import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { defaultShopId, shopExists } from './orders.repo.ts';

interface ShopScope {
  companyId: string;
  shopId: string | null;
}

/**
 * The shop a sale (or a cash drawer) in this scope belongs to: the user's own shop, else the one asked for
 * when it is the company's, else the company's default shop. Null when the one asked for is unknown or the
 * company has none. Order creation, the sale screens' stock and cash sessions all pick it here.
 */
export async function saleShopId(db: Executor, scope: ShopScope, requested?: string): Promise<string | null> {
  if (scope.shopId) return scope.shopId;
  if (requested) return (await shopExists(db, scope.companyId, requested)) ? requested : null;
  return defaultShopId(db, scope.companyId);
}

/** As `saleShopId`, for a request: a shop-bound user naming another shop, or no shop found, is a 422 on shop_id. */
export async function requireSaleShop(db: Executor, scope: ShopScope, requested?: string): Promise<string> {
  if (scope.shopId && requested && requested !== scope.shopId) {
    throw new AppError('validation_failed', {}, { shop_id: ['orders.shop_not_allowed'] });
  }
  const shopId = await saleShopId(db, scope, requested);
  if (!shopId) throw new AppError('validation_failed', {}, { shop_id: ['unknown_shop'] });
  return shopId;
}
