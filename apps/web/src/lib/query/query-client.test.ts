import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, resourceOfPath, retryDelay, shouldRetry } from './query-client.ts';
import { keys } from './query-keys.ts';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

async function fetchFailing(client: QueryClient, error: Error) {
  const queryFn = vi.fn(async () => {
    throw error;
  });
  const settled = client.fetchQuery({ queryKey: ['failing'], queryFn }).catch((reason: unknown) => reason);
  await vi.runAllTimersAsync();
  return { queryFn, reason: await settled };
}

function seedCache(client: QueryClient) {
  client.setQueryData(keys('orders').list({ page: 1 }), { data: [] });
  client.setQueryData(keys('orders').detail(7), { data: { id: 7 } });
  client.setQueryData(keys('customers').list(), { data: [] });
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

afterEach(() => {
  vi.useRealTimers();
});

describe('data cache', () => {
  it('waits min(1000 * 2^attempt, 30000) ms between retries', () => {
    // Arrange
    const attempts = [0, 1, 2, 3, 4, 5, 10];
    // Act
    const delays = attempts.map(retryDelay);
    // Assert
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failing query 3 times', async () => {
    // Arrange
    vi.useFakeTimers();
    const client = createQueryClient();
    // Act
    const { queryFn, reason } = await fetchFailing(client, httpError(503));
    // Assert
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(reason).toMatchObject({ status: 503 });
  });

  it('does not retry a 4xx answer', async () => {
    // Arrange
    vi.useFakeTimers();
    const client = createQueryClient();
    // Act
    const { queryFn } = await fetchFailing(client, httpError(404));
    // Assert
    expect(queryFn).toHaveBeenCalledOnce();
    expect(shouldRetry(0, httpError(422))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('discards unused data after 5 minutes', () => {
    // Arrange
    vi.useFakeTimers();
    const client = createQueryClient();
    const key = keys('orders').list();
    client.setQueryData(key, { data: [] });
    // Act
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    const justBefore = client.getQueryData(key);
    vi.advanceTimersByTime(1);
    const after = client.getQueryData(key);
    // Assert
    expect(justBefore).toEqual({ data: [] });
    expect(after).toBeUndefined();
  });
});

describe('invalidation after a mutation', () => {
  it.each(['POST /admin/orders', 'PUT /admin/orders/7', 'PATCH /admin/orders/7', 'DELETE /admin/orders/7'])(
    'a successful %s invalidates every orders list and detail, and nothing else',
    async (call) => {
      // Arrange
      const client = createQueryClient();
      seedCache(client);
      const path = call.split(' ')[1];
      const mutation = new MutationObserver(client, {
        mutationFn: async () => ({ ok: true }),
        meta: { path },
      });
      // Act
      await mutation.mutate();
      // Assert
      expect(invalidated(client, keys('orders').list({ page: 1 }))).toBe(true);
      expect(invalidated(client, keys('orders').detail(7))).toBe(true);
      expect(invalidated(client, keys('customers').list())).toBe(false);
    },
  );

  it('the same path without /admin (non-admin users) invalidates the resource too', async () => {
    // Arrange
    const client = createQueryClient();
    seedCache(client);
    const mutation = new MutationObserver(client, {
      mutationFn: async () => null,
      meta: { path: '/api/v1/orders/7?anonymous=false' },
    });
    // Act
    await mutation.mutate();
    // Assert
    expect(invalidated(client, keys('orders').detail(7))).toBe(true);
  });

  it('a failed mutation invalidates nothing', async () => {
    // Arrange
    const client = createQueryClient();
    seedCache(client);
    const mutation = new MutationObserver(client, {
      mutationFn: async () => {
        throw httpError(409);
      },
      meta: { path: '/admin/orders/7' },
    });
    // Act
    await mutation.mutate().catch(() => undefined);
    // Assert
    expect(invalidated(client, keys('orders').detail(7))).toBe(false);
  });

  it('the resource of a path is the segment after /admin, or the first one', () => {
    // Arrange
    const paths = [
      '/admin/orders/7/lines',
      'admin/company/website',
      '/api/v1/admin/taxes?x=1',
      'user/set-pin',
      '/',
    ];
    // Act
    const resources = paths.map(resourceOfPath);
    // Assert
    expect(resources).toEqual(['orders', 'company', 'taxes', 'user', null]);
  });
});
