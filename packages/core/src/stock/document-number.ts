export const DOCUMENT_PREFIXES = { stock_transfer: 'TR', stock_count: 'SC' } as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

/** "TR-2026-0001": the kind's prefix, the year of the sequence and the number on at least four digits. */
export function formatDocumentNumber(kind: DocumentKind, year: number, number: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${year}-${String(number).padStart(4, '0')}`;
}
