import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  resolveLocale,
  type ValidationCode,
  validationMessage,
} from './messages.ts';

const CODES: ValidationCode[] = ['pin_invalid', 'pin_mismatch', 'phone_invalid', 'slug_invalid'];

describe('resolveLocale', () => {
  it.each([
    ['fr', 'fr'],
    ['es', 'es'],
    ['en', 'en'],
    ['fr-FR', 'fr'],
    ['FR-ca', 'fr'],
    ['es_MX', 'es'],
    ['es;q=0.9', 'es'],
    ['de-DE,es;q=0.9,fr;q=0.8', 'es'],
    ['de, fr-CM;q=0.5, es;q=0.7', 'es'],
    ['fr;q=0, es;q=0.1', 'es'],
    ['fr;q=abc, es', 'es'],
    ['*', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
  ])('resolves %j to %s', (input, locale) => {
    expect(resolveLocale(input)).toBe(locale);
  });

  it('keeps the client order between equal weights', () => {
    expect(resolveLocale('es, fr')).toBe('es');
    expect(resolveLocale('fr, es')).toBe('fr');
  });

  it('defaults to English without input', () => {
    expect(resolveLocale()).toBe('en');
    expect(resolveLocale(null)).toBe('en');
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('knows the three interface languages', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'es']);
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('fr-FR')).toBe(false);
  });
});

describe('validationMessage', () => {
  it('gives the English texts of SPEC §5', () => {
    expect(validationMessage('pin_invalid', 'en')).toBe('Invalid PIN. Use 4 non-obvious digits.');
    expect(validationMessage('pin_mismatch', 'en')).toBe('PINs do not match.');
    expect(validationMessage('phone_invalid', 'en')).toBe(
      'Enter a WhatsApp number of 10 to 15 digits, not starting with 0.',
    );
    expect(validationMessage('slug_invalid', 'en')).toBe(
      'Use only lower-case letters, digits, hyphens and dots.',
    );
  });

  it('translates every message into French and Spanish', () => {
    for (const code of CODES) {
      const english = validationMessage(code, 'en');
      expect(validationMessage(code, 'fr')).not.toBe(english);
      expect(validationMessage(code, 'es')).not.toBe(english);
    }
    expect(validationMessage('pin_mismatch', 'fr-FR')).toBe('Les codes PIN ne correspondent pas.');
    expect(validationMessage('pin_mismatch', 'es')).toBe('Los PIN no coinciden.');
  });

  it('falls back to English for an unsupported or missing locale', () => {
    expect(validationMessage('pin_mismatch', 'de')).toBe('PINs do not match.');
    expect(validationMessage('pin_mismatch')).toBe('PINs do not match.');
  });
});
