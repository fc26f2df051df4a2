/**
 * Letters Unicode does not decompose, folded by hand after lower-casing. The SQL function comptoir_fold
 * (API migration 0067) replaces the same ones: keep the two lists equal (an API test compares them).
 */
export const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
};

/** The combining diacritical marks block: what NFD splits off accented Latin letters (é = e + U+0301). */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const UNDECOMPOSED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * Text as a list search compares it: without accents and in small letters, so "creme" finds "Crème
 * brûlée", "CAFE" finds "Café" and "oeuf" finds "Œuf". The same steps, in the same order, as the
 * database's comptoir_fold(text): decompose (NFD), drop the combining marks, lower-case, replace the
 * letters of FOLDED_LETTERS.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(UNDECOMPOSED, (letter) => FOLDED_LETTERS[letter]!);
}
