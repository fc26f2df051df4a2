import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIR } from './helpers/paths.ts';

type Catalogue = { [key: string]: string | Catalogue };
const LOCALES = ['en', 'fr', 'es'];
const load = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.join(WEB_DIR, 'src/i18n/locales', locale, 'common.json'), 'utf8'));

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
  const en = flatten(load('en'));

  it.each(LOCALES)('%s has exactly the English keys, none empty', (locale) => {
    const messages = flatten(load(locale));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });

  it('every literal key the app translates exists', () => {
    const used = sources(path.join(WEB_DIR, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !(key in en))).toEqual([]);
  });
});
