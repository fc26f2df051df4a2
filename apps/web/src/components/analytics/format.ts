import { abbreviateNumber, type ChartBucket, formatMoney } from '@comptoir/core';
import type { MoneyCurrency } from '../../features/products/shared/money-text.ts';

// Number and money texts of the analytics screens. The rules live in core (SPEC §9 abbreviation,
// company currency format with "FCFA"); these helpers only combine them for cards and charts.

/** SPEC §9: 2 decimals, K from 1e5, M from 1e6, B from 1e9; the decimal mark of `locale`. */
export function abbreviate(n: number, locale: string): string {
  return abbreviateNumber(n, locale);
}

/** An amount in minor units in the company's currency format: 12500 XAF, 'fr' → "12 500 FCFA". */
export function money(minor: number, currency: MoneyCurrency, locale: string): string {
  return formatMoney(minor, currency, locale);
}

/** A percent change with its sign: 25 → "+25 %" (fr), -3.5 → "-3.5%" (en). */
export function percentChange(change: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(change / 100);
  return text;
}

const dayDate = (key: string) => new Date(`${key.slice(0, 10)}T00:00:00Z`);

/**
 * A chart bucket's label from its key (the bucket's first day, `YYYY-MM-DD`): day and week
 * "24 nov." / "Nov 24", month "nov. 26" / "Nov 26", year "2026". `long` spells it out for tooltips
 * and the screen-reader table ("24 novembre 2026", "novembre 2026").
 */
export function bucketLabel(key: string, bucket: ChartBucket | null, locale: string, long = false): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(key)) return key;
  const options: Intl.DateTimeFormatOptions =
    bucket === 'year'
      ? { year: 'numeric' }
      : bucket === 'month'
        ? long
          ? { month: 'long', year: 'numeric' }
          : { month: 'short', year: '2-digit' }
        : long
          ? { day: 'numeric', month: 'long', year: 'numeric' }
          : { day: 'numeric', month: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dayDate(key));
  } catch {
    return key;
  }
}

/** A day range as the picker shows it: "1 – 30 nov. 2026". */
export function dayRangeLabel(start: string, end: string, locale: string): string {
  try {
    const format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return start === end ? format.format(dayDate(start)) : format.formatRange(dayDate(start), dayDate(end));
  } catch {
    return `${start} – ${end}`;
  }
}
