import { type ApiResult, unwrap } from '../http/api-client.ts';

/**
 * A query's answer that outlives the connection: each answer is kept in local storage under `key`, and when the
 * server cannot be reached (no answer at all, status 0) the kept one is answered instead. For the few answers the
 * app needs to open offline (the profile, the counter's setup); every other failure is the caller's as before.
 */
export async function withOfflineCopy<T>(
  key: string,
  result: ApiResult<T>,
  unwrapResult: (result: ApiResult<T>) => T = unwrap,
): Promise<T> {
  if (result.status === 0) {
    const kept = readCopy<T>(key);
    if (kept !== null) return kept;
  }
  const data = unwrapResult(result);
  try {
    localStorage.setItem(key, JSON.stringify(data));
  } catch {
    // a full storage keeps the previous copy: the app still opens offline, with older settings
  }
  return data;
}

function readCopy<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}
