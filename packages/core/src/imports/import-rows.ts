// What every kind of CSV import shares: row numbering, limits, how a cell is read, a row's error.
import type { ImportField } from './column-mapping.ts';

/** Spreadsheet line of the first data row: line 1 is the header, as Excel numbers it. */
export const FIRST_DATA_ROW = 2;
export const IMPORT_MAX_ROWS = 10_000;
/** Uploads above this size are refused with 413 (the CSV text is kept in the batch row). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface ImportRowError<F extends string = ImportField> {
  /** spreadsheet line number (header = 1) */
  row: number;
  field: F | 'file';
  /** message key, translated by the server (params fill its placeholders) */
  code: string;
  params?: Record<string, string | number>;
}

/**
 * A cell as typed: trimmed, and without the apostrophe the CSV exports put before text that a
 * spreadsheet would run as a formula ("'=x", "'-50 %"), so that an exported file reads back as it was.
 */
export function readCell(raw: string): string {
  const text = raw.trim();
  return /^'[=@+-]/.test(text) ? text.slice(1) : text;
}

/** Reads a row's cell by field under `mapping` ('' for an unmapped field or a missing cell). */
export function cellReader<F extends string>(
  headers: readonly string[],
  mapping: Partial<Record<F, string>>,
): (cells: readonly string[], field: F) => string {
  const index = new Map<F, number>();
  for (const [field, header] of Object.entries(mapping) as [F, string][]) {
    const at = headers.indexOf(header);
    if (at >= 0) index.set(field, at);
  }
  return (cells, field) => {
    const at = index.get(field);
    return at === undefined ? '' : readCell(cells[at] ?? '');
  };
}

/** The whole-file error of a file over IMPORT_MAX_ROWS, or null. */
export function tooManyRows(rowCount: number): ImportRowError<never> | null {
  return rowCount > IMPORT_MAX_ROWS
    ? { row: FIRST_DATA_ROW, field: 'file', code: 'import.too_many_rows', params: { max: IMPORT_MAX_ROWS } }
    : null;
}

/** Whether a row holds nothing at all (skipped, not counted). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
