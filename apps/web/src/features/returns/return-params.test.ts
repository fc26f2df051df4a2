import { describe, expect, it } from 'vitest';
import {
  AWAITING_QUERY,
  isFiltered,
  RETURNS_PER_PAGE,
  readReturnParams,
  returnListQueryOf,
  writeReturnParams,
} from './return-params.ts';

/** Local midnight of a day, as the API receives it. */
const midnight = (day: string) => new Date(`${day}T00:00:00`).toISOString();

describe('the returns list in the address bar', () => {
  it('reads what it knows and drops the rest', () => {
    expect(
      readReturnParams(
        new URLSearchParams('status=requested&search=%20RET-2026%20&from=2026-03-01&to=05/03&page=3'),
      ),
    ).toEqual({ status: 'requested', search: 'RET-2026', from: '2026-03-01', to: '', page: 3 });
    expect(readReturnParams(new URLSearchParams('status=lost&page=-2'))).toEqual({
      status: '',
      search: '',
      from: '',
      to: '',
      page: 1,
    });
    expect(readReturnParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set, and reads back the same state', () => {
    const state = {
      status: 'approved',
      search: 'RET',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    } as const;
    const written = writeReturnParams(state);
    expect(written.toString()).toBe('status=approved&search=RET&from=2026-03-01&to=2026-03-31&page=2');
    expect(readReturnParams(written)).toEqual(state);
    expect(writeReturnParams({ status: '', search: '', from: '', to: '', page: 1 }).toString()).toBe('');
  });
});

describe('the API query of the returns list', () => {
  it('asks for a page, newest first, with the status, the search and whole days', () => {
    expect(
      returnListQueryOf({
        status: 'requested',
        search: 'RET-2026',
        from: '2026-03-01',
        to: '2026-03-31',
        page: 2,
      }),
    ).toEqual({
      page: 2,
      per_page: RETURNS_PER_PAGE,
      sort: '-created_at',
      search: 'RET-2026',
      // `to` takes the 31st in: the API's created_to is exclusive, so the next midnight.
      filter: {
        status: 'requested',
        created_from: midnight('2026-03-01'),
        created_to: midnight('2026-04-01'),
      },
    });
    expect(returnListQueryOf({ status: '', search: '', from: '', to: '', page: 1 })).toEqual({
      page: 1,
      per_page: RETURNS_PER_PAGE,
      sort: '-created_at',
    });
  });

  it('counts what awaits approval with a one-row page, and knows a filtered list', () => {
    expect(AWAITING_QUERY).toEqual({ per_page: 1, filter: { status: 'requested' } });
    expect(isFiltered(readReturnParams(new URLSearchParams('page=4')))).toBe(false);
    for (const url of ['status=rejected', 'search=RET', 'from=2026-01-01', 'to=2026-01-01'])
      expect(isFiltered(readReturnParams(new URLSearchParams(url))), url).toBe(true);
  });
});
