import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC of a local storage URL: method, key and expiry, keyed with APP_KEY (never reusable for another file). */
export function signStorageUrl(appKey: string, method: 'PUT' | 'GET', key: string, expires: number): string {
  return createHmac('sha256', `storage:${appKey}`)
    .update(`${method}\n${key}\n${expires}`)
    .digest('base64url');
}

/** True when the signature is ours for this method, key and expiry, and the expiry has not passed. */
export function verifyStorageUrl(
  appKey: string,
  method: 'PUT' | 'GET',
  key: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signStorageUrl(appKey, method, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
