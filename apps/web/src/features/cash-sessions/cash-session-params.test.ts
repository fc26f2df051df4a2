import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../lib/http/query-string.ts';
import {
  CASH_SESSIONS_PER_PAGE,
  type CashSessionListParams,
  cashSessionListQueryOf,
  isFiltered,
  readCashSessionParams,
  writeCashSessionParams,
} from './cash-session-params.ts';

const SHOP = '0b6f1c1e-6c1a-4f0e-9a4b-1f2d3c4b5a69';
const read = (query: string) => readCashSessionParams(new URLSearchParams(query));
const plain: CashSessionListParams = { status: '', shop: '', from: '', to: '', page: 1 };

describe('cash sessions list state in the URL', () => {
  it('a plain URL is every session of every shop, first page', () => {
    expect(read('')).toEqual(plain);
    expect(writeCashSessionParams(plain).toString()).toBe('');
  });

  it('reads the status, shop, days and page', () => {
    expect(read(`status=closed&shop=${SHOP}&from=2026-03-01&to=2026-03-31&page=3`)).toEqual({
      status: 'closed',
      shop: SHOP,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 3,
    });
  });

  it('drops what it does not know: another status, a shop that is no id, a day in another format, a bad page', () => {
    expect(read('status=lost&shop=boutique&from=01/03/2026&to=2026-3-1&page=0')).toEqual(plain);
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes a state back to the same address, defaults left out', () => {
    const address = `status=open&shop=${SHOP}&from=2026-01-01&to=2026-01-31&page=2`;
    expect(writeCashSessionParams(read(address)).toString()).toBe(address);
    expect(writeCashSessionParams({ ...plain, to: '2026-02-28' }).toString()).toBe('to=2026-02-28');
  });

  it('status, shop and days count as filtered, not the page', () => {
    expect(isFiltered({ ...plain, page: 4 })).toBe(false);
    expect(isFiltered({ ...plain, status: 'closed' })).toBe(true);
    expect(isFiltered({ ...plain, shop: SHOP })).toBe(true);
    expect(isFiltered({ ...plain, from: '2026-01-01' })).toBe(true);
    expect(isFiltered({ ...plain, to: '2026-01-31' })).toBe(true);
  });
});

describe('the API query', () => {
  it('a plain state asks for the first page, newest first, without filters', () => {
    expect(cashSessionListQueryOf(plain)).toEqual({
      page: 1,
      per_page: CASH_SESSIONS_PER_PAGE,
      sort: '-opened_at',
    });
  });

  it('sends the status, shop and days under the API names, the whole `to` day included', () => {
    const query = cashSessionListQueryOf({
      status: 'closed',
      shop: SHOP,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
    expect(query).toEqual({
      page: 2,
      per_page: CASH_SESSIONS_PER_PAGE,
      sort: '-opened_at',
      filter: {
        status: 'closed',
        shop_id: SHOP,
        // Local midnights: 1 March, and 1 April as the exclusive end of 31 March.
        opened_from: new Date(2026, 2, 1).toISOString(),
        opened_to: new Date(2026, 3, 1).toISOString(),
      },
    });
    expect(encodeQuery(query).get('filter[opened_to]')).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('a single day is that day from midnight to the next midnight', () => {
    const { filter } = cashSessionListQueryOf({ ...plain, from: '2026-12-31', to: '2026-12-31' });
    expect(filter).toEqual({
      opened_from: new Date(2026, 11, 31).toISOString(),
      opened_to: new Date(2027, 0, 1).toISOString(),
    });
  });
});
