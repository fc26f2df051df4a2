import {
  EXPENSE_CATEGORIES,
  EXPENSE_ITEM_CATEGORIES,
  EXPENSE_NATURES,
  TRANSACTION_SOURCES,
  TREASURY_ACCOUNT_KINDS,
} from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import enExpenses from '../../i18n/locales/en/expenses.json';
import enTreasury from '../../i18n/locales/en/treasury.json';
import esExpenses from '../../i18n/locales/es/expenses.json';
import esTreasury from '../../i18n/locales/es/treasury.json';
import frExpenses from '../../i18n/locales/fr/expenses.json';
import frTreasury from '../../i18n/locales/fr/treasury.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// French and Spanish have a "many" plural form English lacks; the other keys match one for one.
const withoutMany = (keys: string[]) => keys.filter((key) => !key.endsWith('_many')).sort();

describe.each([
  ['treasury', enTreasury, frTreasury, esTreasury],
  ['expenses', enExpenses, frExpenses, esExpenses],
] as const)('%s translations', (_name, en, fr, es) => {
  it('fr and es have the English keys, none empty', () => {
    const english = keysOf(en as Catalogue).sort();
    expect(withoutMany(keysOf(fr as Catalogue))).toEqual(english);
    expect(withoutMany(keysOf(es as Catalogue))).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });
});

describe('labels of every value the API sends', () => {
  it('covers account kinds, transaction sources, expense categories, item categories and natures', () => {
    const treasury = keysOf(enTreasury as Catalogue);
    for (const kind of TREASURY_ACCOUNT_KINDS) expect(treasury).toContain(`kinds.${kind}`);
    for (const source of TRANSACTION_SOURCES) expect(treasury).toContain(`sources.${source}`);
    const expenses = keysOf(enExpenses as Catalogue);
    for (const category of EXPENSE_CATEGORIES) expect(expenses).toContain(`categories.${category}`);
    for (const item of EXPENSE_ITEM_CATEGORIES) expect(expenses).toContain(`item_categories.${item}`);
    for (const nature of Object.keys(EXPENSE_NATURES)) expect(expenses).toContain(`natures.${nature}`);
  });
});
