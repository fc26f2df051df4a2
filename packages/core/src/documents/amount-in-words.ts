// An amount of money in words, as some merchants print it under an invoice's total
// ("Arrêtée la présente facture à la somme de …"): the currency's name in the language, its minor
// unit when it has one, "de" after a round million in French and Spanish.
import { getCurrency } from '../money/currency.ts';
import type { Locale } from '../validation/messages.ts';
import { cardinal } from './number-words.ts';

interface UnitName {
  one: string;
  many: string;
}

interface CurrencyWords {
  major: UnitName;
  /** none for currencies without a minor unit in use (CFA francs) */
  minor?: UnitName;
}

const unit = (one: string, many = `${one}s`): UnitName => ({ one, many });

const CENT = { en: unit('cent'), fr: unit('centime'), es: unit('céntimo') };

/** Currency names; every noun here is masculine in French and Spanish. */
const NAMES: Record<string, Record<Locale, CurrencyWords>> = {
  XOF: {
    en: { major: unit('CFA franc') },
    fr: { major: unit('franc CFA', 'francs CFA') },
    es: { major: unit('franco CFA', 'francos CFA') },
  },
  XPF: {
    en: { major: unit('CFP franc') },
    fr: { major: unit('franc CFP', 'francs CFP') },
    es: { major: unit('franco CFP', 'francos CFP') },
  },
  EUR: {
    en: { major: unit('euro'), minor: CENT.en },
    fr: { major: unit('euro'), minor: CENT.fr },
    es: { major: unit('euro'), minor: CENT.es },
  },
  USD: {
    en: { major: unit('dollar'), minor: CENT.en },
    fr: { major: unit('dollar'), minor: unit('cent') },
    es: { major: unit('dólar', 'dólares'), minor: unit('centavo') },
  },
  CAD: {
    en: { major: unit('Canadian dollar'), minor: CENT.en },
    fr: { major: unit('dollar canadien', 'dollars canadiens'), minor: unit('cent') },
    es: { major: unit('dólar canadiense', 'dólares canadienses'), minor: unit('centavo') },
  },
  CHF: {
    en: { major: unit('Swiss franc'), minor: unit('centime') },
    fr: { major: unit('franc suisse', 'francs suisses'), minor: CENT.fr },
    es: { major: unit('franco suizo', 'francos suizos'), minor: CENT.es },
  },
  GNF: {
    en: { major: unit('Guinean franc') },
    fr: { major: unit('franc guinéen', 'francs guinéens') },
    es: { major: unit('franco guineano', 'francos guineanos') },
  },
  CDF: {
    en: { major: unit('Congolese franc'), minor: unit('centime') },
    fr: { major: unit('franc congolais', 'francs congolais'), minor: CENT.fr },
    es: { major: unit('franco congoleño', 'francos congoleños'), minor: CENT.es },
  },
  RWF: {
    en: { major: unit('Rwandan franc') },
    fr: { major: unit('franc rwandais', 'francs rwandais') },
    es: { major: unit('franco ruandés', 'francos ruandeses') },
  },
  BIF: {
    en: { major: unit('Burundian franc') },
    fr: { major: unit('franc burundais', 'francs burundais') },
    es: { major: unit('franco burundés', 'francos burundeses') },
  },
  DJF: {
    en: { major: unit('Djiboutian franc') },
    fr: { major: unit('franc djiboutien', 'francs djiboutiens') },
    es: { major: unit('franco yibutiano', 'francos yibutianos') },
  },
  KMF: {
    en: { major: unit('Comorian franc') },
    fr: { major: unit('franc comorien', 'francs comoriens') },
    es: { major: unit('franco comorense', 'francos comorenses') },
  },
  MGA: {
    en: { major: unit('ariary', 'ariary') },
    fr: { major: unit('ariary', 'ariary') },
    es: { major: unit('ariary', 'ariary') },
  },
  MAD: {
    en: { major: unit('dirham'), minor: unit('centime') },
    fr: { major: unit('dirham'), minor: CENT.fr },
    es: { major: unit('dírham', 'dírhams'), minor: CENT.es },
  },
  DZD: {
    en: { major: unit('Algerian dinar'), minor: unit('centime') },
    fr: { major: unit('dinar algérien', 'dinars algériens'), minor: CENT.fr },
    es: { major: unit('dinar argelino', 'dinares argelinos'), minor: CENT.es },
  },
  TND: {
    en: { major: unit('Tunisian dinar'), minor: unit('millime') },
    fr: { major: unit('dinar tunisien', 'dinars tunisiens'), minor: unit('millime') },
    es: { major: unit('dinar tunecino', 'dinares tunecinos'), minor: unit('milésimo') },
  },
  NGN: {
    en: { major: unit('naira', 'naira'), minor: unit('kobo', 'kobo') },
    fr: { major: unit('naira', 'nairas'), minor: unit('kobo', 'kobos') },
    es: { major: unit('naira', 'nairas'), minor: unit('kobo', 'kobos') },
  },
  GHS: {
    en: { major: unit('Ghanaian cedi'), minor: unit('pesewa') },
    fr: { major: unit('cedi ghanéen', 'cedis ghanéens'), minor: unit('pesewa') },
    es: { major: unit('cedi ghanés', 'cedis ghaneses'), minor: unit('pesewa') },
  },
};
NAMES.XAF = NAMES.XOF!;

