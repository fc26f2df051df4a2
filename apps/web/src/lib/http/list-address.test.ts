import { describe, expect, it } from 'vitest';
import {
  dayRangeFilter,
  dayStart,
  isDay,
  oneOf,
  pageQuery,
  readDay,
  readId,
  readPage,
  readText,
  writeListAddress,
} from './list-address.ts';

const ID = '0b8f6a4e-3c1d-4f7a-9e2b-5d6c7a8b9c0d';
const address = (text: string) => new URLSearchParams(text);

describe('reading a list’s state back from the address bar', () => {
  it('keeps known values and drops mangled ones to their default', () => {
    expect(oneOf('paid', ['paid', 'unpaid'] as const)).toBe('paid');
    expect(oneOf('PAID', ['paid', 'unpaid'] as const)).toBe('');
    expect(oneOf(null, ['paid'] as const)).toBe('');
    expect(readText(address('search=%20awa%20'), 'search')).toBe('awa');
    expect(readText(address(''), 'search')).toBe('');
    expect(readId(address(`shop=${ID}`), 'shop')).toBe(ID);
    expect(readId(address('shop=42'), 'shop')).toBe('');
  });

  it('takes real days only: the shape is not enough', () => {
    expect(readDay(address('from=2026-03-01'), 'from')).toBe('2026-03-01');
    expect(readDay(address('from=2026-13-45'), 'from')).toBe('');
    expect(readDay(address('from=1/3/2026'), 'from')).toBe('');
    expect(isDay('2026-02-30')).toBe(true); // rolls over to 2 March, as the date picker would
    expect(isDay('2026-00-10')).toBe(false);
  });

  it('reads a page from 1, whole numbers only', () => {
    expect(readPage(address('page=3'))).toBe(3);
    for (const page of ['0', '-2', '2.5', 'two', '']) expect(readPage(address(`page=${page}`))).toBe(1);
    expect(readPage(address(''))).toBe(1);
  });
});

describe('writing a list’s state', () => {
  it('leaves empty fields and the first page out, in the order named', () => {
    const state = { status: 'paid', search: '', from: '2026-03-01', page: 1 };
    expect(writeListAddress(state, ['status', 'search', 'from']).toString()).toBe(
      'status=paid&from=2026-03-01',
    );
    expect(writeListAddress({ ...state, page: 4 }, ['from']).toString()).toBe('from=2026-03-01&page=4');
  });

  it('sends a range of the user’s days as instants, the last day whole', () => {
    expect(dayStart('2026-02-28')).toBe(new Date(2026, 1, 28).toISOString());
    expect(dayStart('2026-02-28', 1)).toBe(new Date(2026, 2, 1).toISOString());
    const names = { from: 'received_from', to: 'received_to' };
    expect(dayRangeFilter({ from: '2026-03-01', to: '2026-03-31' }, names)).toEqual({
      received_from: new Date(2026, 2, 1).toISOString(),
      received_to: new Date(2026, 3, 1).toISOString(),
    });
    expect(dayRangeFilter({ from: '', to: '2026-12-31' }, names)).toEqual({
      received_to: new Date(2027, 0, 1).toISOString(),
    });
    expect(dayRangeFilter({ from: '', to: '' }, names)).toEqual({});
  });

  it('asks a page with the filters and the search only when they narrow it', () => {
    expect(pageQuery({ page: 2, perPage: 25, sort: '-created_at', search: '', filter: {} })).toEqual({
      page: 2,
      per_page: 25,
      sort: '-created_at',
    });
    expect(
      pageQuery({ page: 1, perPage: 10, sort: 'name', search: 'awa', filter: { kind: 'refund' } }),
    ).toEqual({
      page: 1,
      per_page: 10,
      sort: 'name',
      search: 'awa',
      filter: { kind: 'refund' },
    });
  });
});
