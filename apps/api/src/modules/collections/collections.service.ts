import {
  type collectionCreateSchema,
  type collectionProductsSchema,
  type collectionReorderSchema,
  type collectionUpdateSchema,
  handleFromTitle,
  uniqueHandle,
} from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  type CollectionProductRow,
  type CollectionRow,
  type CollectionWithCount,
  findCollection,
  handlesLike,
  insertCollection,
  listCollectionProducts,
  listCollections as listCollectionRows,
  liveProductIds,
  lockCollections,
  mediaExists,
  nextPosition,
  orderedCollectionIds,
  replaceCollectionProducts,
  setPositions,
  softDeleteCollection,
  updateCollection as updateCollectionRow,
  withProductCounts,
} from './collections.repo.ts';

/** Bodies as the route schemas leave them (trimmed, defaults applied). */
type CollectionCreate = z.output<typeof collectionCreateSchema>;
type CollectionUpdate = z.output<typeof collectionUpdateSchema>;
type CollectionProducts = z.output<typeof collectionProductsSchema>;
type CollectionReorder = z.output<typeof collectionReorderSchema>;

const collectionNotFound = () => new AppError('not_found', { resource: 'resource.collection' });
const invalid = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

async function withCount(db: Executor, companyId: string, row: CollectionRow): Promise<CollectionWithCount> {
  return (await withProductCounts(db, companyId, [row]))[0]!;
}

async function getRow(db: Executor, companyId: string, id: string): Promise<CollectionRow> {
  const row = await findCollection(db, companyId, id);
  if (!row) throw collectionNotFound();
  return row;
}

/** Product ids of a manual collection: no repeats, each a live product of the company. */
async function checkProductIds(db: Executor, companyId: string, ids: string[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw invalid('product_ids', 'duplicate_items');
  const found = await liveProductIds(db, companyId, ids);
  if (found.size !== ids.length) throw invalid('product_ids', 'collections.unknown_products');
}

async function checkMedia(db: Executor, companyId: string, mediaId: string | null | undefined) {
  if (mediaId && !(await mediaExists(db, companyId, mediaId)))
    throw invalid('media_id', 'collections.unknown_media');
}

/** A rule-based collection is sorted by a product field: "manual" order has no positions to follow. */
function checkSortOrder(kind: 'manual' | 'rules', sortOrder: string | undefined) {
  if (kind === 'rules' && sortOrder === 'manual') throw invalid('sort_order', 'collections.manual_sort_only');
}

export async function listCollections(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<CollectionWithCount>> {
  return listCollectionRows(ctx.db, scope.companyId, query);
}

export async function getCollection(ctx: AppContext, scope: Scope, id: string): Promise<CollectionWithCount> {
  return withCount(ctx.db, scope.companyId, await getRow(ctx.db, scope.companyId, id));
}

/**
 * A new collection, last among the company's collections. The handle comes from the title
 * (`-2`, `-3`… when taken) unless given; a given handle already used is 422 handle: taken.
 * Manual collections take `product_ids` in the given order; rule-based ones sort by title unless told.
 */
export async function createCollection(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: CollectionCreate,
): Promise<CollectionWithCount> {
  const { companyId } = scope;
  checkSortOrder(input.kind, input.sort_order);
  return ctx.db.transaction(async (tx) => {
    await lockCollections(tx, companyId);
    let handle: string;
    if (input.handle !== undefined) {
      if ((await handlesLike(tx, companyId, input.handle)).has(input.handle))
        throw invalid('handle', 'taken');
      handle = input.handle;
    } else {
      // handleFromTitle falls back to 'product' for a title without letters or digits.
      const base = /[\p{L}\p{N}]/u.test(input.title) ? handleFromTitle(input.title) : 'collection';
      handle = uniqueHandle(base, await handlesLike(tx, companyId, base));
    }
    await checkMedia(tx, companyId, input.media_id);
    const productIds = input.kind === 'manual' ? (input.product_ids ?? []) : [];
    await checkProductIds(tx, companyId, productIds);
    const collection = await insertCollection(tx, companyId, {
      title: input.title,
      handle,
      description: input.description ?? null,
      kind: input.kind,
      rules: input.kind === 'rules' ? (input.rules ?? []) : [],
      rules_match: input.rules_match ?? 'all',
      sort_order: input.sort_order ?? (input.kind === 'rules' ? 'title' : 'manual'),
      position: await nextPosition(tx, companyId),
      published: input.published ?? true,
      media_id: input.media_id ?? null,
    });
    await replaceCollectionProducts(tx, companyId, collection.id, productIds);
    await recordEvent(tx, {
      companyId,
      type: 'collection.created',
      subjectId: collection.id,
      actorUserId: actorId,
      payload: { title: collection.title, handle: collection.handle, kind: collection.kind },
    });
    return withCount(tx, companyId, collection);
  });
}

/** PUT and PATCH: the given fields. The kind never changes; rules belong to rule-based collections only. */
export async function updateCollection(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: CollectionUpdate,
): Promise<CollectionWithCount> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await lockCollections(tx, companyId);
    const current = await getRow(tx, companyId, id);
    if (current.kind === 'manual' && input.rules !== undefined)
      throw invalid('rules', 'collections.rules_only');
    if (current.kind === 'rules' && input.rules?.length === 0) throw invalid('rules', 'rules_required');
    checkSortOrder(current.kind, input.sort_order);
    if (
      input.handle !== undefined &&
      input.handle !== current.handle &&
      (await handlesLike(tx, companyId, input.handle, id)).has(input.handle)
    ) {
      throw invalid('handle', 'taken');
    }
    await checkMedia(tx, companyId, input.media_id);
    const collection = await updateCollectionRow(tx, companyId, id, input);
    await recordEvent(tx, {
      companyId,
      type: 'collection.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return withCount(tx, companyId, collection);
  });
}

/** Soft delete; its product list is kept with it (products themselves are untouched). */
export async function deleteCollection(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await getRow(tx, companyId, id);
    await softDeleteCollection(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'collection.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { title: current.title, handle: current.handle },
    });
  });
}

