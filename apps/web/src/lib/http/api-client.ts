import { removeStoredUser } from '../../stores/session.ts';
import { STORAGE_KEYS } from '../../stores/storage-keys.ts';
import { encodeQuery, type Query } from './query-string.ts';
import { presignAndUpload, type UploadRequest, type UploadTarget } from './upload.ts';

export interface ApiError {
  status: number;
  /** The server's `message` (in the request's language), else a translated generic message. */
  message: string;
  /** Per-field messages of a 422. */
  errors: Record<string, string[]>;
  /** Seconds to wait, from `Retry-After` (429). */
  retryAfter: number | null;
}

/** HTTP failures are values, never exceptions. `error` is null only for a cancelled request (499). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; error: null }
  | { ok: false; status: number; data: null; error: ApiError | null };

/** Status of a request cancelled through its AbortSignal: resolved silently, with no data (SPEC §7). */
export const ABORTED_STATUS = 499;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers for this call, e.g. an Idempotency-Key; they never replace the session's. */
  headers?: Record<string, string>;
}

type StoredValues = Pick<Storage, 'getItem' | 'removeItem'>;

export interface ApiClientOptions {
  baseUrl?: string;
  storage?: StoredValues;
  fetch?: typeof globalThis.fetch;
  /** Called after a 401 removed the stored user; the app navigates to /login. */
  onUnauthorized?: () => void;
  clientVersion: string;
  getLocale?: () => string;
  /** Turns the fallback keys `errors.generic` and `errors.network` into text. */
  translate?: (key: string) => string;
  createUploadRequest?: () => UploadRequest;
}

const SUPPORTED_LOCALES = ['en', 'fr', 'es'];

/** The stored `locale`, else the browser's first supported language, else English. */
export function storedOrBrowserLocale(
  storage: Pick<Storage, 'getItem'>,
  languages: readonly string[],
): string {
  const stored = storage.getItem(STORAGE_KEYS.locale);
  if (stored !== null && SUPPORTED_LOCALES.includes(stored)) return stored;
  const browser = languages.map((tag) => tag.slice(0, 2).toLowerCase());
  return browser.find((language) => SUPPORTED_LOCALES.includes(language)) ?? 'en';
}

/** Non-admin users call the same handlers without `/admin` (CONTRACT §2). */
export const resourcePath = (resource: string, { admin }: { admin: boolean }) =>
  admin ? `admin/${resource}` : resource;

function timezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** `Retry-After` is either a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = (options.baseUrl ?? '/api/v1').replace(/\/+$/, '');
  const storage = options.storage ?? localStorage;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const translate = options.translate ?? ((key: string) => key);
  const getLocale = options.getLocale ?? (() => storedOrBrowserLocale(storage, navigator.languages ?? []));

  function failure(status: number, message: string, extra: Partial<ApiError> = {}): ApiResult<never> {
    return {
      ok: false,
      status,
      data: null,
      error: { status, message, errors: {}, retryAfter: null, ...extra },
    };
  }

  function headersFor(body: unknown, locale: string): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': locale,
      'X-Client-Version': options.clientVersion,
    };
    const zone = timezone();
    if (zone) headers['X-Timezone'] = zone;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = storage.getItem(STORAGE_KEYS.token);
    if (token) headers.Authorization = `Bearer ${token}`;
    const companyId = storage.getItem(STORAGE_KEYS.companyId);
    if (companyId) headers['X-Company-Id'] = companyId;
    const shopId = storage.getItem(STORAGE_KEYS.shopId);
    if (shopId) headers['X-Shop-Id'] = shopId;
    return headers;
  }

  function urlFor(path: string, query: Query | undefined, locale: string): string {
    const params = encodeQuery(query);
    params.set('anonymous', 'false');
    if (storage.getItem(STORAGE_KEYS.shopId)) params.set('locale', locale);
    const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
    return `${url}${url.includes('?') ? '&' : '?'}${params}`;
  }

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<ApiResult<T>> {
    const { query, body, signal, headers: extra } = init;
    const locale = getLocale();
    let response: Response;
    let data: unknown;
    try {
      response = await fetchFn(urlFor(path, query, locale), {
        method,
        headers: { ...extra, ...headersFor(body, locale) },
        credentials: 'include',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
      data = await readBody(response);
    } catch (error) {
      if (isAbort(error, signal)) return { ok: false, status: ABORTED_STATUS, data: null, error: null };
      return failure(0, translate('errors.network'));
    }

    if (response.ok) return { ok: true, status: response.status, data: data as T, error: null };
    if (response.status === 401) {
      removeStoredUser(storage);
      options.onUnauthorized?.();
    }
    const serverMessage = isRecord(data) && typeof data.message === 'string' ? data.message : '';
    return failure(response.status, serverMessage || translate('errors.generic'), {
      errors: isRecord(data) && isRecord(data.errors) ? (data.errors as Record<string, string[]>) : {},
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After')),
    });
  }

  const withBody =
    (method: string) =>
    <T>(path: string, body?: unknown, init: Omit<RequestOptions, 'body'> = {}) =>
      request<T>(method, path, { ...init, body });

  const post = withBody('POST');
  return {
    request,
    get: <T>(path: string, init: Omit<RequestOptions, 'body'> = {}) => request<T>('GET', path, init),
    post,
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: <T = null>(path: string, init: RequestOptions = {}) => request<T>('DELETE', path, init),
    /** Asks the API for an upload URL, then sends the file straight to storage (SPEC §7). */
    presignAndUpload: (file: File, target: UploadTarget, onProgress?: (percent: number) => void) =>
      presignAndUpload({ post, createUploadRequest: options.createUploadRequest }, file, target, onProgress),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** For callers that want an exception (TanStack Query's queryFn): the failure, as an Error. */
export class ApiRequestError extends Error {
  constructor(readonly result: { status: number; error: ApiError | null }) {
    super(result.error?.message ?? 'Request cancelled');
    this.name = 'ApiRequestError';
  }

  get status() {
    return this.result.status;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}
