// Interface languages (SPEC §1) and the translated texts of the validation rules of SPEC §5.

export const LOCALES = ['en', 'fr', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export type ValidationCode = 'pin_invalid' | 'pin_mismatch' | 'phone_invalid' | 'slug_invalid';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale to answer in: accepts a bare tag ('fr', 'fr-FR', 'es_MX') or an
 * Accept-Language list ('de-DE,es;q=0.9,fr;q=0.8'), honouring q-weights, else 'en'.
 */
export function resolveLocale(input?: string | null): Locale {
  if (typeof input !== 'string') return DEFAULT_LOCALE;
  const ranked = input
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.toLowerCase().split(/[-_]/)[0] ?? '', weight, position };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    // Array.prototype.sort is stable, so equal weights keep the client's order.
    .sort((a, b) => b.weight - a.weight);
  return (ranked.find((entry) => isLocale(entry.language))?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}

const MESSAGES: Record<Locale, Record<ValidationCode, string>> = {
  en: {
    pin_invalid: 'Invalid PIN. Use 4 non-obvious digits.',
    pin_mismatch: 'PINs do not match.',
    phone_invalid: 'Enter a WhatsApp number of 10 to 15 digits, not starting with 0.',
    slug_invalid: 'Use only lower-case letters, digits, hyphens and dots.',
  },
  fr: {
    pin_invalid: 'Code PIN invalide. Utilisez 4 chiffres difficiles à deviner.',
    pin_mismatch: 'Les codes PIN ne correspondent pas.',
    phone_invalid: 'Saisissez un numéro WhatsApp de 10 à 15 chiffres, ne commençant pas par 0.',
    slug_invalid: 'Utilisez uniquement des lettres minuscules, des chiffres, des tirets et des points.',
  },
  es: {
    pin_invalid: 'PIN no válido. Usa 4 dígitos que no sean obvios.',
    pin_mismatch: 'Los PIN no coinciden.',
    phone_invalid: 'Introduce un número de WhatsApp de 10 a 15 dígitos que no empiece por 0.',
    slug_invalid: 'Usa solo letras minúsculas, dígitos, guiones y puntos.',
  },
};

/** The message for `code` in `locale` (any tag or Accept-Language value; falls back to English). */
export function validationMessage(code: ValidationCode, locale?: string | null): string {
  return MESSAGES[resolveLocale(locale)][code];
}
