// Exact decimal arithmetic on BigInt fractions, so money never meets binary floating point:
// 0.1 + 0.2 stays 3/10 and 19.25 % of 10 000 is exactly 1925.

/** n / d with d > 0. Not reduced: values stay small enough for BigInt to not care. */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Guards against "1e999999999" allocating a gigantic power of ten.
const MAX_EXPONENT = 400;

export const ZERO: Ratio = { n: 0n, d: 1n };

export function ratio(n: bigint, d = 1n): Ratio {
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

/**
 * The exact value of a decimal string or a number (read as its shortest decimal form, so 0.1 is
 * one tenth, not 0.1000000000000000055…). Throws RangeError on anything else.
 */
export function parseDecimal(value: number | string | bigint): Ratio {
  if (typeof value === 'bigint') return ratio(value);
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not a finite number: ${value}`);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match ?? [];
  const exponent = Number(exponentText) - fraction.length;
  if (!match || whole + fraction === '' || Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`Not a decimal number: ${String(value)}`);
  }
  const digits = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return exponent >= 0 ? ratio(digits * 10n ** BigInt(exponent)) : ratio(digits, 10n ** BigInt(-exponent));
}

export function add(a: Ratio, b: Ratio): Ratio {
  return a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return add(a, { n: -b.n, d: b.d });
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.n, d: a.d * b.d };
}

/** value % as a fraction: percent(19.25) is 0.1925. */
export function percent(value: Ratio): Ratio {
  return { n: value.n, d: value.d * 100n };
}

export function div(a: Ratio, b: Ratio): Ratio {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return ratio(a.n * b.d, a.d * b.n);
}

export function compare(a: Ratio, b: Ratio): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Rounds half away from zero: 2.5 → 3, −2.5 → −3, 2.4999 → 2. */
export function roundHalfAwayFromZero(value: Ratio): bigint {
  const magnitude = value.n < 0n ? -value.n : value.n;
  const rounded = (2n * magnitude + value.d) / (2n * value.d);
  return value.n < 0n ? -rounded : rounded;
}

export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of the safe integer range: ${value}`);
  }
  return Number(value);
}

/** `minor` written in major units with exactly `precision` decimals: (−1250n, 2) → '-12.50'. */
export function formatScaled(minor: bigint, precision: number): string {
  const magnitude = (minor < 0n ? -minor : minor).toString().padStart(precision + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - precision);
  const fraction = magnitude.slice(magnitude.length - precision);
  return `${minor < 0n ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}
