import type { MediaFile } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { MediaRow } from './media.repo.ts';
import { mediaUrl } from './media-urls.ts';

/** Row → API object with signed URLs (the original only once its bytes are in). */
export async function toMediaDto(ctx: AppContext, row: MediaRow): Promise<MediaFile> {
  const hasBytes = row.status === 'uploaded' || row.status === 'ready';
  return {
    id: row.id,
    model: row.model,
    model_id: row.model_id,
    collection: row.collection,
    original_name: row.original_name,
    content_type: row.content_type,
    ext: row.ext,
    size_bytes: row.size_bytes,
    width: row.width,
    height: row.height,
    status: row.status,
    url: hasBytes ? await mediaUrl(ctx, row) : null,
    thumbnails: await Promise.all(
      row.thumbnails.map(async (t) => ({
        size: t.size,
        width: t.width,
        height: t.height,
        url: await mediaUrl(ctx, row, t.size),
      })),
    ),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
