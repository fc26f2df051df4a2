import { describe, expect, it } from 'vitest';
import enCompany from '../../i18n/locales/en/company_settings.json';
import enShops from '../../i18n/locales/en/shops.json';
import enWarehouses from '../../i18n/locales/en/warehouses.json';
import esCompany from '../../i18n/locales/es/company_settings.json';
import esShops from '../../i18n/locales/es/shops.json';
import esWarehouses from '../../i18n/locales/es/warehouses.json';
import frCompany from '../../i18n/locales/fr/company_settings.json';
import frShops from '../../i18n/locales/fr/shops.json';
import frWarehouses from '../../i18n/locales/fr/warehouses.json';
import { PREFIX_FIELDS } from './company-draft.ts';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const NAMESPACES: Record<string, Catalogue[]> = {
  company_settings: [enCompany, frCompany, esCompany],
  shops: [enShops, frShops, esShops],
  warehouses: [enWarehouses, frWarehouses, esWarehouses],
};

describe('settings translations', () => {
  it.each(Object.entries(NAMESPACES))(
    '%s: fr and es have exactly the English keys, none empty',
    (_, catalogues) => {
      const [en, ...others] = catalogues as [Catalogue, ...Catalogue[]];
      for (const other of others) expect(keysOf(other).sort()).toEqual(keysOf(en).sort());
      for (const catalogue of catalogues) expect(JSON.stringify(catalogue)).not.toContain('""');
    },
  );

  it('names every document prefix, and each sort the lists offer', () => {
    for (const field of PREFIX_FIELDS) expect(keysOf(enCompany)).toContain(`documents.${field}`);
    for (const sort of ['name', '-created_at', 'created_at'])
      expect(keysOf(enShops)).toContain(`sorts.${sort}`);
    for (const sort of ['name', 'code', '-created_at'])
      expect(keysOf(enWarehouses)).toContain(`sorts.${sort}`);
  });
});
