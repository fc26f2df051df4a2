import type { CompanyLogo } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findMedia, type MediaRow } from '../media/media.repo.ts';
import { completeUpload } from '../media/media.service.ts';
import { mediaUrl } from '../media/media-urls.ts';
import type { CompanyRow } from './company.repo.ts';

const logoError = (key: string) => new AppError('validation_failed', {}, { media_id: [key] });
const stored = (media: MediaRow) => media.status === 'uploaded' || media.status === 'ready';

/** The logo with signed URLs (the file, and its 200 px thumbnail once made), or null. */
export async function logoOf(ctx: AppContext, row: CompanyRow): Promise<CompanyLogo | null> {
  if (!row.logo_media_id) return null;
  const media = await findMedia(ctx.db, row.id, row.logo_media_id);
  if (!media || !stored(media)) return null;
  return {
    media_id: media.id,
    url: await mediaUrl(ctx, media),
    thumbnail_url: await mediaUrl(ctx, media, '200'),
  };
}

/**
 * A file the company may print as its logo: its own, of the `logo` collection (PNG, JPEG or WebP,
 * at most 2 MB, checked on upload), with its bytes stored. A file put straight into an S3 bucket is
 * still pending here: its bytes are checked now, as the media library's "complete" would.
 */
export async function uploadedLogo(ctx: AppContext, scope: Scope, mediaId: string): Promise<MediaRow> {
  const media = await findMedia(ctx.db, scope.companyId, mediaId);
  if (!media) throw logoError('company.logo_unknown');
  if (media.collection !== 'logo' || !media.content_type.startsWith('image/'))
    throw logoError('company.logo_not_logo');
  if (media.status === 'pending') {
    const checked = await completeUpload(ctx, scope, media.id).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (checked && stored(checked)) return checked;
  }
  if (!stored(media)) throw logoError('company.logo_not_uploaded');
  return media;
}
