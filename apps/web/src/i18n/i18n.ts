import i18next, { type BackendModule, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedOrBrowserLocale } from '../lib/http/api-client.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';

export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', es: 'Español' };
export const NAMESPACES = [
  'common',
  'auth',
  'dashboard',
  'analytics',
  'shell',
  'users',
  'products',
  'collections',
  'suppliers',
  'taxes',
  'discounts',
  'shipping_fees',
  'payment_methods',
  'online_payments',
  'payments',
  'customers',
  'stock',
  'media',
  'imports',
  'orders',
  'deliveries',
  'documents',
  'accounting',
  'company_settings',
  'shops',
  'warehouses',
  'treasury',
  'expenses',
  'purchases',
  'reports',
  'statements',
] as const;

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * English sign-in texts are bundled (the fallback, and what /login needs); other languages and
 * namespaces are separate chunks loaded on first use, to keep /login within its JS budget.
 * The service worker precaches them, so every language still works offline.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    import(`./locales/${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The stored `locale`, else the browser's language, else English. */
export function initialLocale(): Locale {
  const locale = storedOrBrowserLocale(localStorage, navigator.languages ?? [navigator.language]);
  return isLocale(locale) ? locale : 'en';
}

export const i18n: I18nInstance = i18next.createInstance();

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { en: { common: enCommon, auth: enAuth } },
    partialBundledLanguages: true,
    lng: initialLocale(),
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    ns: ['common', 'auth'],
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
