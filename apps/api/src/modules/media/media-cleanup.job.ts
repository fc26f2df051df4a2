import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { isTick, queueTick } from '../../jobs/periodic-tick.ts';
import { PRESIGN_SECONDS } from './media.service.ts';

// Uploads that never finish (the phone lost its connection, the tab closed) leave a pending row and,
// on S3, possibly bytes nobody checked; refused uploads leave a rejected row. Neither can become a
// file anymore once its signed URL has expired, so an hourly round retires them: the bytes go, and
// the row is soft-deleted so the media library stops listing it (documents never point at such rows).

export const MEDIA_CLEANUP_JOB = 'media.cleanup';
const TICK_SECONDS = 60 * 60;
/** Well past the PUT URL's life (PRESIGN_SECONDS), so a slow upload still in flight is never touched. */
export const ABANDONED_AFTER_SECONDS = Math.max(24 * 60 * 60, PRESIGN_SECONDS * 4);
const BATCH = 200;

/** Retires pending uploads and refused files older than `olderThanSeconds`; returns how many of each. */
export async function retireStaleUploads(
  ctx: AppContext,
  olderThanSeconds = ABANDONED_AFTER_SECONDS,
): Promise<{ abandoned: number; rejected: number }> {
  const cutoff = sql`now() - make_interval(secs => ${olderThanSeconds})`;
  let abandoned = 0;
  for (;;) {
    // Claim first (pending → rejected), then drop the bytes: an upload that completes meanwhile is no
    // longer pending, so it is never claimed and its bytes stay.
    const batch = await ctx.db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.status, 'pending'),
          isNull(mediaFiles.deleted_at),
          lt(mediaFiles.created_at, cutoff),
        ),
      )
      .limit(BATCH);
    if (batch.length === 0) break;
    const claimed = await ctx.db
      .update(mediaFiles)
      .set({ status: 'rejected', deleted_at: sql`now()`, updated_at: sql`now()` })
      .where(
        and(
          inArray(
            mediaFiles.id,
            batch.map((row) => row.id),
          ),
          eq(mediaFiles.status, 'pending'),
        ),
      )
      .returning({ key: mediaFiles.storage_key });
    for (const { key } of claimed) await ctx.storage.remove(key).catch(() => undefined);
    abandoned += claimed.length;
    if (batch.length < BATCH) break;
  }
  const rejected = await ctx.db
    .update(mediaFiles)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(mediaFiles.status, 'rejected'),
        isNull(mediaFiles.deleted_at),
        lt(mediaFiles.updated_at, cutoff),
      ),
    )
    .returning({ id: mediaFiles.id });
  return { abandoned, rejected: rejected.length };
}

export function registerMediaCleanupJob(ctx: AppContext): void {
  ctx.jobs.register(MEDIA_CLEANUP_JOB, async (payload) => {
    await retireStaleUploads(ctx);
    if (isTick(payload)) await queueTick(ctx.db, MEDIA_CLEANUP_JOB, TICK_SECONDS, false);
  });
}

/** At start-up (main.ts): make sure the hourly round exists, once across processes. */
export async function ensureMediaCleanupTick(ctx: AppContext): Promise<void> {
  await queueTick(ctx.db, MEDIA_CLEANUP_JOB, 0, true);
  ctx.jobs.poke();
}
