import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/stock.json';
import es from '../../../i18n/locales/es/stock.json';
import fr from '../../../i18n/locales/fr/stock.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('stock translations (the low-stock reorder texts among them)', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });
});
