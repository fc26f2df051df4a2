import { randomUUID } from 'node:crypto';
import {
  can,
  checkDeclaredUpload,
  checkUploadedBytes,
  MEDIA_COLLECTIONS,
  type MediaCollection,
  type MediaFileUpdate,
  mediaStorageKey,
  type PresignPayload,
  SIGNATURE_BYTES,
  THUMBNAIL_WIDTHS,
  thumbnailStorageKey,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import type Sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { companies, type MediaThumbnail, mediaFiles } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { enqueueJob } from '../../jobs/job-runner.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findMedia, findMediaById, listMedia, type MediaRow } from './media.repo.ts';

const sharp = lazyRequire<typeof Sharp>('sharp');

export const PRESIGN_SECONDS = 15 * 60;
export const THUMBNAIL_JOB = 'media.thumbnails';

const mediaNotFound = () => new AppError('not_found', { resource: 'resource.media_file' });

export function listMediaFiles(ctx: AppContext, scope: Scope, query: ListQuery) {
  return listMedia(ctx.db, scope.companyId, query);
}

export async function getMediaFile(ctx: AppContext, scope: Scope, id: string): Promise<MediaRow> {
  const row = await findMedia(ctx.db, scope.companyId, id);
  if (!row) throw mediaNotFound();
  return row;
}

/** Models whose own create/update permission also lets a user attach files to them. */
const OWNER_MODELS = new Set([
  'products',
  'collections',
  'suppliers',
  'expenses',
  'company',
  'orders',
  'customers',
  // a courier's photo of the handover (deliveries.update)
  'deliveries',
]);

/** media_files.create, or create/update on the record the file is for (an employee adding product photos). */
export function mayUpload(role: string, model: string): boolean {
  if (can(role, 'media_files.create')) return true;
  return OWNER_MODELS.has(model) && (can(role, `${model}.create`) || can(role, `${model}.update`));
}

/** SPEC §7: a pending media_files row and the signed URL the browser PUTs its bytes to. */
export async function presignUpload(ctx: AppContext, scope: Scope, actorId: string, input: PresignPayload) {
  if (!mayUpload(scope.role, input.model)) throw forbidden('media_files.create');
  const ext = input.ext.toLowerCase().replace(/^\./, '');
  const contentType = input.content_type.toLowerCase().split(';')[0]!.trim();
  const problem = checkDeclaredUpload(input.collection, contentType, ext);
  if (problem === 'unknown_collection')
    throw new AppError('validation_failed', {}, { collection: ['media_unknown_collection'] });
  if (problem === 'type_not_allowed')
    throw new AppError('unsupported_media_type', {}, { content_type: ['media_type_not_allowed'] });
  if (problem === 'ext_mismatch')
    throw new AppError('validation_failed', {}, { ext: ['media_ext_mismatch'] });
  const collection = input.collection as MediaCollection;
  if (input.size_bytes !== undefined && input.size_bytes > MEDIA_COLLECTIONS[collection].max_bytes)
    throw new AppError('payload_too_large', {}, { size_bytes: ['media_too_large'] });
  const id = randomUUID();
  const key = mediaStorageKey(scope.companyId, collection, id, ext);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(mediaFiles).values({
      id,
      company_id: scope.companyId,
      model: input.model,
      model_id: input.model_id ?? null,
      collection,
      storage_key: key,
      original_name: input.original_name ?? null,
      content_type: contentType,
      ext,
      uploaded_by: actorId,
    });
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'media_file.created',
      subjectId: id,
      actorUserId: actorId,
      payload: { collection, content_type: contentType },
    });
  });
  const target = await ctx.storage.presignPut(key, contentType, PRESIGN_SECONDS);
  return {
    id,
    url: target.url,
    method: 'PUT' as const,
    headers: target.headers,
    key,
    expires_at: new Date(Date.now() + PRESIGN_SECONDS * 1000).toISOString(),
  };
}

/** Marks a file refused by its size or signature, and drops its bytes. */
export async function rejectUpload(ctx: AppContext, row: MediaRow): Promise<void> {
  await ctx.storage.remove(row.storage_key).catch(() => undefined);
  await ctx.db
    .update(mediaFiles)
    .set({ status: 'rejected', updated_at: sql`now()` })
    .where(eq(mediaFiles.id, row.id));
}

