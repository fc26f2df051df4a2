import { type FormEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The names of a list state's text fields: what a search form may fill in. */
type TextField<State> = { [K in keyof State]-?: State[K] extends string ? K : never }[keyof State] & string;

/**
 * What a list's search form asks for: its `search` box, trimmed, and each of `optional` that the
 * form holds, trimmed (a phone shows some of them in the filter sheet instead: they stay as they were).
 */
export function searchFormChange(
  form: HTMLFormElement,
  optional: readonly string[] = [],
): Record<string, string> {
  const data = new FormData(form);
  const next: Record<string, string> = { search: String(data.get('search') ?? '').trim() };
  for (const name of optional) {
    const value = data.get(name);
    if (value !== null) next[name] = String(value).trim();
  }
  return next;
}

/**
 * A list's filters, search and page held in the address bar. `read` and `write` turn the URL into
 * the list's state and back; keep them stable (module functions, or `useCallback`), as the state
 * is read again when they change. Any change but the page's own starts again from page 1.
 */
export function useUrlListState<State extends { page: number }>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => read(searchParams), [read, searchParams]);
  const change = (next: Partial<State>) => setSearchParams(write({ ...state, page: 1, ...next }));
  /** every filter, the search and the page back to none */
  const clear = () => setSearchParams(new URLSearchParams());
  /** a search form's submit: see searchFormChange for what it reads */
  const submitSearch = (event: FormEvent<HTMLFormElement>, ...optional: TextField<State>[]) => {
    event.preventDefault();
    // `search` and text fields of State only, each holding a string
    change(searchFormChange(event.currentTarget, optional) as Partial<State>);
  };
  return { state, change, clear, submitSearch };
}
