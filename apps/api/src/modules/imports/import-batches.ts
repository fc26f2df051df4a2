// What the product and customer imports share: the upload, the batch's answer, its lookups and checks.
import { IMPORT_MAX_BYTES, type ImportRowError, type ImportUpload, type Locale } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { type ParsedCsv, parseCsv } from './csv-parse.ts';
import {
  findImportBatch,
  type ImportBatchRow,
  type ImportKind,
  insertImportBatch,
  listImportBatches,
} from './imports.repo.ts';

export const batchNotFound = () => new AppError('not_found', { resource: 'resource.import' });

export function parsedOf(row: ImportBatchRow): ParsedCsv {
  return parseCsv(row.content) ?? { delimiter: ',', headers: [], rows: [] };
}

/** Stores an uploaded CSV as a batch of `kind`, with the mapping `guess` makes of its headers. */
export async function uploadBatch(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ImportUpload,
  kind: ImportKind,
  guess: (headers: readonly string[]) => Record<string, string>,
): Promise<{ row: ImportBatchRow; parsed: ParsedCsv }> {
  if (Buffer.byteLength(input.content, 'utf8') > IMPORT_MAX_BYTES) throw new AppError('payload_too_large');
  const parsed = parseCsv(input.content);
  if (!parsed) throw new AppError('validation_failed', {}, { content: ['import.unreadable'] });
  const row = await insertImportBatch(ctx.db, {
    company_id: scope.companyId,
    kind,
    filename: input.filename ?? null,
    content: input.content.replace(/^\uFEFF/, ''),
    mapping: guess(parsed.headers),
    row_count: parsed.rows.length,
    created_by: actorId,
  });
  return { row, parsed };
}

/** The fields of a batch's answer that do not depend on what it imports. */
export function batchFields(row: ImportBatchRow, parsed: ParsedCsv) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    filename: row.filename,
    delimiter: parsed.delimiter,
    columns: parsed.headers,
    row_count: row.row_count,
    error_count: row.error_count,
    committed_at: row.committed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A page of the company's batches of `kinds`, each answered by `toDto` without re-reading its file:
 * columns and preview come with GET of one batch.
 */
export async function batchPage<T>(
  db: Executor,
  companyId: string,
  query: ListQuery,
  kinds: readonly ImportKind[],
  toDto: (row: ImportBatchRow, parsed: ParsedCsv, preview: null) => T,
): Promise<Page<T>> {
  const page = await listImportBatches(db, companyId, query, kinds);
  const unread: ParsedCsv = { delimiter: '', headers: [], rows: [] };
  return { meta: page.meta, rows: page.rows.map((row) => toDto(row, unread, null)) };
}

/** The company's batch of `kind`, or 404 (another company's, another kind's). */
export async function findBatch(db: Executor, companyId: string, kind: ImportKind, id: string) {
  const batch = await findImportBatch(db, companyId, kind, id);
  if (!batch) throw batchNotFound();
  return batch;
}

/**
 * The company's batch of `kind` that may still be mapped or committed: 404 when there is none (another
 * company's, another kind's), 409 once committed. `lock` takes it FOR UPDATE (the commit).
 */
export async function openBatch(
  db: Executor,
  companyId: string,
  kind: ImportKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportBatchRow> {
  const batch = await findImportBatch(db, companyId, kind, id, options);
  if (!batch) throw batchNotFound();
  if (batch.status === 'committed') {
    throw new AppError('invalid_transition', {
      resource: 'resource.import',
      from: 'committed',
      to: 'committed',
    });
  }
  return batch;
}

/** A 422 naming each mapped field that is wrong (`mapping.<field>`), when there is any. */
export function assertMapping(problems: Record<string, string | undefined>): void {
  const entries = Object.entries(problems).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (entries.length === 0) return;
  throw new AppError(
    'validation_failed',
    {},
    Object.fromEntries(entries.map(([field, key]) => [`mapping.${field}`, [key]])),
  );
}

/** How many rows hold an error (what import_has_errors counts). */
export const errorRows = (errors: readonly ImportRowError<string>[]) =>
  new Set(errors.map((e) => e.row)).size;

/** Rows without any error (a whole-file error marks none). */
export const validRows = (rowCount: number, errors: readonly ImportRowError<string>[]) =>
  Math.max(0, rowCount - errorRows(errors.filter((e) => e.field !== 'file')));

/** A row error or warning as the preview shows it: with its message in the request's language. */
export const worded = (locale: Locale) => (e: ImportRowError<string>) => ({
  row: e.row,
  field: e.field,
  code: e.code,
  message: t(locale, e.code, e.params ?? {}),
});
