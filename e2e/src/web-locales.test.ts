import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIR } from './helpers/paths.ts';

type Catalogue = { [key: string]: string | Catalogue };
const LOCALES = ['en', 'fr', 'es'];
const LOCALES_DIR = path.join(WEB_DIR, 'src/i18n/locales');
/** One namespace per file: `common` plus one per feature. */
const NAMESPACES = readdirSync(path.join(LOCALES_DIR, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const load = (locale: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8'));

function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('web app translations', () => {
  it('has the common namespace and one per feature', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'auth', 'dashboard']));
  });

  const cases = LOCALES.flatMap((locale) => NAMESPACES.map((namespace) => [locale, namespace] as const));
  const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
  it.each(cases)('%s/%s.json has exactly the English keys, none empty', (locale, namespace) => {
    const en = flatten(load('en', namespace));
    const messages = flatten(load(locale, namespace));
    // A language may need plural forms English has no use for (French and Spanish "many" for
    // a million): allowed when the language has that category and English has the key's plurals.
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const pluralBases = new Set(
      Object.keys(en)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const ownPlural = (key: string) => {
      const category = PLURAL_SUFFIX.exec(key)?.[1];
      return (
        !(key in en) &&
        !!category &&
        categories.includes(category) &&
        pluralBases.has(key.replace(PLURAL_SUFFIX, ''))
      );
    };
    expect(
      Object.keys(messages)
        .filter((key) => !ownPlural(key))
        .sort(),
    ).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });

  it('every literal key the app translates exists', () => {
    // A key is `ns:key`, or a bare key found in the component's namespace (any namespace here);
    // `key_one`/`key_other` are the plural forms i18next picks for `t('key', { count })`.
    const known = new Set(
      NAMESPACES.flatMap((namespace) =>
        Object.keys(flatten(load('en', namespace)))
          .flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')])
          .flatMap((key) => [key, `${namespace}:${key}`]),
      ),
    );
    const used = sources(path.join(WEB_DIR, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.:]+)'/g)].map((match) => match[1]!),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });
});
