import { and, asc, count, desc, eq, inArray, isNull, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { collectionProducts, collections, mediaFiles, products } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { rulesCondition } from './collection-membership.ts';

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionInsert = Omit<
  typeof collections.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;
export type CollectionWithCount = CollectionRow & { products_count: number };

export const collectionListSpec: ListSpec = {
  filters: {
    kind: { column: collections.kind, type: 'enum', values: ['manual', 'rules'] },
    published: { column: collections.published, type: 'boolean' },
  },
  sorts: { position: collections.position, title: collections.title, created_at: collections.created_at },
  tieBreaker: collections.id,
  defaultSort: 'position',
  includes: [],
  searchColumns: [folded(collections.title)],
};

const live = (companyId: string) =>
  and(eq(collections.company_id, companyId), isNull(collections.deleted_at)) as SQL;
const liveProducts = (companyId: string) =>
  and(eq(products.company_id, companyId), isNull(products.deleted_at)) as SQL;

/** The condition on `products` selecting a collection's live products. */
export function membership(companyId: string, collection: CollectionRow): SQL {
  if (collection.kind === 'rules') {
    return and(liveProducts(companyId), rulesCondition(collection.rules, collection.rules_match)) as SQL;
  }
  return and(
    liveProducts(companyId),
    sql`exists (select 1 from ${collectionProducts} cp where cp.collection_id = ${collection.id}
      and cp.company_id = ${companyId} and cp.product_id = ${products.id})`,
  ) as SQL;
}

/** products_count of each collection: one grouped query for manual ones, one count per rule-based one. */
export async function withProductCounts(
  db: Executor,
  companyId: string,
  rows: CollectionRow[],
): Promise<CollectionWithCount[]> {
  const manualIds = rows.filter((r) => r.kind === 'manual').map((r) => r.id);
  const counts = new Map<string, number>();
  if (manualIds.length > 0) {
    const grouped = await db
      .select({ id: collectionProducts.collection_id, n: count() })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.product_id))
      .where(
        and(
          eq(collectionProducts.company_id, companyId),
          inArray(collectionProducts.collection_id, manualIds),
          liveProducts(companyId),
        ),
      )
      .groupBy(collectionProducts.collection_id);
    for (const g of grouped) counts.set(g.id, g.n);
  }
  for (const row of rows.filter((r) => r.kind === 'rules')) {
    const [c] = await db.select({ n: count() }).from(products).where(membership(companyId, row));
    counts.set(row.id, c?.n ?? 0);
  }
  return rows.map((r) => ({ ...r, products_count: counts.get(r.id) ?? 0 }));
}

export async function listCollections(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<CollectionWithCount>> {
  const page = await paginate(
    db,
    { table: collections, scope: live(companyId), query, counted: { companyId, tableName: 'collections' } },
    (where, limit, offset) =>
      db
        .select()
        .from(collections)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
  return { rows: await withProductCounts(db, companyId, page.rows), meta: page.meta };
}

export async function findCollection(
  db: Executor,
  companyId: string,
  id: string,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(live(companyId), eq(collections.id, id)))
    .limit(1);
  return row ?? null;
}

/** Serialises collection writes of one company (handles, positions). */
export async function lockCollections(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`collections:${companyId}`}))`);
}

/** Handles of live collections starting with `base` (other than `exceptId`). */
export async function handlesLike(
  db: Executor,
  companyId: string,
  base: string,
  exceptId?: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ handle: collections.handle })
    .from(collections)
    .where(
      and(
        live(companyId),
        like(collections.handle, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.handle));
}

export async function nextPosition(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${collections.position})` })
    .from(collections)
    .where(live(companyId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCollection(
  tx: Executor,
  companyId: string,
  values: CollectionInsert,
): Promise<CollectionRow> {
  const [row] = await tx
    .insert(collections)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateCollection(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<CollectionInsert>,
): Promise<CollectionRow> {
  const [row] = await tx
    .update(collections)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(collections.id, id)))
    .returning();
  return row!;
}

export async function softDeleteCollection(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(collections)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(collections.id, id)));
}

