import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../stores/memory-storage.ts';
import {
  ApiRequestError,
  createApiClient,
  resourcePath,
  storedOrBrowserLocale,
  unwrap,
} from './api-client.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const signedIn = () =>
  memoryStorage({
    token: 't0k',
    companyId: 'c1',
    shopId: 's1',
    role: 'manager',
    allCompany: 'true',
    company_code: 'ACME',
    locale: 'fr',
  });

function setup({ storage = memoryStorage(), response = () => json(200, { data: [] }) } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    storage,
    fetch,
    onUnauthorized,
    clientVersion: '1.2.3',
    translate: (key) => `t(${key})`,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return {
      url: new URL(String(url), 'http://app.test'),
      init: init ?? {},
      headers: new Headers(init?.headers),
    };
  };
  return { client, fetch, onUnauthorized, storage, sent };
}

describe('request headers', () => {
  it('carry the bearer token, company id and shop id when they are stored', async () => {
    // Arrange
    const { client, sent } = setup({ storage: signedIn() });
    // Act
    await client.get('admin/orders');
    // Assert
    const { headers } = sent();
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('X-Company-Id')).toBe('c1');
    expect(headers.get('X-Shop-Id')).toBe('s1');
  });

  it('carry no token, company or shop header when nothing is stored', async () => {
    // Arrange
    const { client, sent } = setup();
    // Act
    await client.post('auth/login', { email: 'a@b.c', password: 'x' });
    // Assert
    const { headers } = sent();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Company-Id')).toBe(false);
    expect(headers.has('X-Shop-Id')).toBe(false);
  });

  it('carry the language, the IANA time zone and the client version', async () => {
    // Arrange
    const { client, sent } = setup({ storage: signedIn() });
    // Act
    await client.get('user');
    // Assert
    const { headers } = sent();
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('X-Client-Version')).toBe('1.2.3');
  });

  it('send a JSON body and the credentials', async () => {
    // Arrange
    const { client, sent } = setup();
    // Act
    await client.put('admin/taxes/3', { label: 'VAT' });
    // Assert
    const { init, headers } = sent();
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"label":"VAT"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('include');
  });
});

describe('extra headers', () => {
  it("add a call's own headers (an Idempotency-Key) without replacing the session's", async () => {
    // Arrange
    const { client, sent } = setup({ storage: signedIn() });
    // Act
    await client.post(
      'admin/orders',
      { lines: [] },
      { headers: { 'Idempotency-Key': 'k1', Authorization: 'forged' } },
    );
    // Assert
    const { headers } = sent();
    expect(headers.get('Idempotency-Key')).toBe('k1');
    expect(headers.get('Authorization')).toBe('Bearer t0k');
  });
});

describe('language', () => {
  it('is the stored locale when there is one', () => {
    // Arrange
    const storage = memoryStorage({ locale: 'es' });
    // Act
    const locale = storedOrBrowserLocale(storage, ['fr-FR']);
    // Assert
    expect(locale).toBe('es');
  });

  it("is the browser's first supported language otherwise, else English", () => {
    // Arrange
    const storage = memoryStorage();
    // Act
    const browser = storedOrBrowserLocale(storage, ['de-DE', 'fr-CA']);
    const fallback = storedOrBrowserLocale(storage, ['de-DE']);
    // Assert
    expect(browser).toBe('fr');
    expect(fallback).toBe('en');
  });
});

describe('query parameters', () => {
  it('every request carries anonymous=false under /api/v1', async () => {
    // Arrange
    const { client, sent } = setup();
    // Act
    await client.get('/plans');
    // Assert
    const { url } = sent();
    expect(url.pathname).toBe('/api/v1/plans');
    expect(url.searchParams.get('anonymous')).toBe('false');
  });

  it('a locale parameter is added when a shop is stored, and only then', async () => {
    // Arrange
    const withShop = setup({ storage: signedIn() });
    const withoutShop = setup({ storage: memoryStorage({ token: 't0k', locale: 'fr' }) });
    // Act
    await withShop.client.get('admin/orders');
    await withoutShop.client.get('admin/orders');
    // Assert
    expect(withShop.sent().url.searchParams.get('locale')).toBe('fr');
    expect(withoutShop.sent().url.searchParams.has('locale')).toBe(false);
  });

  it('a list query sends page, per_page, filter[field], comma-joined sort and include, and extra params', async () => {
    // Arrange
    const { client, sent } = setup();
    // Act
    await client.get('admin/orders', {
      query: {
        page: 2,
        per_page: 25,
        filter: { status: 'paid', shop_id: ['s1', 's2'], empty: undefined },
        sort: ['-created_at', 'name'],
        include: ['customer', 'lines'],
        search: 'dupont',
        with_totals: true,
      },
    });
    // Assert
    const params = sent().url.searchParams;
    expect(params.get('page')).toBe('2');
    expect(params.get('per_page')).toBe('25');
    expect(params.get('filter[status]')).toBe('paid');
    expect(params.get('filter[shop_id]')).toBe('s1,s2');
    expect(params.has('filter[empty]')).toBe(false);
    expect(params.get('sort')).toBe('-created_at,name');
    expect(params.get('include')).toBe('customer,lines');
    expect(params.get('search')).toBe('dupont');
    expect(params.get('with_totals')).toBe('true');
  });

  it('non-admin users call the path without /admin', () => {
    // Arrange
    const resource = 'orders';
    // Act
    const admin = resourcePath(resource, { admin: true });
    const staff = resourcePath(resource, { admin: false });
    // Assert
    expect(admin).toBe('admin/orders');
    expect(staff).toBe('orders');
  });
});

