import { isValidTimeZone } from '@comptoir/core';

export interface DateTimeFormatOptions {
  /** The reader's language: it decides the day/month order and the month's name. */
  locale: string;
  /** The company's IANA zone; unknown or missing, the browser's. */
  timeZone?: string | null | undefined;
  /** For lists: the year is left out within the current year. */
  compact?: boolean;
  now?: Date;
}

const STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment as the app writes it everywhere: "Jan 1, 2026, 10:00 AM", or compact "Jan 1, 10:00 AM". */
export function formatDateTime(iso: string, options: DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = isValidTimeZone(options.timeZone) ? options.timeZone : undefined;
  const format = new Intl.DateTimeFormat(options.locale, { ...STYLE, timeZone });
  const yearOf = (moment: Date) => format.formatToParts(moment).find((part) => part.type === 'year')?.value;
  if (!options.compact || yearOf(date) !== yearOf(options.now ?? new Date())) return format.format(date);
  // The same style without its year and the separator that joined it: "1 janv. 2026, 10:00" → "1 janv., 10:00".
  // Spelling out the fields instead would change other details (French hours "5:30" instead of "05:30").
  const parts = format.formatToParts(date);
  const at = parts.findIndex((part) => part.type === 'year');
  const separator = at > 0 && parts[at - 1]?.type === 'literal' ? at - 1 : at + 1;
  return parts
    .filter((_, index) => index !== at && index !== separator)
    .map((part) => part.value)
    .join('');
}
