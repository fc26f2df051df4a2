import { assertCurrency, fromMinor } from './currency.ts';

export interface FormattableCurrency {
  readonly alpha: string;
  readonly precision: number;
  readonly symbol?: string;
}

// Both CFA francs are written "FCFA" by the merchants who use them; CLDR says "F CFA" (or the
// bare code in Spanish), so that part is swapped. Placement stays CLDR's local convention:
// fr "12 500 FCFA", en "FCFA 12,500", es "12.500 FCFA".
const CFA_SYMBOL = 'FCFA';
const CFA_CODES = new Set(['XAF', 'XOF']);

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(alpha: string, precision: number, locale: string): Intl.NumberFormat | undefined {
  const key = `${locale}|${alpha}|${precision}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: alpha,
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
      });
    } catch {
      // Malformed locale tag or currency code: the caller falls back.
      return undefined;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in minor units shown in `locale` with exactly the currency's decimals:
 * formatMoney(12500, XAF, 'fr') → '12 500 FCFA' (with a narrow no-break space as grouping).
 * An unknown locale falls back to English; a malformed currency code to "amount symbol".
 */
export function formatMoney(minor: number | bigint, currency: FormattableCurrency, locale = 'en'): string {
  assertCurrency(currency);
  const amount = fromMinor(minor, currency);
  const alpha = String(currency.alpha).toUpperCase();
  const formatter =
    currencyFormatter(alpha, currency.precision, locale) ??
    currencyFormatter(alpha, currency.precision, 'en');
  if (formatter === undefined) return `${amount} ${currency.symbol ?? alpha}`.trim();
  // Intl formats a decimal string exactly, so no float rounding sneaks in for large amounts.
  const parts = formatter.formatToParts(amount as Intl.StringNumericLiteral);
  return parts
    .map((part) => (part.type === 'currency' && CFA_CODES.has(alpha) ? CFA_SYMBOL : part.value))
    .join('');
}
