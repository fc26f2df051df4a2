import { Readable } from 'node:stream';
import {
  getCurrency,
  type Locale,
  minorToDecimalText,
  moneyDecimals,
  normalizeWhatsappPhone,
  phoneDigitGroups,
  spreadsheetPhone,
} from '@comptoir/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { messages, t } from '../i18n/messages.ts';
import { findCompany } from '../modules/company/company.repo.ts';

/** Exports stop here: a spreadsheet of more rows is not what a merchant opens on a phone or in Excel. */
export const EXPORT_MAX_ROWS = 100_000;

type Cell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  /** message key of the header, translated in the request's language */
  header: string;
  /** the cell's value; `locale` is the request's, for a value that needs wording of its own */
  value: (row: T, locale: Locale) => Cell;
  /** minor units written as a decimal of the company currency ("1500.50", "2500" for XOF) */
  money?: boolean;
  /**
   * Message-key prefix of the column's codes: "confirmed" is written as t(`${codes}.confirmed`)
   * with a capital first letter ("Confirmed", "Confirmée"), or as the code itself without that key.
   */
  codes?: string;
  /** a phone number, written so that Excel keeps it as text: see phoneText */
  phone?: boolean;
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

/** What every list export's route documentation says of its file. */
export const CSV_EXPORT_DESCRIPTION =
  'UTF-8 with a BOM; header row in the request language; separator "," in English, ";" in French and Spanish (as Excel expects); money as decimals of the company currency; date-times as "YYYY-MM-DD HH:mm" in the company\'s time zone, calendar days as YYYY-MM-DD; Yes/No, statuses and kinds in words of the request language; phone numbers as "(+221) 771 23 45 67".';

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

// What a merchant reads in the file: instants at the company's clock, Yes/No, codes in words and
// phones with their "+", rather than the API's ISO 8601 UTC, true/false, raw codes and bare digits.

/** A full ISO 8601 / PostgreSQL instant: a date, a time and "Z" or an offset ("2026-11-29T14:05:12.345Z"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A zone this runtime does not know: UTC rather than no file at all.
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** "YYYY-MM-DD HH:mm" on the clocks of `timeZone` (DST included): Excel and LibreOffice read it as a date-time. */
export function localDateTime(instant: Date, timeZone: string): string {
  const part: Record<string, string> = {};
  for (const { type, value } of clockOf(timeZone).formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * A phone as text a spreadsheet keeps: digits alone become a number (2.21772E+11, a leading 0
 * lost) and a cell starting with "+" is a formula (#NULL!). An international number (stored as
 * digits by the WhatsApp validation, or typed with "+") is written "(+221) 771 23 45 67" by
 * spreadsheetPhone (core); other digits alone ("0338210000") are grouped in pairs
 * ("03 38 21 00 00"); other text stays as typed.
 */
export function phoneText(value: string): string {
  const text = value.trim();
  const international = normalizeWhatsappPhone(text);
  if (international !== null && (text.startsWith('+') || /^\d+$/.test(text))) {
    return spreadsheetPhone(international);
  }
  if (/^\d+$/.test(text)) return phoneDigitGroups(text);
  return text;
}

/** The words of a code under a message-key prefix, first letter capital; the code itself without a key. */
export function codeLabel(locale: Locale, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  if (messages[locale][key] === undefined && messages.en[key] === undefined) return code;
  const label = t(locale, key);
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

export interface CellContext {
  locale: Locale;
  /** the company's IANA time zone */
  timeZone: string;
  /** the company currency's decimals */
  moneyDecimals: number;
}

/**
 * A column's value as the merchant reads it: money as a decimal, codes in words, phones with "+",
 * booleans Yes/No in the request's language, instants (a Date, or a string with a date, a time and
 * a zone) as "YYYY-MM-DD HH:mm" at the company's clock. A calendar day ("2026-11-29") stays as it is.
 */
export function readableCell<T>(
  column: CsvColumn<T>,
  value: Cell,
  context: CellContext,
): string | number | null {
  if (value === null || value === undefined) return null;
  if (column.money && typeof value === 'number') return minorToDecimalText(value, context.moneyDecimals);
  if (typeof value === 'boolean') return t(context.locale, value ? 'csv.yes' : 'csv.no');
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : localDateTime(value, context.timeZone);
  if (typeof value === 'number') return value;
  if (column.codes) return codeLabel(context.locale, column.codes, value);
  if (column.phone) return phoneText(value);
  if (isIsoInstant(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return localDateTime(instant, context.timeZone);
  }
  return value;
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
 * request's language, cells as readableCell writes them (money as decimals of the company currency,
 * instants "YYYY-MM-DD HH:mm" in the company's time zone, Yes/No, codes in words, phones with "+"),
 * at most EXPORT_MAX_ROWS rows read page by page so memory stays flat.
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
  const context: CellContext = {
    locale: request.locale,
    timeZone: company?.timezone ?? 'UTC',
    moneyDecimals: moneyDecimals(getCurrency(company?.currency ?? 'USD')),
  };
  const delimiter = csvDelimiter(request.locale);
  const line = (cells: Cell[]) => `${cells.map((c) => csvField(c, delimiter)).join(delimiter)}\r\n`;
  const toLine = (row: T) =>
    line(options.columns.map((column) => readableCell(column, column.value(row, request.locale), context)));

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