describe('results', () => {
  it('a 2xx answer resolves with its data', async () => {
    // Arrange
    const { client } = setup({ response: () => json(201, { data: { id: 7 } }) });
    // Act
    const result = await client.post('admin/taxes', { label: 'VAT' });
    // Assert
    expect(result).toEqual({ ok: true, status: 201, data: { data: { id: 7 } }, error: null });
  });

  it('a 204 answer resolves with no data', async () => {
    // Arrange
    const { client } = setup({ response: () => new Response(null, { status: 204 }) });
    // Act
    const result = await client.delete('admin/taxes/7');
    // Assert
    expect(result).toEqual({ ok: true, status: 204, data: null, error: null });
  });

  it('a 401 removes the stored user and calls onUnauthorized', async () => {
    // Arrange
    const { client, storage, onUnauthorized } = setup({
      storage: signedIn(),
      response: () => json(401, { message: 'Unauthenticated.' }),
    });
    // Act
    const result = await client.get('user');
    // Assert
    for (const key of ['token', 'companyId', 'shopId', 'role', 'allCompany', 'company_code']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem('locale')).toBe('fr');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe('Unauthenticated.');
  });

  it("an error answer carries the server's message, its field errors and Retry-After", async () => {
    // Arrange
    const { client, onUnauthorized } = setup({
      response: () =>
        json(
          422,
          { message: 'The PIN is invalid.', errors: { pin: ['Too obvious.'] } },
          { 'Retry-After': '30' },
        ),
    });
    // Act
    const result = await client.post('user/set-pin', { pin: '1234', pin_confirmation: '1234' });
    // Assert
    expect(result).toEqual({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'The PIN is invalid.',
        errors: { pin: ['Too obvious.'] },
        retryAfter: 30,
      },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an error answer without a message falls back to the translated errors.generic', async () => {
    // Arrange
    const { client } = setup({ response: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    // Act
    const result = await client.get('admin/orders');
    // Assert
    expect(result.error).toEqual({ status: 502, message: 't(errors.generic)', errors: {}, retryAfter: null });
  });

  it('Retry-After given as an HTTP date becomes seconds from now', async () => {
    // Arrange
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const { client } = setup({
      response: () => json(429, { message: 'Too many attempts.' }, { 'Retry-After': inAMinute }),
    });
    // Act
    const result = await client.post('auth/login-with-pin', { company_code: 'ACME', pin: '0001' });
    // Assert
    expect(result.error?.retryAfter).toBeGreaterThanOrEqual(58);
    expect(result.error?.retryAfter).toBeLessThanOrEqual(60);
  });

  it('a cancelled request resolves silently with status 499 and no data', async () => {
    // Arrange
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ storage: memoryStorage(), fetch, onUnauthorized, clientVersion: '1' });
    const controller = new AbortController();
    // Act
    const pending = client.get('admin/orders', { signal: controller.signal });
    controller.abort();
    const result = await pending;
    // Assert
    expect(result).toEqual({ ok: false, status: 499, data: null, error: null });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a network failure resolves with status 0 and the translated errors.network message', async () => {
    // Arrange
    const { client } = setup({
      response: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    // Act
    const result = await client.get('admin/orders');
    // Assert
    expect(result).toEqual({
      ok: false,
      status: 0,
      data: null,
      error: { status: 0, message: 't(errors.network)', errors: {}, retryAfter: null },
    });
  });

  it('unwrap returns the data of a success and throws the failure as an ApiRequestError', async () => {
    // Arrange
    const ok = setup({ response: () => json(200, { data: { id: 1 } }) });
    const notFound = setup({ response: () => json(404, { message: 'Not found.' }) });
    // Act
    const data = unwrap(await ok.client.get('admin/orders/1'));
    const failure = await notFound.client.get('admin/orders/2');
    // Assert
    expect(data).toEqual({ data: { id: 1 } });
    expect(() => unwrap(failure)).toThrow(ApiRequestError);
    expect(() => unwrap(failure)).toThrow('Not found.');
  });
});
