import { fromMinor, getCurrency, toMinor } from '@comptoir/core';

/** What a money input needs of the company currency. */
export interface MoneyCurrency {
  alpha: string;
  precision: number;
}

/** The company currency from its code; an unknown code counts as two decimals, like SPEC §9 says. */
export function moneyCurrency(alpha: string | null | undefined): MoneyCurrency {
  const currency = alpha ? getCurrency(alpha) : undefined;
  return { alpha: currency?.alpha ?? (alpha || 'USD'), precision: currency?.precision ?? 2 };
}

export type MoneyParse = { ok: true; minor: number | null } | { ok: false; error: 'invalid' | 'decimals' };

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Reads what a merchant typed as major units: "12.50", "12,50", "12 500", "1,250.75", "1.250,75".
 * With both separators the last one is the decimal mark; a lone comma is the decimal mark unless
 * more digits follow than the currency has (then it groups thousands); without decimals, commas
 * (or dots) group thousands only in groups of three ("12,500"), any other one is a decimal mark.
 * Empty text is no amount (null). More decimals than the currency has is refused, never rounded.
 */
export function parseMoneyText(text: string, currency: MoneyCurrency): MoneyParse {
  let cleaned = text.replace(SPACES, '');
  if (cleaned === '') return { ok: true, minor: null };
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    cleaned = cleaned.replaceAll(group, '').replace(decimal, '.');
  } else if (lastComma !== -1) {
    const commas = cleaned.split(',').length - 1;
    const after = cleaned.length - lastComma - 1;
    // Without decimals (FCFA) a comma groups only whole thousands ("12,500"): "1500,5" or "2500,00"
    // is a decimal mark, refused below, never read as 15005 or 250000.
    const grouping =
      currency.precision === 0
        ? /^-?\d{1,3}(,\d{3})+$/.test(cleaned)
        : commas > 1 || after > currency.precision;
    cleaned = grouping ? cleaned.replaceAll(',', '') : cleaned.replace(',', '.');
  } else if (currency.precision === 0 && /^\d{1,3}(\.\d{3})+$/.test(cleaned)) {
    // "12.500 FCFA": a dot groups thousands in French and Spanish writing.
    cleaned = cleaned.replaceAll('.', '');
  }
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(cleaned)) return { ok: false, error: 'invalid' };
  const decimals = cleaned.includes('.') ? cleaned.length - cleaned.indexOf('.') - 1 : 0;
  if (decimals > currency.precision) return { ok: false, error: 'decimals' };
  try {
    return { ok: true, minor: toMinor(cleaned, currency) };
  } catch {
    return { ok: false, error: 'invalid' };
  }
}

/**
 * What an empty money field suggests for the currency, so that nobody is invited to type cents a
 * currency lacks: "0" and a digits-only keypad for FCFA, "0.00" and a keypad with a decimal mark for EUR.
 */
export function moneyInputHints(currency: MoneyCurrency): {
  placeholder: string;
  inputMode: 'numeric' | 'decimal';
} {
  return {
    placeholder: fromMinor(0, currency),
    inputMode: currency.precision === 0 ? 'numeric' : 'decimal',
  };
}

/**
 * An amount with the currency's decimals as the reader writes it ("12.50" in English, "12,50" in
 * French), for the examples of an error message; null when the currency has no decimals.
 */
export function decimalMoneyExample(currency: MoneyCurrency, locale: string): string | null {
  if (currency.precision === 0) return null;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: currency.precision,
    maximumFractionDigits: currency.precision,
    useGrouping: false,
  }).format(12.5);
}

/** Minor units as the input shows them: 1250 USD → "12.50", 12500 XAF → "12500", null → "". */
export function moneyInputText(minor: number | null | undefined, currency: MoneyCurrency): string {
  return minor === null || minor === undefined ? '' : fromMinor(minor, currency);
}