/** Which of `ids` are live products of the company. */
export async function liveProductIds(db: Executor, companyId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(liveProducts(companyId), inArray(products.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Whether the media file is a live file of the company. */
export async function mediaExists(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.company_id, companyId), eq(mediaFiles.id, id), isNull(mediaFiles.deleted_at)))
    .limit(1);
  return row !== undefined;
}

/** Replaces a manual collection's products by `productIds`, positions 0, 1, 2… in that order. */
export async function replaceCollectionProducts(
  tx: Executor,
  companyId: string,
  collectionId: string,
  productIds: string[],
): Promise<void> {
  await tx
    .delete(collectionProducts)
    .where(
      and(eq(collectionProducts.company_id, companyId), eq(collectionProducts.collection_id, collectionId)),
    );
  if (productIds.length === 0) return;
  await tx.insert(collectionProducts).values(
    productIds.map((productId, position) => ({
      company_id: companyId,
      collection_id: collectionId,
      product_id: productId,
      position,
    })),
  );
}

/** Live collection ids of the company in their current order (position, then age). */
export async function orderedCollectionIds(
  db: Executor,
  companyId: string,
): Promise<{ id: string; position: number }[]> {
  return db
    .select({ id: collections.id, position: collections.position })
    .from(collections)
    .where(live(companyId))
    .orderBy(asc(collections.position), asc(collections.created_at), asc(collections.id));
}

export async function setPositions(
  tx: Executor,
  companyId: string,
  positions: { id: string; position: number }[],
): Promise<void> {
  if (positions.length === 0) return;
  const cases = sql.join(
    positions.map((p) => sql`when ${p.id}::uuid then ${p.position}::int`),
    sql` `,
  );
  await tx
    .update(collections)
    .set({ position: sql`case ${collections.id} ${cases} end`, updated_at: new Date() })
    .where(
      and(
        live(companyId),
        inArray(
          collections.id,
          positions.map((p) => p.id),
        ),
      ),
    );
}

const priceOf = (fn: 'min' | 'max') =>
  sql<
    number | null
  >`(select ${sql.raw(fn)}(v.price) from product_variants v where v.product_id = ${products.id} and v.deleted_at is null)`;

export interface CollectionProductRow {
  id: string;
  title: string;
  handle: string;
  type: string;
  status: string;
  tags: string[];
  supplier_id: string | null;
  featured_media_id: string | null;
  price_min: number | null;
  price_max: number | null;
  variants_count: number;
  position: number | null;
}

/** Products of a collection, one page, in the collection's order (manual positions or its sort). */
export async function listCollectionProducts(
  db: Executor,
  companyId: string,
  collection: CollectionRow,
  query: ListQuery,
): Promise<Page<CollectionProductRow>> {
  const manual = collection.kind === 'manual';
  const minPrice = priceOf('min');
  const order: SQL[] = (() => {
    switch (collection.sort_order) {
      case 'title':
        return [asc(products.title)];
      case 'price_asc':
        return [sql`${minPrice} asc nulls last`];
      case 'price_desc':
        return [sql`${minPrice} desc nulls last`];
      case 'newest':
        return [desc(products.created_at)];
      default:
        return manual ? [asc(collectionProducts.position)] : [asc(products.title)];
    }
  })();
  return paginate(
    db,
    { table: products, scope: membership(companyId, collection), query, counted: null },
    async (where, limit, offset) => {
      const rows = await db
        .select({
          id: products.id,
          title: products.title,
          handle: products.handle,
          type: products.type,
          status: products.status,
          tags: products.tags,
          supplier_id: products.supplier_id,
          featured_media_id: products.featured_media_id,
          price_min: minPrice,
          price_max: priceOf('max'),
          variants_count: sql<number>`(select count(*)::int from product_variants v where v.product_id = ${products.id} and v.deleted_at is null)`,
          position: manual ? collectionProducts.position : sql<number | null>`null::int`,
        })
        .from(products)
        .leftJoin(
          collectionProducts,
          and(
            eq(collectionProducts.collection_id, collection.id),
            eq(collectionProducts.product_id, products.id),
          ),
        )
        .where(where)
        .orderBy(...order, asc(products.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        ...r,
        price_min: r.price_min === null ? null : Number(r.price_min),
        price_max: r.price_max === null ? null : Number(r.price_max),
        position: r.position === null ? null : Number(r.position),
      }));
    },
  );
}
