import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import en from './locales/en/common.json';
import es from './locales/es/common.json';
import fr from './locales/fr/common.json';

export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', es: 'Español' };

type Catalogue = { [key: string]: string | Catalogue };
const catalogues: Record<Locale, Catalogue> = { en, fr, es };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The stored `locale`, else the browser's first supported language, else English. */
export function detectLocale(): Locale {
  const stored = localStorage.getItem('locale');
  if (isLocale(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}

let current: Locale = detectLocale();
/** The language the API is asked to answer in (Accept-Language). */
export const currentLocale = () => current;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}

interface I18n {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(current);
  const setLocale = useCallback((next: Locale) => {
    current = next;
    localStorage.setItem('locale', next);
    setLocaleState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo<I18n>(
    () => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }),
    [locale, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

export function LanguageSwitcher() {
  const { locale, setLocale, t } = useI18n();
  return (
    <label className="language">
      <span>{t('language.label')}</span>
      <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
