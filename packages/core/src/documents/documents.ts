// Sales documents: what kind of document a code means, how it is numbered, and its tax summary.

/** SPEC §3 document type codes; CREDIT_NOTE is ours (the spec names no code for it). */
export const DOCUMENT_TYPE_CODES = {
  QUOTATION: 0,
  INVOICE: 1,
  PURCHASE_ORDER: 2,
  CREDIT_NOTE: 3,
  CANCELLED: 10,
} as const;

export const SALES_DOCUMENT_KINDS = ['quotation', 'invoice', 'credit_note'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

export const documentTypeCode = (kind: SalesDocumentKind): number =>
  ({
    quotation: DOCUMENT_TYPE_CODES.QUOTATION,
    invoice: DOCUMENT_TYPE_CODES.INVOICE,
    credit_note: DOCUMENT_TYPE_CODES.CREDIT_NOTE,
  })[kind];

/** What a document weighs in the books: a credit note takes its total back (lists and CSV exports). */
export const signedDocumentTotal = (document: { kind: SalesDocumentKind; total: number }): number =>
  document.kind === 'credit_note' ? -document.total : document.total;

/**
 * "INV-2026-0007": the company's prefix (as it wrote it, a separator added when it has none), the
 * year of the sequence, and the number on at least four digits.
 */
export function documentReference(prefix: string, year: number, number: number): string {
  const trimmed = prefix.trim();
  const head = trimmed === '' ? '' : /[-/_.]$/.test(trimmed) ? trimmed : `${trimmed}-`;
  return `${head}${year}-${String(number).padStart(4, '0')}`;
}

export interface TaxedLine {
  /** the line's amount after discounts, before taxes (minor units) */
  net: number;
  taxes: readonly { code: string; label: string; rate: string | null; amount: number }[];
}

export interface TaxSummaryLine {
  code: string;
  label: string;
  rate: string | null;
  base: number;
  amount: number;
}

/** The taxes of a document added up per tax (code and rate), in order of first appearance. */
export function taxSummary(lines: readonly TaxedLine[]): TaxSummaryLine[] {
  const byKey = new Map<string, TaxSummaryLine>();
  for (const line of lines) {
    for (const tax of line.taxes) {
      const key = `${tax.code}|${tax.rate ?? ''}`;
      const entry = byKey.get(key) ?? {
        code: tax.code,
        label: tax.label,
        rate: tax.rate,
        base: 0,
        amount: 0,
      };
      entry.base += line.net;
      entry.amount += tax.amount;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}

/** "2026-03-31" + 30 days → "2026-04-30": calendar dates, no time zone involved. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A quotation's last valid day: the one asked for, else `defaultDays` after today (both in the
 * company's calendar). A day already past is refused (null).
 */
export function quotationValidUntil(
  today: string,
  requested: string | undefined,
  defaultDays: number,
): string | null {
  const day = requested ?? addDaysToDate(today, defaultDays);
  return day < today ? null : day;
}
