import { currentLocale } from '../i18n/index.tsx';
import { navigate } from './router.ts';
import { clearSession, getToken } from './session.ts';

/** A failed call: the server's `message` (in the request's language) and per-field `errors`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

function timezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Calls `/api/v1{path}` with the headers of CONTRACT §2. A 401 on a signed-in call ends the session. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'X-Client-Version': __APP_VERSION__,
  };
  const tz = timezone();
  if (tz) headers['X-Timezone'] = tz;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = localStorage.getItem('companyId');
  if (token && companyId) headers['X-Company-Id'] = companyId;
  const shopId = localStorage.getItem('shopId');
  if (token && shopId) headers['X-Shop-Id'] = shopId;

  const separator = path.includes('?') ? '&' : '?';
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}${separator}anonymous=false`, {
      method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, '');
  }
  const data = (await response.json().catch(() => null)) as
    | (T & { message?: unknown; errors?: Record<string, string[]> })
    | null;
  if (response.ok) return data as T;
  if (response.status === 401 && token) {
    clearSession();
    navigate('/login', { replace: true });
  }
  const message = typeof data?.message === 'string' ? data.message : '';
  throw new ApiError(response.status, message, data?.errors ?? {});
}
