import { ACCOUNT_KINDS, JOURNAL_CODES, POSTING_SOURCE_KINDS, REPORT_PRESETS } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/accounting.json';
import es from '../../i18n/locales/es/accounting.json';
import fr from '../../i18n/locales/fr/accounting.json';
import { REPORTS } from './report-params.ts';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('accounting translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });

  it('names every report, period preset, journal, source, account kind and class', () => {
    const keys = keysOf(en);
    for (const report of REPORTS) expect(keys).toContain(`reports.names.${report}`);
    for (const preset of REPORT_PRESETS) expect(keys).toContain(`presets.${preset}`);
    for (const code of JOURNAL_CODES) expect(keys).toContain(`journals.${code}`);
    for (const source of POSTING_SOURCE_KINDS) expect(keys).toContain(`sources.${source}`);
    for (const kind of ACCOUNT_KINDS) expect(keys).toContain(`accounts.kinds.${kind}`);
    for (let klass = 1; klass <= 8; klass++) expect(keys).toContain(`accounts.classes.${klass}`);
  });
});
