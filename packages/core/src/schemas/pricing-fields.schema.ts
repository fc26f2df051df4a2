import { z } from 'zod';

// Field schemas shared by the pricing settings (taxes, discounts, shipping fees, payment methods).

/** What a merchant types at the counter or on a receipt: upper-cased letters, digits, - and _. */
export const settingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,16}$/, { message: 'code_invalid' });

export const settingLabelSchema = z.string().trim().min(1).max(120);

export const optionalSettingText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Largest amount a setting may carry, in minor units (well inside a safe integer). */
export const MAX_SETTING_AMOUNT = 1_000_000_000_000;

/** An amount in the currency's minor unit: a whole number, never a float. */
export const minorAmountSchema = z.number().int().min(0).max(MAX_SETTING_AMOUNT);

const DECIMAL = /^\d{1,13}(\.\d{1,4})?$/;

/** '19.2500' → '19.25', '10.0' → '10': the exact value without trailing zeros. */
export function normalizeDecimalText(text: string): string {
  if (!text.includes('.')) return text.replace(/^0+(?=\d)/, '');
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return trimmed === '' ? integer : `${integer}.${trimmed}`;
}

const fourDecimals = (n: number) => Number(n.toFixed(4)) === n;

/**
 * A positive decimal with at most 4 decimals, given as a JSON number (19.25) or as text ('19.25'),
 * handed on as exact text ('19.25'): the database column is numeric, never a float.
 */
export const positiveDecimalSchema = (max: number) =>
  z
    .union([z.number(), z.string().trim().regex(DECIMAL).transform(Number)])
    .pipe(z.number().positive().max(max).refine(fourDecimals))
    .transform((n) => normalizeDecimalText(n.toFixed(4)));
