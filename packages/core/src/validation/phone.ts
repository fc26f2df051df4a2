import type { ValidationCode } from './messages.ts';

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

// Separators people type in numbers: whitespace (incl. no-break spaces), dashes, dots, brackets.
const SEPARATORS = /[\s\-.()]/g;
const INTERNATIONAL_DIGITS = new RegExp(`^[1-9][0-9]{${PHONE_MIN_DIGITS - 1},${PHONE_MAX_DIGITS - 1}}$`);

/**
 * The digits of a WhatsApp-capable number in international form (SPEC §5: 10 to 15 digits, not
 * starting with 0, so a country code is present), or null when `phone` is not one.
 */
export function normalizeWhatsappPhone(phone: string): string | null {
  if (typeof phone !== 'string') return null;
  const compact = phone.replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  return INTERNATIONAL_DIGITS.test(digits) ? digits : null;
}

export function validateWhatsappPhone(phone: string): ValidationCode | null {
  return normalizeWhatsappPhone(phone) === null ? 'phone_invalid' : null;
}
