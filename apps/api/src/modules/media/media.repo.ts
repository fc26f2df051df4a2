import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;

export const mediaListSpec: ListSpec = {
  filters: {
    model: { column: mediaFiles.model, type: 'text' },
    model_id: { column: mediaFiles.model_id, type: 'uuid' },
    collection: { column: mediaFiles.collection, type: 'text' },
    content_type: { column: mediaFiles.content_type, type: 'text' },
    status: { column: mediaFiles.status, type: 'enum', values: ['pending', 'uploaded', 'ready', 'rejected'] },
    created_from: { column: mediaFiles.created_at, type: 'date_from' },
    created_to: { column: mediaFiles.created_at, type: 'date_to' },
  },
  sorts: {
    created_at: mediaFiles.created_at,
    original_name: mediaFiles.original_name,
    size_bytes: mediaFiles.size_bytes,
  },
  tieBreaker: mediaFiles.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [folded(mediaFiles.original_name)],
};

const live = (companyId: string) =>
  and(eq(mediaFiles.company_id, companyId), isNull(mediaFiles.deleted_at)) as SQL;

export function listMedia(db: Executor, companyId: string, query: ListQuery): Promise<Page<MediaRow>> {
  return paginate(
    db,
    { table: mediaFiles, scope: live(companyId), query, counted: { companyId, tableName: 'media_files' } },
    (where, limit, offset) =>
      db
        .select()
        .from(mediaFiles)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findMedia(db: Executor, companyId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(live(companyId), eq(mediaFiles.id, id)))
    .limit(1);
  return row ?? null;
}

/** The row a signed storage key belongs to (the signature already bound the key). */
export async function findMediaByKey(db: Executor, key: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.storage_key, key), isNull(mediaFiles.deleted_at)))
    .limit(1);
  return row ?? null;
}

export async function findMediaById(db: Executor, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row ?? null;
}
