// Whole numbers written out in English, French and Spanish, as printed on invoices ("totals in
// words"). BigInt throughout, so every safe integer and beyond is exact.
import type { Locale } from '../validation/messages.ts';

export interface CardinalOptions {
  /**
   * The number stands before a masculine noun: Spanish shortens "uno" ("veintiún euros", "un
   * euro"). French and English do not change.
   */
  beforeNoun?: boolean;
}

export interface Cardinal {
  words: string;
  /**
   * The words end on a scale noun (million, milliard, millón…) with nothing after it: French and
   * Spanish then join the currency with "de" ("deux millions de francs", "un millón de euros").
   */
  endsOnScaleNoun: boolean;
}

// ---------- English (US style: no "and" inside the number; "and" joins dollars and cents) ----------

// biome-ignore format: a table of words
const EN_UNITS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion'];

function enBelow1000(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(`${EN_UNITS[hundreds]} hundred`);
  if (rest > 0) {
    const unit = rest % 10;
    parts.push(
      rest < 20 ? EN_UNITS[rest]! : `${EN_TENS[Math.floor(rest / 10)]}${unit ? `-${EN_UNITS[unit]}` : ''}`,
    );
  }
  return parts.join(' ');
}

/** Groups of three digits, lowest first. */
function groupsOf(n: bigint, size: bigint): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= size) groups.push(Number(rest % size));
  return groups;
}

function english(n: bigint): Cardinal {
  if (n === 0n) return { words: EN_UNITS[0]!, endsOnScaleNoun: false };
  const groups = groupsOf(n, 1000n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group > 0) parts.push(`${enBelow1000(group)}${i > 0 ? ` ${EN_SCALES[i]}` : ''}`);
  }
  return { words: parts.join(' '), endsOnScaleNoun: false };
}

// ---------- French (traditional spelling: "vingt et un", "quatre-vingts", "deux cents") ----------

// biome-ignore format: a table of words
const FR_UNITS = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze',
  'douze', 'treize', 'quatorze', 'quinze', 'seize',
];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
/** Scale nouns from 10^6 on take an s; "mille" never does. */
const FR_SCALES = ['', 'mille', 'million', 'milliard', 'billion', 'billiard', 'trillion'];

function frBelow100(n: number, plural: boolean): string {
  if (n < 17) return FR_UNITS[n]!;
  if (n < 20) return `dix-${FR_UNITS[n - 10]}`;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 7) return n === 71 ? 'soixante et onze' : `soixante-${frBelow100(n - 60, plural)}`;
  if (tens === 8) return unit === 0 ? `quatre-vingt${plural ? 's' : ''}` : `quatre-vingt-${FR_UNITS[unit]}`;
  if (tens === 9) return `quatre-vingt-${frBelow100(n - 80, plural)}`;
  const word = FR_TENS[tens]!;
  if (unit === 0) return word;
  return unit === 1 ? `${word} et un` : `${word}-${FR_UNITS[unit]}`;
}

/**
 * 1…999. `plural`: "cent" and "quatre-vingt" take an s when multiplied and last — not before the
 * adjective "mille" ("deux cent mille"), but before a noun ("deux cents millions").
 */
function frBelow1000(n: number, plural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 1) parts.push(`${FR_UNITS[hundreds]} cent${rest === 0 && plural ? 's' : ''}`);
  if (rest > 0) parts.push(frBelow100(rest, plural));
  return parts.join(' ');
}

function french(n: bigint): Cardinal {
  if (n === 0n) return { words: FR_UNITS[0]!, endsOnScaleNoun: false };
  const groups = groupsOf(n, 1000n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    if (i === 0) parts.push(frBelow1000(group, true));
    else if (i === 1) parts.push(group === 1 ? 'mille' : `${frBelow1000(group, false)} mille`);
    else parts.push(`${frBelow1000(group, true)} ${FR_SCALES[i]}${group > 1 ? 's' : ''}`);
  }
  const lowest = groups.findIndex((group) => group > 0);
  return { words: parts.join(' '), endsOnScaleNoun: lowest >= 2 };
}

// ---------- Spanish (long scale: millón 10^6, billón 10^12, trillón 10^18) ----------

// biome-ignore format: a table of words
const ES_UNITS = [
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once',
  'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
  'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete',
  'veintiocho', 'veintinueve',
];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
// biome-ignore format: a table of words
const ES_HUNDREDS = [
  '', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos',
  'ochocientos', 'novecientos',
];
const ES_SCALES: [bigint, string, string][] = [
  [10n ** 18n, 'trillón', 'trillones'],
  [10n ** 12n, 'billón', 'billones'],
  [10n ** 6n, 'millón', 'millones'],
];

/** "uno" before a noun (or before "mil", "millones"): un, veintiún, treinta y un. */
function esBelow100(n: number, shorten: boolean): string {
  if (n < 30) {
    if (shorten && n === 1) return 'un';
    if (shorten && n === 21) return 'veintiún';
    return ES_UNITS[n]!;
  }
  const unit = n % 10;
  const tens = ES_TENS[Math.floor(n / 10)]!;
  if (unit === 0) return tens;
  return `${tens} y ${shorten && unit === 1 ? 'un' : ES_UNITS[unit]}`;
}

function esBelow1000(n: number, shorten: boolean): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(ES_HUNDREDS[hundreds]!);
  if (rest > 0) parts.push(esBelow100(rest, shorten));
  return parts.join(' ');
}

function esBelowMillion(n: number, shorten: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (thousands === 1) parts.push('mil');
  else if (thousands > 1) parts.push(`${esBelow1000(thousands, true)} mil`);
  if (rest > 0) parts.push(esBelow1000(rest, shorten));
  return parts.join(' ');
}

function spanishWords(n: bigint, shorten: boolean): string {
  const parts: string[] = [];
  let rest = n;
  for (const [scale, one, many] of ES_SCALES) {
    const count = rest / scale;
    rest %= scale;
    if (count === 0n) continue;
    parts.push(count === 1n ? `un ${one}` : `${spanishWords(count, true)} ${many}`);
  }
  if (rest > 0n) parts.push(esBelowMillion(Number(rest), shorten));
  return parts.join(' ');
}

function spanish(n: bigint, shorten: boolean): Cardinal {
  if (n === 0n) return { words: ES_UNITS[0]!, endsOnScaleNoun: false };
  return { words: spanishWords(n, shorten), endsOnScaleNoun: n % 10n ** 6n === 0n };
}

/** A whole number ≥ 0 in words: 1234 → "one thousand two hundred thirty-four", "mille deux cent trente-quatre", "mil doscientos treinta y cuatro". */
export function cardinal(value: number | bigint, locale: Locale, options: CardinalOptions = {}): Cardinal {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Not a whole number: ${value}`);
  }
  const n = BigInt(value);
  if (n < 0n) throw new RangeError(`Negative number: ${value}`);
  if (locale === 'fr') return french(n);
  if (locale === 'es') return spanish(n, options.beforeNoun === true);
  return english(n);
}

export const numberInWords = (value: number | bigint, locale: Locale, options: CardinalOptions = {}) =>
  cardinal(value, locale, options).words;
