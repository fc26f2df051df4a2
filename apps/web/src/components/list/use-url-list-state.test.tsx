import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFormChange, useUrlListState } from './use-url-list-state.ts';

afterEach(cleanup);

interface NoteListParams {
  search: string;
  tag: string;
  status: string;
  page: number;
}

function readNoteParams(params: URLSearchParams): NoteListParams {
  return {
    search: params.get('search') ?? '',
    tag: params.get('tag') ?? '',
    status: params.get('status') ?? '',
    page: Number(params.get('page')) || 1,
  };
}

function writeNoteParams(state: NoteListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'tag', 'status'] as const) if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

function NoteList({ withTag }: { withTag: boolean }) {
  const { state, change, clear, submitSearch } = useUrlListState(readNoteParams, writeNoteParams);
  const location = useLocation();
  return (
    <>
      <output aria-label="State">{JSON.stringify(state)}</output>
      <output aria-label="URL">{location.search}</output>
      <button type="button" onClick={() => change({ status: 'open' })}>
        Open only
      </button>
      <button type="button" onClick={() => change({ page: 3 })}>
        Page 3
      </button>
      <button type="button" onClick={clear}>
        Clear
      </button>
      <form aria-label="Search" onSubmit={(event) => submitSearch(event, 'tag')}>
        <input aria-label="Words" name="search" defaultValue="  milk " />
        {withTag && <input aria-label="Tag" name="tag" defaultValue=" vip " />}
        <button type="submit">Search</button>
      </form>
    </>
  );
}

function renderAt(url: string, withTag = true) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <NoteList withTag={withTag} />
    </MemoryRouter>,
  );
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'State' }).textContent ?? '');
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('a list state held in the URL', () => {
  it('reads the list state from the address', () => {
    renderAt('/notes?search=tea&status=done&page=2');

    expect(state()).toEqual({ search: 'tea', tag: '', status: 'done', page: 2 });
  });

  it('a filter change keeps the rest and starts again from page 1', () => {
    renderAt('/notes?search=tea&page=4');

    fireEvent.click(screen.getByRole('button', { name: 'Open only' }));

    expect(url()).toBe('?search=tea&status=open');
    expect(state()).toEqual({ search: 'tea', tag: '', status: 'open', page: 1 });
  });

  it('a page change moves to that page', () => {
    renderAt('/notes?status=done');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(url()).toBe('?status=done&page=3');
  });

  it('clearing removes every filter, the search and the page', () => {
    renderAt('/notes?search=tea&status=done&page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(url()).toBe('');
  });

  it('a search writes the trimmed words and the form’s optional fields, from page 1', () => {
    renderAt('/notes?status=done&page=2');

    fireEvent.submit(screen.getByRole('form', { name: 'Search' }));

    expect(url()).toBe('?search=milk&tag=vip&status=done');
  });

  it('a search leaves an optional field the form does not hold as it was', () => {
    renderAt('/notes?tag=staff&page=2', false);

    fireEvent.submit(screen.getByRole('form', { name: 'Search' }));

    expect(url()).toBe('?search=milk&tag=staff');
  });
});

describe('what a search form asks for', () => {
  it('is an empty search when the form has no search box', () => {
    const form = document.createElement('form');

    expect(searchFormChange(form, ['tag'])).toEqual({ search: '' });
  });
});
