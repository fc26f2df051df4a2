import { describe, expect, it } from 'vitest';
import { creditQuery, readCreditParams, writeCreditParams } from './credit-params.ts';

describe('credit ledger URL state', () => {
  it('reads the overdue toggle, search, sort and page, and writes them back without defaults', () => {
    const state = readCreditParams(new URLSearchParams('search=awa&overdue=1&sort=oldest_due_at&page=2'));

    expect(state).toEqual({ search: 'awa', overdue: true, sort: 'oldest_due_at', page: 2 });
    expect(writeCreditParams(state).toString()).toBe('search=awa&overdue=1&sort=oldest_due_at&page=2');
    expect(
      writeCreditParams({ ...state, search: '', overdue: false, sort: '-balance', page: 1 }).toString(),
    ).toBe('');
  });

  it('falls back to the defaults on unknown values', () => {
    expect(readCreditParams(new URLSearchParams('overdue=yes&sort=total&page=-3'))).toEqual({
      search: '',
      overdue: false,
      sort: '-balance',
      page: 1,
    });
  });

  it('asks the API for filter[overdue] only when the toggle is on', () => {
    expect(creditQuery({ search: '', overdue: false, sort: '-balance', page: 1 })).toEqual({
      page: 1,
      per_page: 25,
      sort: '-balance',
    });
    expect(creditQuery({ search: '+221 77', overdue: true, sort: 'name', page: 3 })).toEqual({
      page: 3,
      per_page: 25,
      sort: 'name',
      search: '+221 77',
      filter: { overdue: 'true' },
    });
  });
});
