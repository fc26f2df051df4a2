import { type DetectedType, detectFileType } from './file-type.ts';

const MB = 1024 * 1024;

/** What each media collection accepts (SPEC §7): content types and the largest size in bytes. */
export const MEDIA_COLLECTIONS = {
  images: { types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'], max_bytes: 10 * MB },
  logo: { types: ['image/jpeg', 'image/png', 'image/webp'], max_bytes: 2 * MB },
  receipts: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
    max_bytes: 10 * MB,
  },
  fonts: { types: ['font/woff', 'font/woff2', 'font/ttf', 'font/otf'], max_bytes: 5 * MB },
  imports: { types: ['text/csv', 'text/plain'], max_bytes: 5 * MB },
  videos: { types: ['video/mp4'], max_bytes: 50 * MB },
} as const satisfies Record<string, { types: readonly string[]; max_bytes: number }>;

export type MediaCollection = keyof typeof MEDIA_COLLECTIONS;
export const MEDIA_COLLECTION_NAMES = Object.keys(MEDIA_COLLECTIONS) as MediaCollection[];

/** Extensions accepted for each content type (the declared name must agree with the declared type). */
export const EXTENSIONS_BY_TYPE: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/heic': ['heic', 'heif'],
  'application/pdf': ['pdf'],
  'font/woff': ['woff'],
  'font/woff2': ['woff2'],
  'font/ttf': ['ttf'],
  'font/otf': ['otf'],
  'text/csv': ['csv'],
  'text/plain': ['txt', 'csv'],
  'video/mp4': ['mp4', 'm4v'],
};

export function isMediaCollection(name: string): name is MediaCollection {
  return Object.hasOwn(MEDIA_COLLECTIONS, name);
}

export type DeclarationProblem = 'unknown_collection' | 'type_not_allowed' | 'ext_mismatch';

/** Checks a presign request: the collection exists, accepts the type, and the extension fits the type. */
export function checkDeclaredUpload(
  collection: string,
  contentType: string,
  ext: string,
): DeclarationProblem | null {
  if (!isMediaCollection(collection)) return 'unknown_collection';
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (!(MEDIA_COLLECTIONS[collection].types as readonly string[]).includes(type)) return 'type_not_allowed';
  if (!(EXTENSIONS_BY_TYPE[type] ?? []).includes(ext.toLowerCase().replace(/^\./, ''))) return 'ext_mismatch';
  return null;
}

/** Whether the detected type agrees with the declared one (CSV has no signature: it is text). */
export function signatureMatches(declaredType: string, detected: DetectedType | null): boolean {
  if (detected === null) return false;
  const type = declaredType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'text/csv') return detected.content_type === 'text/plain';
  return detected.content_type === type;
}

/** Detects the type of the first bytes and compares it with the declared type. */
export function checkUploadedBytes(declaredType: string, firstBytes: Uint8Array): boolean {
  return signatureMatches(declaredType, detectFileType(firstBytes));
}

/**
 * Storage key of a file: company first (so a prefix lists and deletes a tenant), then the
 * collection, then the media id; the user's file name never appears (no path tricks, no PII).
 */
export function mediaStorageKey(companyId: string, collection: string, mediaId: string, ext: string): string {
  const safeExt =
    ext
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8) || 'bin';
  return `companies/${companyId}/${collection}/${mediaId}.${safeExt}`;
}

/** Key of a thumbnail variant next to its original. */
export function thumbnailStorageKey(originalKey: string, size: number): string {
  return `${originalKey.replace(/\.[a-z0-9]+$/, '')}.w${size}.webp`;
}

/** Thumbnail widths made for images (SPEC §7). */
export const THUMBNAIL_WIDTHS = [200, 800] as const;
