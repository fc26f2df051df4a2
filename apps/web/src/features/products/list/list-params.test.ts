import { PRODUCT_SORTS as API_SORTS, productListFiltersSchema } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import {
  changeListParams,
  DEFAULT_PER_PAGE,
  FILTER_FIELDS,
  PRODUCT_SORTS,
  productsQuery,
  readListParams,
  viewQueryString,
  writeListParams,
} from './list-params.ts';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('product list state in the URL', () => {
  it('a plain URL is the first page, newest first, nothing filtered', () => {
    expect(read('')).toEqual({
      search: '',
      filters: {},
      sort: '-created_at',
      page: 1,
      perPage: DEFAULT_PER_PAGE,
    });
  });

  it('reads the search, every filter, the sort and the page', () => {
    const state = read(
      'search=wax&type=bundle&status=active&tag=promo&collection_id=c1&supplier_id=s1&stock_status=low_stock&sort=title&page=3&per_page=50',
    );
    expect(state).toEqual({
      search: 'wax',
      filters: {
        type: 'bundle',
        status: 'active',
        tag: 'promo',
        collection_id: 'c1',
        supplier_id: 's1',
        stock_status: 'low_stock',
      },
      sort: 'title',
      page: 3,
      perPage: 50,
    });
  });

  it('drops values the API would refuse instead of sending them', () => {
    expect(read('type=car&status=sold&stock_status=lots&sort=price;drop&page=-2&per_page=1000')).toEqual(
      read(''),
    );
  });

  it('writes defaults out of the URL and round-trips the rest', () => {
    expect(writeListParams(read('')).toString()).toBe('');
    const query = 'search=wax&status=draft&tag=promo&sort=title&page=2';
    expect(readListParams(writeListParams(read(query)))).toEqual(read(query));
  });

  it('a new filter, search, sort or page size goes back to page 1', () => {
    const onPage3 = read('page=3&status=active');
    expect(changeListParams(onPage3, { filter: 'tag', value: 'promo' })).toMatchObject({
      page: 1,
      filters: { status: 'active', tag: 'promo' },
    });
    expect(changeListParams(onPage3, { search: ' wax ' })).toMatchObject({ page: 1, search: 'wax' });
    expect(changeListParams(onPage3, { sort: 'title' }).page).toBe(1);
    expect(changeListParams(onPage3, { perPage: 50 }).page).toBe(1);
    expect(changeListParams(onPage3, { page: 4 }).page).toBe(4);
  });

  it('removing a filter or clearing all keeps the sort', () => {
    const state = read('status=active&tag=promo&search=x&sort=title');
    expect(changeListParams(state, { filter: 'status', value: null }).filters).toEqual({ tag: 'promo' });
    expect(changeListParams(state, { clear: true })).toMatchObject({
      search: '',
      filters: {},
      sort: 'title',
    });
  });

  it('asks the API for the page without includes (the rows carry their figures), filters under filter[…]', () => {
    expect(productsQuery(read('search=wax&tag=promo&page=2'))).toEqual({
      page: 2,
      per_page: DEFAULT_PER_PAGE,
      sort: '-created_at',
      search: 'wax',
      filter: { tag: 'promo' },
    });
    expect(productsQuery(read(''))).not.toHaveProperty('filter');
  });

  it('a saved view keeps filters and sort but not the page', () => {
    expect(viewQueryString(read('status=active&sort=title&page=4'))).toBe('status=active&sort=title');
  });

  it("offers only core's sorts, each ascending or descending", () => {
    for (const sort of PRODUCT_SORTS) expect(API_SORTS).toContain(sort.replace(/^-/, ''));
    expect(read('sort=-price').sort).toBe('-price');
  });

  it("filters are named and valued as core's productListFiltersSchema", () => {
    const filterKeys = Object.keys(productListFiltersSchema.shape);
    for (const field of FILTER_FIELDS) expect(filterKeys).toContain(field);
    const query = productsQuery(
      read('type=bundle&status=active&tag=promo&collection_id=c1&supplier_id=s1&stock_status=low_stock'),
    );
    expect(productListFiltersSchema.strict().safeParse(query.filter).success).toBe(true);
    expect(read(`tag=${'x'.repeat(61)}`).filters).toEqual({});
  });
});
