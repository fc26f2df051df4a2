import type { LedgerAccount } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { filterAccounts } from './account-filter.ts';

const account = (code: string, label: string): LedgerAccount => ({
  id: code,
  code,
  label,
  class: Number(code[0]),
  kind: 'asset',
  normal_side: 'debit',
  is_heading: false,
  is_system: true,
  parent_code: null,
  created_at: null,
});

const chart = [account('411', 'Créances clients'), account('401', 'Fournisseurs'), account('521', 'Banques')];
const codes = (search: string, klass = '') => filterAccounts(chart, search, klass).map((a) => a.code);

describe('filterAccounts', () => {
  it('finds a label typed without accents or in capitals', () => {
    expect(codes('creances')).toEqual(['411']);
    expect(codes('CRÉANCES CLIENTS')).toEqual(['411']);
  });

  it('finds codes by their start, and keeps to the chosen class', () => {
    expect(codes('4')).toEqual(['411', '401']);
    expect(codes('', '5')).toEqual(['521']);
    expect(codes('fournisseurs', '5')).toEqual([]);
  });
});