/** Checks size and signature of stored bytes, then queues the thumbnails (pending → uploaded). */
export async function acceptUpload(
  ctx: AppContext,
  row: MediaRow,
  size: number,
  firstBytes: Uint8Array,
): Promise<MediaRow> {
  const limit = MEDIA_COLLECTIONS[row.collection as MediaCollection]?.max_bytes ?? 0;
  if (size > limit) {
    await rejectUpload(ctx, row);
    throw new AppError('payload_too_large', {}, { file: ['media_too_large'] });
  }
  if (!checkUploadedBytes(row.content_type, firstBytes)) {
    await rejectUpload(ctx, row);
    throw new AppError('unsupported_media_type', {}, { file: ['media_signature_mismatch'] });
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [next] = await tx
      .update(mediaFiles)
      .set({ status: 'uploaded', size_bytes: size, updated_at: sql`now()` })
      .where(and(eq(mediaFiles.id, row.id), eq(mediaFiles.status, 'pending')))
      .returning();
    if (!next) return null;
    await enqueueJob(tx, { type: THUMBNAIL_JOB, companyId: row.company_id, payload: { media_id: row.id } });
    return next;
  });
  ctx.jobs.poke();
  return updated ?? row;
}

/** S3 uploads go straight to the bucket: the browser then asks us to check what arrived. */
export async function completeUpload(ctx: AppContext, scope: Scope, id: string): Promise<MediaRow> {
  const row = await getMediaFile(ctx, scope, id);
  if (row.status !== 'pending') return row;
  const head = await ctx.storage.head(row.storage_key, SIGNATURE_BYTES);
  if (!head) throw new AppError('validation_failed', {}, { file: ['media_not_uploaded'] });
  return acceptUpload(ctx, row, head.size, head.first);
}

export async function updateMediaFile(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: MediaFileUpdate,
): Promise<MediaRow> {
  await getMediaFile(ctx, scope, id);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaFiles)
      .set({ ...input, updated_at: sql`now()` })
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.company_id, scope.companyId)))
      .returning();
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'media_file.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: input,
    });
    return row!;
  });
}

/**
 * Soft delete: product images may still point at the row; the bytes stay until a cleanup. The
 * company's logo stops being it (documents already issued keep printing it from their own copy).
 */
export async function deleteMediaFile(ctx: AppContext, scope: Scope, actorId: string, id: string) {
  await getMediaFile(ctx, scope, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(mediaFiles)
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.company_id, scope.companyId)));
    await tx
      .update(companies)
      .set({ logo_media_id: null, logo_key: null, updated_at: sql`now()` })
      .where(and(eq(companies.id, scope.companyId), eq(companies.logo_media_id, id)));
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'media_file.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: {},
    });
  });
}

const RASTER = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** The media.thumbnails job: 200 px and 800 px WebP, width/height of the original, then ready. */
export async function makeThumbnails(ctx: AppContext, mediaId: string): Promise<void> {
  const row = await findMediaById(ctx.db, mediaId);
  if (row?.status !== 'uploaded') return;
  let width: number | null = null;
  let height: number | null = null;
  const thumbnails: MediaThumbnail[] = [];
  if (RASTER.has(row.content_type)) {
    const bytes = await ctx.storage.read(row.storage_key);
    if (!bytes) throw new Error(`media ${mediaId}: bytes missing`);
    const meta = await sharp()(bytes).metadata();
    width = meta.width ?? null;
    height = meta.height ?? null;
    for (const size of THUMBNAIL_WIDTHS) {
      const { data, info } = await sharp()(bytes)
        .rotate()
        .resize({ width: size, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const key = thumbnailStorageKey(row.storage_key, size);
      await ctx.storage.write(key, data, 'image/webp');
      thumbnails.push({ size: String(size), key, width: info.width, height: info.height });
    }
  }
  await ctx.db
    .update(mediaFiles)
    .set({ status: 'ready', width, height, thumbnails, updated_at: sql`now()` })
    .where(and(eq(mediaFiles.id, mediaId), eq(mediaFiles.status, 'uploaded')));
}
