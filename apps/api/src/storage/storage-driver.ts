/** Where media bytes live (CONTRACT §1 STORAGE_DRIVER): local disk or an S3-compatible bucket. */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** A short-lived URL the browser PUTs the file to, and the headers it must send. */
  presignPut(
    key: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /** A short-lived URL the browser GETs the file from. */
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
  /** Size and first bytes of a stored object, or null when it does not exist. */
  head(key: string, firstBytes: number): Promise<{ size: number; first: Uint8Array } | null>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * GET URLs are signed for a window, not for the second they are asked: every list of the same 15 minutes gives the
 * same URL for a file, so the browser's cache serves a thumbnail already loaded (a new URL per request meant a new
 * download per page view, on a phone's data plan). Signed at the window's start, valid `expiresIn` past its end.
 */
export const GET_URL_WINDOW_SECONDS = 15 * 60;

/** The start of the signing window holding `nowSeconds` (seconds since the epoch). */
export const signingWindowStart = (nowSeconds: number) =>
  Math.floor(nowSeconds / GET_URL_WINDOW_SECONDS) * GET_URL_WINDOW_SECONDS;
