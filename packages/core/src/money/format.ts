import { abbreviateNumber } from './abbreviate.ts';
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

/** How `locale` writes the currency's sign beside an amount: "FCFA" for both CFA francs, "€", "US$"… */
export function moneySymbol(currency: FormattableCurrency, locale = 'en'): string {
  const alpha = String(currency.alpha).toUpperCase();
  if (CFA_CODES.has(alpha)) return CFA_SYMBOL;
  const formatter =
    currencyFormatter(alpha, currency.precision, locale) ??
    currencyFormatter(alpha, currency.precision, 'en');
  return (
    formatter?.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency.symbol ?? alpha
  );
}

/**
 * Money abbreviated for a KPI card (SPEC §9): below 100 000 major units the exact amount
 * (formatMoney); from there the abbreviated number placed where the currency format puts the
 * amount: 125000000 USD cents, 'en' → '$1.25M'; 1500000 XAF, 'fr' → '1,50M FCFA'.
 */
export function formatMoneyShort(minor: number, currency: FormattableCurrency, locale = 'en'): string {
  const major = minor / 10 ** currency.precision;
  if (Math.abs(major) < 1e5 || !Number.isFinite(major)) return formatMoney(minor, currency, locale);
  const alpha = String(currency.alpha).toUpperCase();
  const formatter =
    currencyFormatter(alpha, currency.precision, locale) ??
    currencyFormatter(alpha, currency.precision, 'en');
  const number = abbreviateNumber(Math.abs(major), locale);
  if (formatter === undefined) return `${major < 0 ? '-' : ''}${number} ${currency.symbol ?? alpha}`.trim();
  let placed = false;
  const text = formatter
    .formatToParts(Math.abs(major))
    .map((part) => {
      if (part.type === 'currency') return CFA_CODES.has(alpha) ? CFA_SYMBOL : part.value;
      if (
        part.type === 'integer' ||
        part.type === 'group' ||
        part.type === 'decimal' ||
        part.type === 'fraction'
      ) {
        if (placed) return '';
        placed = true;
        return number;
      }
      return part.value;
    })
    .join('');
  return major < 0 ? `-${text}` : text;
}

/** The minus sign (U+2212) screens and printed tickets write before an amount taken off or missing. */
export const MINUS_SIGN = '\u2212';

/**
 * An amount that may be negative, written with the minus sign as the screens write credits and
 * refunds ("−1 000 FCFA", "−FCFA 1,000") rather than Intl's hyphen-minus; `format` writes the
 * amount itself (formatMoney in the user's language). PDFs, set in Latin-1 fonts, keep the hyphen.
 */
export function signedMoney(minor: number, format: (minor: number) => string): string {
  return minor < 0 ? `${MINUS_SIGN}${format(-minor)}` : format(minor);
}
