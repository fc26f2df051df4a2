import { type ShopCreate, type ShopUpdate, SUPER_ADMIN, slugify } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import { reachableShopIds } from '../auth/token.repo.ts';
import { assertWithinPlan } from '../plans/plan-limits.ts';
import {
  clearDefaultShop,
  defaultWarehouseId,
  deleteUserShops,
  existingWarehouseIds,
  findShop,
  insertShop,
  listShops as listShopRows,
  lockCompanyDefaults,
  replaceShopWarehouses,
  type ShopRow,
  softDeleteShop,
  takenSlugs,
  updateShop as updateShopRow,
  type WarehouseRef,
  warehousesOfShops,
} from './shops.repo.ts';

export interface ShopWithLinks {
  shop: ShopRow;
  /** linked warehouses, when asked for (always on create and update answers) */
  warehouses?: WarehouseRef[] | undefined;
}

const SLUG_MAX = 120;
const SLUG_UNIQUE_INDEX = 'shops_company_slug_uq';

const shopNotFound = () => new AppError('not_found', { resource: 'resource.shop' });
const slugTaken = () => new AppError('duplicate', { field: 'field.slug' }, { slug: ['taken'] });
const defaultRecord = (field: string) => new AppError('default_record', {}, { [field]: ['default_record'] });

/**
 * The shops the request may see, or null for all of them. Only admins and super-admins hold
 * shops.view (SPEC §6) and they see every shop of the company, even when bound to one shop by
 * X-Shop-Id (the shop switcher lists them all). Should a shop-bound role ever be granted
 * shops.view, it sees only the shops it can reach, as the request scope does.
 */
async function reachableOnly(ctx: AppContext, scope: Scope, actorId: string): Promise<string[] | null> {
  if (scope.role === 'admin' || scope.role === SUPER_ADMIN) return null;
  return reachableShopIds(ctx.db, scope.companyId, actorId);
}

