import { CURRENCIES, type Currency } from './currencies.ts';
import {
  formatScaled,
  mul,
  parseDecimal,
  ratio,
  roundHalfAwayFromZero,
  toSafeNumber,
} from './exact-decimal.ts';

const byAlpha = new Map(CURRENCIES.map((currency) => [currency.alpha, currency]));

/** The ISO 4217 currency with this code, case-insensitive ('xaf' finds XAF). */
export function getCurrency(alpha: string): Currency | undefined {
  return typeof alpha === 'string' ? byAlpha.get(alpha.trim().toUpperCase()) : undefined;
}

/** Whether `alpha` names an active currency of the table (case-insensitive). */
export function isCurrencyCode(alpha: unknown): alpha is string {
  return typeof alpha === 'string' && getCurrency(alpha) !== undefined;
}

/** What money helpers need of a currency: how many decimals its minor unit has. */
export interface CurrencyPrecisionLike {
  readonly precision: number;
}

/** SPEC §8: a currency without an integer precision is a programming error, not user input. */
export function assertCurrency(currency: unknown): asserts currency is CurrencyPrecisionLike {
  const precision = (currency as { precision?: unknown } | null)?.precision;
  if (typeof currency !== 'object' || !Number.isInteger(precision) || (precision as number) < 0) {
    throw new Error('Invalid currency object');
  }
}

/** Money decimals (SPEC §9): the currency's precision, else 2. */
export function moneyDecimals(currency?: { precision?: number | null } | null): number {
  const precision = currency?.precision;
  return typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 ? precision : 2;
}

/**
 * A major-unit amount ('12.345' or 12.345) in minor units, exactly, rounded half away from zero:
 * toMinor('12.345', USD) → 1235, toMinor(12500, XAF) → 12500.
 */
export function toMinor(amount: number | string, currency: CurrencyPrecisionLike): number {
  assertCurrency(currency);
  const scaled = mul(parseDecimal(amount), ratio(10n ** BigInt(currency.precision)));
  return toSafeNumber(roundHalfAwayFromZero(scaled));
}

/** Minor units as an exact major-unit decimal string: fromMinor(1250, USD) → '12.50'. */
export function fromMinor(minor: number | bigint, currency: CurrencyPrecisionLike): string {
  assertCurrency(currency);
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  }
  return formatScaled(BigInt(minor), currency.precision);
}
