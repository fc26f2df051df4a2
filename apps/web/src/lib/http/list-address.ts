import type { ListQuery } from './query-string.ts';

/*
 * A list screen keeps its filters, search and page in the address bar, so a shared link, a reload or
 * the back button shows the same list. These read that state back forgivingly (a mangled value
 * falls back to its default, never to an error the API would answer) and write it with defaults left out.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real `YYYY-MM-DD` day (2026-13-45 has the shape but no midnight to send the API). */
export const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime());

/** A record's id, as the API accepts one in a filter. */
export const isId = (value: string) => UUID.test(value);

/** `value` when it is one of `allowed`, else '' (the "any" of a filter). */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** A `YYYY-MM-DD` day, '' when absent or not a day. */
export function readDay(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return isDay(value) ? value : '';
}

/** A record's id; the API answers 400 to a filter that is not one, so a mangled link filters nothing. */
export function readId(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return isId(value) ? value : '';
}

/** Typed text, trimmed. */
export const readText = (params: URLSearchParams, name: string): string => params.get(name)?.trim() ?? '';

/** The page number: a whole number from 1, else the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address of a list's state: the named fields that hold something, and the page past the first. */
export function writeListAddress<S extends { page: number }>(
  state: S,
  names: readonly { [K in keyof S]: S[K] extends string ? K : never }[keyof S][],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = state[name] as string;
    if (value) params.set(String(name), value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an instant the API compares with. */
export function dayStart(day: string, days = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/**
 * The API filters of a range of the user's days, both included: `from` starts at that day's local
 * midnight, and `to` takes the whole day in, as the API's `…_to` bounds are exclusive instants.
 */
export function dayRangeFilter(
  range: { from: string; to: string },
  names: { from: string; to: string },
): Record<string, string> {
  const filter: Record<string, string> = {};
  if (range.from) filter[names.from] = dayStart(range.from);
  if (range.to) filter[names.to] = dayStart(range.to, 1);
  return filter;
}

/** A page of a list: the filters and the search only when they narrow it. */
export function pageQuery(page: {
  page: number;
  perPage: number;
  sort: string;
  search?: string;
  filter?: Record<string, string>;
}): ListQuery {
  const { filter = {}, search } = page;
  return {
    page: page.page,
    per_page: page.perPage,
    sort: page.sort,
    ...(search ? { search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}
