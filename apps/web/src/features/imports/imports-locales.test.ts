import { CUSTOMER_IMPORT_FIELDS, IMPORT_FIELDS } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/imports.json';
import es from '../../i18n/locales/es/imports.json';
import fr from '../../i18n/locales/fr/imports.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('imports translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[]) {
      expect(JSON.stringify(catalogue)).not.toContain('""');
    }
  });

  it('every importable field, of products and customers, has a label', () => {
    for (const field of IMPORT_FIELDS) expect(keysOf(en)).toContain(`fields.${field}`);
    for (const field of CUSTOMER_IMPORT_FIELDS) expect(keysOf(en)).toContain(`customers.fields.${field}`);
  });
});
