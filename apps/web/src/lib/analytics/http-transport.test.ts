import { describe, expect, it, vi } from 'vitest';
import { httpTransport } from './http-transport.ts';

const EVENT = {
  event: '$pageview',
  distinct_id: 'anon-1',
  properties: { $pathname: '/dashboard' },
  timestamp: '2026-11-22T10:00:00.000Z',
};

describe('httpTransport', () => {
  it("posts the event with the project key to the host's capture endpoint", () => {
    const fetch = vi.fn(async () => new Response(null));

    httpTransport({ key: 'phc_test', host: 'https://analytics.test/', fetch })(EVENT);

    expect(fetch).toHaveBeenCalledWith(
      'https://analytics.test/capture/',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init[1].body as string)).toEqual({ api_key: 'phc_test', ...EVENT });
  });

  it('a failed request does not reach the app', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    expect(() => httpTransport({ key: 'phc_test', fetch })(EVENT)).not.toThrow();
    await expect(fetch.mock.results[0]?.value).rejects.toThrow();
  });
});
