import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../stores/storage-keys.ts';
import { rawRequest } from './raw-request.ts';

afterEach(() => localStorage.clear());

describe('rawRequest', () => {
  it('sends a file body with its own content type and the auth headers, and keeps the answer as a file', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response('\uFEFFName\r\nAwa\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="users-2026-11-22.csv"',
          },
        }),
    );
    const file = new Blob(['Title,Price\nA,1\n']);
    const result = await rawRequest(
      'GET',
      'admin/users/export',
      { query: { filter: { role: 'employee' } }, body: file, contentType: 'text/csv' },
      fetchImpl,
    );
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/admin/users/export?filter%5Brole%5D=employee');
    const headers = new Headers(init!.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('text/csv');
    expect(init!.body).toBe(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.filename).toBe('users-2026-11-22.csv');
    expect(await result.data.blob.text()).toContain('Awa');
  });

  it('answers a refusal as an error value with the server message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ message: 'You may not do this.' }), { status: 403 }),
    );
    const result = await rawRequest('GET', 'admin/users/export', {}, fetchImpl);
    expect(result.ok).toBe(false);
    expect(result.error?.message).toBe('You may not do this.');
  });
});
