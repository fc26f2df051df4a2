import { z } from 'zod';
import { isCurrencyCode } from '../money/currency.ts';

// Field schemas shared by several payloads (kept apart so payload files never import each other in a cycle).

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** NIST SP 800-63B: length over composition rules; 8 to 128 characters. */
export const passwordSchema = z.string().min(8).max(128);
export const personNameSchema = z.string().trim().min(1).max(120);

export const timezoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'timezone_invalid' },
  );

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => isCurrencyCode(c), { message: 'currency_invalid' });

/**
 * A country as its ISO 3166-1 alpha-2 code, upper-cased ("sn" → "SN"); empty text is no country (null).
 * Only the shape is checked: two letters.
 */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((code) => (code === '' ? null : code))
  .refine((code) => code === null || /^[A-Z]{2}$/.test(code), { message: 'country_invalid' })
  .nullable()
  .optional();
