import { currentLocale, i18n } from '../../i18n/i18n.ts';
import { type ApiResult, createApiClient } from '../../lib/http/api-client.ts';
import type { Query } from '../../lib/http/query-string.ts';

export interface RawRequestOptions {
  query?: Query;
  /** sent as is (a CSV file) instead of JSON */
  body?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RawResponse<T> {
  /** the JSON answer, or null for a file */
  data: T | null;
  blob: Blob;
  /** from Content-Disposition */
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}

/**
 * A request through the app's API client (auth, company, shop and language headers; errors as
 * values) whose body may be a file and whose answer may be a file: the client speaks JSON only, so
 * its fetch is wrapped to swap the body in and keep the answer's bytes.
 */
export async function rawRequest<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  options: RawRequestOptions = {},
  fetchImpl: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ApiResult<RawResponse<T>>> {
  let kept: { blob: Blob; disposition: string | null } | null = null;
  const client = createApiClient({
    clientVersion: __APP_VERSION__,
    getLocale: currentLocale,
    translate: (key) => i18n.t(key, { ns: 'common' }),
    onUnauthorized: () => window.location.assign('/login'),
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (options.contentType) headers.set('Content-Type', options.contentType);
      for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
      const response = await fetchImpl(input, {
        ...init,
        headers,
        ...(options.body !== undefined ? { body: options.body } : {}),
      });
      if (!response.ok) return response;
      const blob = await response.blob();
      kept = { blob, disposition: response.headers.get('Content-Disposition') };
      return new Response(blob, { status: response.status, headers: response.headers });
    },
  });
  const result = await client.request<T>(method, path, {
    ...(options.query ? { query: options.query } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    // A placeholder the wrapped fetch replaces: it makes the client send a body at all.
    ...(options.body !== undefined ? { body: '' } : {}),
  });
  if (!result.ok) return result;
  const { blob, disposition } = kept ?? { blob: new Blob([]), disposition: null };
  return {
    ok: true,
    status: result.status,
    error: null,
    data: { data: result.data, blob, filename: filenameOf(disposition) },
  };
}
