import { CUSTOMER_SORTS, CUSTOMER_TYPES } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/customers.json';
import es from '../../i18n/locales/es/customers.json';
import fr from '../../i18n/locales/fr/customers.json';
import { ADDRESS_TEXT_FIELDS } from './address-draft.ts';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('customers translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[]) {
      expect(JSON.stringify(catalogue)).not.toContain('""');
    }
  });

  it('every type, sort and address field has a label', () => {
    const keys = keysOf(en);
    for (const type of CUSTOMER_TYPES) expect(keys).toContain(`types.${type}`);
    for (const sort of CUSTOMER_SORTS) expect(keys).toContain(`sorts.${sort}`);
    for (const field of ADDRESS_TEXT_FIELDS) expect(keys).toContain(`addresses.fields.${field}`);
  });
});
