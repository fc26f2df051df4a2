import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { foldedTrigramIndex } from './search-indexes.ts';
import { users } from './users.ts';

export interface MediaThumbnail {
  size: string;
  key: string;
  width: number;
  height: number;
}

/** A file of the company in storage (SPEC.md §7 presign → PUT), with what it is attached to. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** what it belongs to (products, expenses, company…) and in which collection (images, receipts, logo…) */
    model: text('model').notNull(),
    model_id: uuid('model_id'),
    collection: text('collection').notNull(),
    storage_key: text('storage_key').notNull(),
    original_name: text('original_name'),
    content_type: text('content_type').notNull(),
    ext: text('ext').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    /** pending until the PUT arrives and its signature checks out; ready once thumbnails exist */
    status: text('status', { enum: ['pending', 'uploaded', 'ready', 'rejected'] })
      .notNull()
      .default('pending'),
    thumbnails: jsonb('thumbnails').$type<MediaThumbnail[]>().notNull().default([]),
    uploaded_by: uuid('uploaded_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('media_files_company_idx').on(t.company_id, t.created_at, t.id),
    index('media_files_model_idx').on(t.company_id, t.model, t.model_id),
    foldedTrigramIndex('media_files_original_name_fold_trgm_idx', t.original_name),
  ],
);

/** A CSV import: the uploaded text, its column mapping and preview errors, then the commit. */
export const importBatches = pgTable(
  'import_batches',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['uploaded', 'previewed', 'committed'] })
      .notNull()
      .default('uploaded'),
    filename: text('filename'),
    content: text('content').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    row_count: integer('row_count').notNull().default(0),
    error_count: integer('error_count').notNull().default(0),
    created_by: uuid('created_by').references(() => users.id),
    committed_at: ts('committed_at'),
    ...timestamps(),
  },
  (t) => [index('import_batches_company_idx').on(t.company_id, t.created_at, t.id)],
);