export async function collectionProductsPage(
  ctx: AppContext,
  scope: Scope,
  id: string,
  query: ListQuery,
): Promise<Page<CollectionProductRow>> {
  const collection = await getRow(ctx.db, scope.companyId, id);
  return listCollectionProducts(ctx.db, scope.companyId, collection, query);
}

/** PUT /collections/:id/products: a manual collection's whole product list, in this order. */
export async function setCollectionProducts(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: CollectionProducts,
): Promise<CollectionWithCount> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await getRow(tx, companyId, id);
    if (current.kind !== 'manual') throw invalid('product_ids', 'manual_only');
    await checkProductIds(tx, companyId, input.product_ids);
    await replaceCollectionProducts(tx, companyId, id, input.product_ids);
    const collection = await updateCollectionRow(tx, companyId, id, {});
    await recordEvent(tx, {
      companyId,
      type: 'collection.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: ['product_ids'], products_count: input.product_ids.length },
    });
    return withCount(tx, companyId, collection);
  });
}

/**
 * POST /collections/reorder: the given collections take positions 0, 1, 2… in that order; those
 * not named follow in their current order. One collection.updated event per collection that moved.
 */
export async function reorderCollections(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: CollectionReorder,
): Promise<void> {
  const { companyId } = scope;
  if (new Set(input.ids).size !== input.ids.length) throw invalid('ids', 'duplicate_items');
  await ctx.db.transaction(async (tx) => {
    await lockCollections(tx, companyId);
    const current = await orderedCollectionIds(tx, companyId);
    const known = new Set(current.map((c) => c.id));
    if (!input.ids.every((cid) => known.has(cid))) throw invalid('ids', 'collections.unknown_collections');
    const named = new Set(input.ids);
    const order = [...input.ids, ...current.filter((c) => !named.has(c.id)).map((c) => c.id)];
    const was = new Map(current.map((c) => [c.id, c.position]));
    const moved = order
      .map((cid, position) => ({ id: cid, position }))
      .filter((p) => was.get(p.id) !== p.position);
    await setPositions(tx, companyId, moved);
    for (const p of moved) {
      await recordEvent(tx, {
        companyId,
        type: 'collection.updated',
        subjectId: p.id,
        actorUserId: actorId,
        payload: { fields: ['position'], position: p.position },
      });
    }
  });
}
