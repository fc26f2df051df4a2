import { describe, expect, it } from 'vitest';
import {
  changeListState,
  exportQueryOf,
  listQueryOf,
  lowStockSpec,
  movementsSpec,
  overviewSpec,
  readListState,
  writeListState,
} from './list-params.ts';

const W = '0b7a8f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const read = (query: string, spec = movementsSpec) => readListState(new URLSearchParams(query), spec);

describe('stock list parameters', () => {
  it('keeps valid filters from the URL and drops stale or hand-edited ones', () => {
    const state = read(
      `warehouse_id=${W}&reason=count&direction=sideways&created_from=2026-11-01&created_to=31/12&page=3&per_page=7&search= wax `,
    );
    expect(state).toEqual({
      search: 'wax',
      filters: { warehouse_id: W, reason: 'count', created_from: '2026-11-01' },
      page: 3,
      perPage: 25,
    });
    expect(read('warehouse_id=main').filters).toEqual({});
  });

  it('writes defaults out of the URL, and reads back what it wrote', () => {
    const state = read(`reason=sale&page=2&per_page=50`);
    expect(writeListState(state).toString()).toBe('reason=sale&page=2&per_page=50');
    expect(writeListState(read('')).toString()).toBe('');
    expect(read(writeListState(state).toString())).toEqual(state);
  });

  it('goes back to page 1 when what matches changes, not when the page does', () => {
    const state = read('page=4');
    expect(changeListState(state, { filter: 'reason', value: 'sale' })).toMatchObject({
      page: 1,
      filters: { reason: 'sale' },
    });
    expect(changeListState(state, { search: ' x ' })).toMatchObject({ page: 1, search: 'x' });
    expect(changeListState(state, { page: 5 }).page).toBe(5);
    expect(changeListState(state, { page: 0 }).page).toBe(1);
    const cleared = changeListState(read('reason=sale&search=x'), { clear: true });
    expect(cleared).toMatchObject({ search: '', filters: {}, page: 1 });
    expect(changeListState(read('reason=sale'), { filter: 'reason', value: null }).filters).toEqual({});
  });

  it('sends movement filters as filter[...], the whole last day included', () => {
    const query = listQueryOf(
      read(`reason=count&created_from=2026-11-01&created_to=2026-11-30`),
      movementsSpec,
      '-created_at',
    );
    expect(query).toEqual({
      page: 1,
      per_page: 25,
      sort: '-created_at',
      filter: {
        reason: 'count',
        created_from: new Date(2026, 10, 1).toISOString(),
        created_to: new Date(2026, 11, 1).toISOString(),
      },
    });
  });

  it('sends the overview and low-stock warehouse as ?warehouse_id=, not as a filter', () => {
    const state = readListState(new URLSearchParams(`warehouse_id=${W}&search=pagne`), overviewSpec);
    expect(listQueryOf(state, overviewSpec)).toEqual({
      page: 1,
      per_page: 25,
      search: 'pagne',
      warehouse_id: W,
    });
    const low = readListState(new URLSearchParams(`warehouse_id=${W}&search=ignored`), lowStockSpec);
    expect(listQueryOf(low, lowStockSpec)).toEqual({ page: 1, per_page: 25, warehouse_id: W });
  });

  it('an export has no paging', () => {
    expect(exportQueryOf({ page: 2, per_page: 10, filter: { reason: 'sale' } })).toEqual({
      filter: { reason: 'sale' },
    });
  });
});
