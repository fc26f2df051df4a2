import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedOrBrowserLocale } from '../lib/http/api-client.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enDashboard from './locales/en/dashboard.json';
import enShell from './locales/en/shell.json';
import esAuth from './locales/es/auth.json';
import esCommon from './locales/es/common.json';
import esDashboard from './locales/es/dashboard.json';
import esShell from './locales/es/shell.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import frDashboard from './locales/fr/dashboard.json';
import frShell from './locales/fr/shell.json';

export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', es: 'Español' };
export const NAMESPACES = ['common', 'auth', 'dashboard', 'shell'] as const;

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

// Bundled, not fetched: the sign-in screens must work on the first offline start.
const resources = {
  en: { common: enCommon, auth: enAuth, dashboard: enDashboard, shell: enShell },
  fr: { common: frCommon, auth: frAuth, dashboard: frDashboard, shell: frShell },
  es: { common: esCommon, auth: esAuth, dashboard: esDashboard, shell: esShell },
};

/** The stored `locale`, else the browser's language, else English. */
export function initialLocale(): Locale {
  const locale = storedOrBrowserLocale(localStorage, navigator.languages ?? [navigator.language]);
  return isLocale(locale) ? locale : 'en';
}

export const i18n: I18nInstance = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackNS: 'common',
  // The catalogues write placeholders as {name}.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
});

document.documentElement.lang = i18n.language;

/** The language the API is asked to answer in (Accept-Language). */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

/** Switches the UI language, remembers it on this device and tells assistive tech. */
export async function setLocale(locale: Locale) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export { isLocale };
