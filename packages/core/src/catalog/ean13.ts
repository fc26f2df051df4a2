// EAN-13 barcodes, and the in-store ones Comptoir gives variants that have none (issue 4).

/**
 * GS1 keeps the prefixes 200–299 for restricted circulation: numbers a shop prints for its own goods,
 * never met on goods from outside. Comptoir's own take "20" then a 10-digit sequence; other 2x prefixes
 * are left to scales and to numbering schemes a merchant already has (variable-measure codes with an
 * embedded weight or price usually start 21–29).
 */
export const IN_STORE_EAN13_PREFIX = '20';
/** The digits of the sequence between the prefix and the check digit. */
export const IN_STORE_SEQUENCE_DIGITS = 10;
/** The highest sequence number that fits: 9,999,999,999. */
export const IN_STORE_SEQUENCE_MAX = 10 ** IN_STORE_SEQUENCE_DIGITS - 1;
/** The shape of an in-store code (check digit not verified), for a SQL `~` match as well. */
export const IN_STORE_EAN13_PATTERN = `^${IN_STORE_EAN13_PREFIX}[0-9]{${IN_STORE_SEQUENCE_DIGITS + 1}}$`;

/** Most variants one call gives in-store barcodes to (the labels screen sends its variants in batches). */
export const VARIANT_BARCODES_MAX = 500;

const TWELVE_DIGITS = /^\d{12}$/;
const THIRTEEN_DIGITS = /^\d{13}$/;

/**
 * The check digit of the first 12 digits of an EAN-13: weights 1 and 3 alternate from the left, and the
 * digit brings the weighted sum to a multiple of 10. Throws on anything but 12 digits.
 */
export function ean13CheckDigit(first12: string): number {
  if (!TWELVE_DIGITS.test(first12)) throw new RangeError('An EAN-13 check digit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is 13 digits whose last one is the right check digit. */
export function isValidEan13(code: string): boolean {
  return THIRTEEN_DIGITS.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The in-store EAN-13 of sequence number `sequence` (1 … IN_STORE_SEQUENCE_MAX): "20", 10 digits, check. */
export function inStoreEan13(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > IN_STORE_SEQUENCE_MAX) {
    throw new RangeError(`An in-store sequence number is a whole number from 1 to ${IN_STORE_SEQUENCE_MAX}`);
  }
  const first12 = `${IN_STORE_EAN13_PREFIX}${String(sequence).padStart(IN_STORE_SEQUENCE_DIGITS, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/**
 * The sequence number of a code of the in-store shape ("2000000000420" → 42), or null for any other
 * code. The check digit is not verified: a code typed by hand with a wrong one still holds its number.
 */
export function inStoreSequenceOf(code: string | null | undefined): number | null {
  if (!code || !new RegExp(IN_STORE_EAN13_PATTERN).test(code)) return null;
  return Number(
    code.slice(IN_STORE_EAN13_PREFIX.length, IN_STORE_EAN13_PREFIX.length + IN_STORE_SEQUENCE_DIGITS),
  );
}

/**
 * `count` in-store codes following `highest` (the company's highest code of the in-store shape, or null
 * when it has none). Null when they would not fit in the sequence: the numbering never wraps around onto
 * codes already printed.
 */
export function nextInStoreEan13s(highest: string | null | undefined, count: number): string[] | null {
  const start = (inStoreSequenceOf(highest) ?? 0) + 1;
  if (start + count - 1 > IN_STORE_SEQUENCE_MAX) return null;
  return Array.from({ length: count }, (_, i) => inStoreEan13(start + i));
}
