import { Readable } from 'node:stream';
import { getCurrency, minorToDecimalText, moneyDecimals } from '@comptoir/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { t } from '../i18n/messages.ts';
import { findCompany } from '../modules/company/company.repo.ts';

/** Exports stop here: a spreadsheet of more rows is not what a merchant opens on a phone or in Excel. */
export const EXPORT_MAX_ROWS = 100_000;

type Cell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  /** message key of the header, translated in the request's language */
  header: string;
  value: (row: T) => Cell;
  /** minor units written as a decimal of the company currency ("1500.50", "2500" for XOF) */
  money?: boolean;
}

export interface CsvExportOptions<T> {
  /** file name without the date and extension, e.g. "products" */
  name: string;
  columns: CsvColumn<T>[];
  /**
   * One page of the list with the request's own filters, sort and search (page from 1). Pages
   * shorter than `pageSize` end the export. The first page is read before anything is sent, so a
   * bad filter is still a 400.
   */
  fetchPage: (page: number, pageSize: number) => Promise<T[]>;
  pageSize?: number;
}

/** The request's list parameters without paging, which the export drives itself. */
export function exportQuery(request: FastifyRequest): Record<string, unknown> {
  const { page: _page, per_page: _perPage, ...rest } = (request.query ?? {}) as Record<string, unknown>;
  return rest;
}

/** French and Spanish Excel split CSV on semicolons (their decimal mark is the comma). */
export function csvDelimiter(locale: string): string {
  return locale === 'en' ? ',' : ';';
}

/** "=…", "@…", or "+…"/"-…" that is not just a phone number or a signed number. */
function formulaLike(value: string): boolean {
  return /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value));
}

/** One CSV field: quoted when needed; text starting like a formula is defused (CSV injection). */
export function csvField(value: Cell, delimiter: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const text = formulaLike(value) ? `'${value}` : value;
  return text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim()
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}

/**
 * Streams a list as CSV: UTF-8 with a BOM (Excel then reads accents right), a header row in the
 * request's language, money as decimals of the company currency, dates ISO 8601, at most
 * EXPORT_MAX_ROWS rows read page by page so memory stays flat.
 */
export async function sendCsvExport<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: CsvExportOptions<T>,
): Promise<FastifyReply> {
  const pageSize = options.pageSize ?? 100;
  const first = await options.fetchPage(1, pageSize);
  const company = await findCompany(ctx.db, request.scope!.companyId);
  const precision = moneyDecimals(getCurrency(company?.currency ?? 'USD'));
  const delimiter = csvDelimiter(request.locale);
  const line = (cells: Cell[]) => `${cells.map((c) => csvField(c, delimiter)).join(delimiter)}\r\n`;
  const toLine = (row: T) =>
    line(
      options.columns.map((column) => {
        const value = column.value(row);
        return column.money && typeof value === 'number' ? minorToDecimalText(value, precision) : value;
      }),
    );

  async function* chunks() {
    yield `\uFEFF${line(options.columns.map((c) => t(request.locale, c.header)))}`;
    let rows = first;
    let sent = 0;
    for (let page = 1; ; page++) {
      const take = rows.slice(0, EXPORT_MAX_ROWS - sent);
      if (take.length > 0) yield take.map(toLine).join('');
      sent += take.length;
      if (rows.length < pageSize || sent >= EXPORT_MAX_ROWS) return;
      rows = await options.fetchPage(page + 1, pageSize);
    }
  }

  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.name}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks()));
}
