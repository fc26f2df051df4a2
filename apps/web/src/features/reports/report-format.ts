import { percentChange } from '../../components/analytics/format.ts';

// Pure formatting of the report's cells, in the user's language.

/** "+25 %", "-12,5 %" in the user's language; a dash when the past had nothing to compare with. */
export function formatChange(change: number | null, locale: string): string {
  return change === null ? '—' : percentChange(change, locale);
}

/** Orders and units in full (a report is read to the unit, unlike a card's 1.2K). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
