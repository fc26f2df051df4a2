import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/purchases.json';
import es from '../../i18n/locales/es/purchases.json';
import fr from '../../i18n/locales/fr/purchases.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('purchases translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });
});
