import type { Collection } from '@comptoir/core';
import type { CollectionWithCount } from './collections.repo.ts';

/** The API shape of a collection, with its live products count. */
export function toCollectionDto(row: CollectionWithCount): Collection {
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    description: row.description,
    kind: row.kind,
    rules: row.rules.map((r) => ({ field: r.field, operator: r.operator, value: r.value })),
    rules_match: row.rules_match,
    sort_order: row.sort_order,
    position: row.position,
    published: row.published,
    media_id: row.media_id,
    products_count: row.products_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
