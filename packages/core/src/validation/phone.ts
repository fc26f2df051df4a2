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

// E.164 country calling codes are prefix-free: "1" and "7" alone, these two-digit ones, three digits
// for every other country (ITU-T E.164 assignments).
const TWO_DIGIT_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/** The country calling code that starts international digits: "221771234567" → "221", "33612…" → "33". */
export function countryCallingCode(digits: string): string {
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1);
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
}

/** Digits in pairs from the end, a first group of three when their count is odd: "771234567" → "771 23 45 67". */
export function phoneDigitGroups(digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 3) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(' ');
}

/**
 * International digits as a spreadsheet keeps them as text and a person reads them:
 * "221771234567" → "(+221) 771 23 45 67". A cell starting with "+" is a formula to Excel and
 * Google Sheets (#NULL!, #ERROR!) and digits alone become a number (2.21772E+11); the brackets keep
 * the "+" and the country code apart from the number.
 */
export function spreadsheetPhone(digits: string): string {
  const code = countryCallingCode(digits);
  const national = digits.slice(code.length);
  return national ? `(+${code}) ${phoneDigitGroups(national)}` : `(+${code})`;
}

/**
 * A stored number as people read it on screen: "221771234567" → "+221 771 23 45 67" (the calling
 * code apart, the rest grouped); anything that is not international digits stays as it is.
 */
export function displayPhone(phone: string): string {
  const digits = normalizeWhatsappPhone(phone);
  if (digits === null) return phone;
  const code = countryCallingCode(digits);
  return `+${code} ${phoneDigitGroups(digits.slice(code.length))}`;
}
