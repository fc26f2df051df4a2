import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

/**
 * A trigram index on comptoir_fold(column) (migration 0067): accent- and case-insensitive search compares
 * that expression (lib/text-search.ts), so `comptoir_fold(col) like '%…%'` is served by the index.
 */
export const foldedTrigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`comptoir_fold(${column}) gin_trgm_ops`);
