import type { AppContext } from '../../context.ts';

export interface MediaRef {
  id: string;
  storage_key: string;
  content_type: string;
  thumbnails?: { size: string; key: string }[] | null;
}

/** Signed GET URLs live this long; lists are refetched well within it. */
export const MEDIA_URL_SECONDS = 60 * 60;

/**
 * A URL the browser can load the file (or one of its thumbnails, '200' or '800') from: a
 * short-lived signed URL from the storage driver. Falls back to the original when the thumbnail
 * does not exist yet.
 */
export async function mediaUrl(ctx: AppContext, media: MediaRef, thumbnail?: string): Promise<string> {
  const variant = thumbnail ? media.thumbnails?.find((t) => t.size === thumbnail) : undefined;
  return ctx.storage.presignGet(variant?.key ?? media.storage_key, MEDIA_URL_SECONDS);
}