/** `base`, then `base-2`, `base-3`… each cut to `max` characters. */
function suffixed(base: string, n: number, max: number): string {
  if (n === 1) return base.slice(0, max);
  const suffix = `-${n}`;
  return `${base.slice(0, max - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}

/** The first of `name`'s slug, `-2`, `-3`… that no live shop of the company uses. */
async function freeSlug(tx: Executor, companyId: string, name: string): Promise<string> {
  const base = slugify(name) || 'shop';
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => suffixed(base, start + i, SLUG_MAX));
    const taken = await takenSlugs(tx, companyId, candidates);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

/** 422 unless every id is a live warehouse of the company. */
async function checkWarehouses(tx: Executor, companyId: string, ids: string[]): Promise<string[]> {
  const known = await existingWarehouseIds(tx, companyId, ids);
  if (ids.some((id) => !known.has(id))) {
    throw new AppError('validation_failed', {}, { warehouse_ids: ['unknown_warehouse'] });
  }
  return ids;
}

async function linked(tx: Executor, companyId: string, shopId: string): Promise<WarehouseRef[]> {
  return (await warehousesOfShops(tx, companyId, [shopId])).get(shopId) ?? [];
}

export async function listShops(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  query: ListQuery,
): Promise<Page<ShopWithLinks>> {
  const onlyIds = await reachableOnly(ctx, scope, actorId);
  const page = await listShopRows(ctx.db, scope.companyId, query, onlyIds);
  const links = query.includes.has('warehouses')
    ? await warehousesOfShops(
        ctx.db,
        scope.companyId,
        page.rows.map((row) => row.id),
      )
    : null;
  return {
    rows: page.rows.map((shop) => ({ shop, warehouses: links?.get(shop.id) })),
    meta: page.meta,
  };
}

export async function getShop(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  options: { withWarehouses: boolean },
): Promise<ShopWithLinks> {
  const onlyIds = await reachableOnly(ctx, scope, actorId);
  const shop = onlyIds && !onlyIds.includes(id) ? null : await findShop(ctx.db, scope.companyId, id);
  if (!shop) throw shopNotFound();
  return {
    shop,
    warehouses: options.withWarehouses ? await linked(ctx.db, scope.companyId, id) : undefined,
  };
}

/**
 * A new shop: within the plan, with a slug unique in the company (from the name unless given),
 * linked to the given warehouses or, when none are given, to the company's default warehouse.
 */
export async function createShop(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ShopCreate,
): Promise<ShopWithLinks> {
  const { companyId } = scope;
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        await assertWithinPlan(tx, companyId, 'shops');
        if (input.slug !== undefined && (await takenSlugs(tx, companyId, [input.slug])).size > 0) {
          throw slugTaken();
        }
        const slug = input.slug ?? (await freeSlug(tx, companyId, input.name));
        let warehouseIds: string[];
        if (input.warehouse_ids && input.warehouse_ids.length > 0) {
          warehouseIds = await checkWarehouses(tx, companyId, input.warehouse_ids);
        } else {
          const fallback = await defaultWarehouseId(tx, companyId);
          warehouseIds = fallback ? [fallback] : [];
        }
        const { warehouse_ids: _links, slug: _slug, ...fields } = input;
        const shop = await insertShop(tx, companyId, { ...fields, slug, is_default: false });
        await replaceShopWarehouses(tx, companyId, shop.id, warehouseIds);
        await recordEvent(tx, {
          companyId,
          type: 'shop.created',
          subjectId: shop.id,
          actorUserId: actorId,
          payload: { name: shop.name, slug: shop.slug, warehouse_ids: warehouseIds },
        });
        return { shop, warehouses: await linked(tx, companyId, shop.id) };
      });
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_UNIQUE_INDEX)) throw error;
      // A concurrent creation took the derived slug between our check and insert: derive again.
      if (input.slug === undefined && attempt < 3) continue;
      throw slugTaken();
    }
  }
}

/**
 * PUT and PATCH: changes the given fields. `is_default: true` moves the default flag here in
 * the same transaction; `warehouse_ids` replaces the links. The default shop stays active.
 */
export async function updateShop(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ShopUpdate,
): Promise<ShopWithLinks> {
  const { companyId } = scope;
  const onlyIds = await reachableOnly(ctx, scope, actorId);
  if (onlyIds && !onlyIds.includes(id)) throw shopNotFound();
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCompanyDefaults(tx, companyId);
      const current = await findShop(tx, companyId, id);
      if (!current) throw shopNotFound();
      const makeDefault = input.is_default === true && !current.is_default;
      if ((current.is_default || makeDefault) && !(input.is_active ?? current.is_active)) {
        throw defaultRecord('is_active');
      }
      if (
        input.slug !== undefined &&
        input.slug !== current.slug &&
        (await takenSlugs(tx, companyId, [input.slug], id)).size > 0
      ) {
        throw slugTaken();
      }
      const warehouseIds = input.warehouse_ids
        ? await checkWarehouses(tx, companyId, input.warehouse_ids)
        : undefined;
      const previousDefault = makeDefault ? await clearDefaultShop(tx, companyId, id) : [];
      const { warehouse_ids: _links, is_default: _default, ...fields } = input;
      const shop = await updateShopRow(tx, companyId, id, {
        ...fields,
        ...(makeDefault ? { is_default: true } : {}),
      });
      if (warehouseIds) await replaceShopWarehouses(tx, companyId, id, warehouseIds);
      await recordEvent(tx, {
        companyId,
        type: 'shop.updated',
        subjectId: id,
        actorUserId: actorId,
        payload: {
          fields: Object.keys(input),
          ...(makeDefault ? { previous_default_ids: previousDefault } : {}),
        },
      });
      return { shop, warehouses: await linked(tx, companyId, id) };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_UNIQUE_INDEX)) throw slugTaken();
    throw error;
  }
}

/** Soft delete; the default shop cannot go. Staff assignments and warehouse links go with it. */
export async function deleteShop(ctx: AppContext, scope: Scope, actorId: string, id: string): Promise<void> {
  const { companyId } = scope;
  const onlyIds = await reachableOnly(ctx, scope, actorId);
  if (onlyIds && !onlyIds.includes(id)) throw shopNotFound();
  await ctx.db.transaction(async (tx) => {
    await lockCompanyDefaults(tx, companyId);
    const current = await findShop(tx, companyId, id);
    if (!current) throw shopNotFound();
    if (current.is_default) throw defaultRecord('is_default');
    await softDeleteShop(tx, companyId, id);
    await deleteUserShops(tx, companyId, id);
    await replaceShopWarehouses(tx, companyId, id, []);
    await recordEvent(tx, {
      companyId,
      type: 'shop.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { name: current.name, slug: current.slug },
    });
  });
}
