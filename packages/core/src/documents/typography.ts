import type { Locale } from '../validation/messages.ts';

const NO_BREAK_SPACE = '\u00a0';

/**
 * A label followed by a colon as the language sets it: French puts a no-break space before the
 * colon ("Numéro : F-2026-0001"), so the colon never starts a line; English and Spanish do not
 * ("Number: …"). A no-break space rather than the narrow one (U+202F): the PDFs' Latin-1 fonts have it.
 */
export function labelWithColon(label: string, locale: Locale): string {
  return locale === 'fr' ? `${label.trimEnd()}${NO_BREAK_SPACE}:` : `${label.trimEnd()}:`;
}
