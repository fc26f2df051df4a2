import { describe, expect, it } from 'vitest';
import {
  formatPercentText,
  integerBody,
  isoOfLocalInput,
  localInputOf,
  percentBody,
  textOrNull,
} from './form-values.ts';
import { listQueryOf, readListParams, writeListParams } from './list-params.ts';

describe('settings form values', () => {
  it('shows percentages with the decimal mark of the language', () => {
    expect(formatPercentText('19.25', 'fr')).toBe('19,25 %');
    expect(formatPercentText('19.25', 'en')).toBe('19.25 %');
  });

  it('reads typed percentages and whole numbers', () => {
    expect(percentBody(' 19,25 % ')).toBe('19.25');
    expect(integerBody('1 000')).toBe(1000);
    expect(integerBody('')).toBeNull();
    expect(integerBody('12.5')).toBe('12.5');
    expect(textOrNull('  ')).toBeNull();
  });

  it('turns datetime-local values into instants and back', () => {
    const iso = isoOfLocalInput('2026-03-01T08:30');
    expect(iso).toBe(new Date('2026-03-01T08:30').toISOString());
    expect(localInputOf(iso)).toBe('2026-03-01T08:30');
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('demain')).toBe('demain');
  });
});

describe('settings list params', () => {
  const spec = { sorts: ['position', 'name'], filters: [{ param: 'kind', values: ['cash', 'bank'] }] };

  it('reads the address bar, dropping unknown values', () => {
    const state = readListParams(new URLSearchParams('kind=cheque&sort=oops&page=0&search= wave '), spec);
    expect(state).toEqual({ search: 'wave', sort: 'position', page: 1, filters: {} });
  });

  it('writes only what differs from the defaults and builds the API query', () => {
    const state = { search: '', sort: 'name', page: 2, filters: { kind: 'bank' } };
    expect(writeListParams(state, spec).toString()).toBe('kind=bank&sort=name&page=2');
    expect(listQueryOf(state, spec)).toEqual({
      page: 2,
      per_page: 25,
      sort: 'name',
      filter: { kind: 'bank' },
    });
  });
});