const AND: Record<Locale, string> = { en: 'and', fr: 'et', es: 'con' };
const MINUS: Record<Locale, string> = { en: 'minus', fr: 'moins', es: 'menos' };

/** English and Spanish: 1 is singular. French: 0 and 1 are ("zéro euro", "un euro"). */
const singular = (n: bigint, locale: Locale) => n === 1n || (locale === 'fr' && n === 0n);

function counted(n: bigint, name: UnitName, locale: Locale): string {
  const { words, endsOnScaleNoun } = cardinal(n, locale, { beforeNoun: true });
  const noun = singular(n, locale) ? name.one : name.many;
  if (!endsOnScaleNoun) return `${words} ${noun}`;
  // "deux millions de francs", "un million d'euros", "un millón de euros"
  const of = locale === 'fr' && /^[aeiouyàâéèêëîïôöûü]/i.test(noun) ? "d'" : 'de ';
  return `${words} ${of}${noun}`;
}

export interface WordsCurrency {
  alpha: string;
  precision: number;
}

/**
 * An amount in minor units written out: amountInWords(123456, 'EUR', 'fr') → "mille deux cent
 * trente-quatre euros et cinquante-six centimes"; amountInWords(2_000_000, 'XOF', 'fr') →
 * "deux millions de francs CFA". A currency without known names keeps its code, and its minor part
 * as a fraction ("… GBP and 45/100").
 */
export function amountInWords(
  amountMinor: number | bigint,
  currency: string | WordsCurrency,
  locale: Locale,
): string {
  const alpha = (typeof currency === 'string' ? currency : currency.alpha).toUpperCase();
  const precision =
    typeof currency === 'string' ? (getCurrency(alpha)?.precision ?? 2) : Math.max(0, currency.precision);
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  }
  const amount = BigInt(amountMinor);
  const absolute = amount < 0n ? -amount : amount;
  const scale = 10n ** BigInt(precision);
  const major = absolute / scale;
  const minor = absolute % scale;
  const names = NAMES[alpha]?.[locale] ?? { major: unit(alpha, alpha) };
  const sign = amount < 0n ? `${MINUS[locale]} ` : '';

  if (minor === 0n) return sign + counted(major, names.major, locale);
  if (!names.minor) {
    return `${sign}${counted(major, names.major, locale)} ${AND[locale]} ${minor}/${scale}`;
  }
  const cents = counted(minor, names.minor, locale);
  if (major === 0n) return sign + cents;
  return `${sign}${counted(major, names.major, locale)} ${AND[locale]} ${cents}`;
}
