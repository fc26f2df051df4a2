import type { Query } from '../http/query-string.ts';

/**
 * Query keys of one resource, nested so that invalidating `all` reaches every list and detail,
 * `lists()` every page and filter, `details()` every record (the Medusa admin's factory).
 */
export function keys<Resource extends string>(resource: Resource) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query = {}) => [...all, 'list', { query }] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number, query: Query = {}) => [...all, 'detail', String(id), { query }] as const,
  };
}
