import { MutationCache, QueryClient } from '@tanstack/react-query';
import { keys } from './query-keys.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** The API path a mutation called, so its success can invalidate that resource's cache. */
    mutationMeta: { path?: string } & Record<string, unknown>;
  }
}

/** SPEC §9: wait 1 s, 2 s, 4 s… between retries, never more than 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

const MAX_RETRIES = 3;

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;

/** A 4xx will answer the same again (bad input, no permission, not found): only retry the rest. */
export function shouldRetry(failureCount: number, error: unknown) {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The resource a mutation touched: `/admin/orders/7/lines` → `orders`. The same handlers answer
 * without `/admin` for non-admin users (CONTRACT §2), so that form counts too.
 */
export function resourceOfPath(path: string): string | null {
  const segments = path
    .split('?')[0]!
    .replace(/^(https?:\/\/[^/]+)?\/?(api\/v1\/)?/, '')
    .split('/')
    .filter(Boolean);
  const resource = segments[0] === 'admin' ? segments[1] : segments[0];
  return resource ?? null;
}

const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, retryDelay, gcTime: FIVE_MINUTES } },
    mutationCache: new MutationCache({
      // A successful POST/PUT/PATCH/DELETE under /admin/{resource} makes that resource's cache stale (SPEC §7).
      onSuccess: (_data, _variables, _context, mutation) => {
        const resource = mutation.meta?.path ? resourceOfPath(mutation.meta.path) : null;
        if (resource) return client.invalidateQueries({ queryKey: keys(resource).all });
      },
    }),
  });
  return client;
}
