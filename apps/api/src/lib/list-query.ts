import { countCap, LIST_DEFAULT_PER_PAGE, LIST_MAX_PER_PAGE } from '@comptoir/core';
import { type AnyColumn, and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { AppError } from './app-error.ts';
import { containsPattern, foldedContains, storedFoldContains } from './text-search.ts';
import { UUID_PATTERN } from './uuid.ts';

export type FilterKind =
  | { type: 'uuid' }
  | { type: 'text' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'boolean' }
  /** `filter[created_from]=2026-01-01` style bound; inclusive for 'from', exclusive for 'to' */
  | { type: 'date_from' }
  | { type: 'date_to' };

export interface ListSpec {
  filters: Record<string, { column: AnyColumn } & FilterKind>;
  sorts: Record<string, AnyColumn>;
  /** Always appended as the last key so pages never overlap. */
  tieBreaker: AnyColumn;
  defaultSort: string;
  includes: readonly string[];
  /** Where `search` looks: a column as typed (codes, emails, phones), or folded(column) for words. */
  searchColumns: readonly SearchColumn[];
}

/** A column searched ignoring accents and case (names, titles, labels): see folded(). */
export interface FoldedColumn {
  folded: AnyColumn;
  /** the column holds comptoir_fold(...) already (a stored generated column): compared as it is */
  stored?: boolean;
}

export type SearchColumn = AnyColumn | FoldedColumn;

/**
 * Searched without accents or case ("helene" finds "Hélène"): comptoir_fold(column) LIKE the folded text
 * (lib/text-search.ts). The others are ILIKE as typed: a code, an email or a phone has no accents to drop,
 * and keeps its plain trigram index.
 */
export const folded = (column: AnyColumn): FoldedColumn => ({ folded: column });

/** A stored fold (e.g. products.search_title): searched like folded(), without folding each row again. */
export const storedFold = (column: AnyColumn): FoldedColumn => ({ folded: column, stored: true });

const isFolded = (column: SearchColumn): column is FoldedColumn => 'folded' in column;

export interface ListQuery {
  page: number;
  perPage: number;
  where: SQL | undefined;
  orderBy: SQL[];
  /** the sort as asked (or the resource's default), e.g. '-created_at' */
  sort: string;
  includes: Set<string>;
  /** true when filters or search narrow the list (the total cannot come from the row counter) */
  narrowed: boolean;
  /** the filters asked, validated, in the order given: for lists that write their own SQL */
  filters: ListFilter[];
}

export interface ListFilter {
  name: string;
  values: string[];
}

const BASE_PARAMS = new Set(['page', 'per_page', 'sort', 'include', 'search', 'anonymous', 'locale']);

function invalid(parameter: string): AppError {
  return new AppError('invalid_parameter', { parameter });
}

function positiveInt(value: unknown, parameter: string, max: number): number {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw invalid(parameter);
  const n = Number(value);
  if (n < 1 || n > max) throw invalid(parameter);
  return n;
}

function filterValues(parameter: string, raw: unknown): string[] {
  if (typeof raw !== 'string' || raw.length > 1000) throw invalid(parameter);
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.length === 0 || values.length > 100) throw invalid(parameter);
  return values;
}

/** Refuses values the filter cannot take (a 400 naming it). */
function checkFilter(name: string, def: ListSpec['filters'][string], values: string[]): void {
  const parameter = `filter[${name}]`;
  switch (def.type) {
    case 'uuid':
      if (!values.every((v) => UUID_PATTERN.test(v))) throw invalid(parameter);
      return;
    case 'enum':
      if (!values.every((v) => def.values.includes(v))) throw invalid(parameter);
      return;
    case 'text':
      return;
    case 'boolean':
      if (values.length !== 1 || !['true', 'false', '1', '0'].includes(values[0]!)) throw invalid(parameter);
      return;
    case 'date_from':
    case 'date_to':
      if (values.length !== 1 || Number.isNaN(new Date(values[0]!).getTime())) throw invalid(parameter);
      return;
  }
}

/** A checked filter as a drizzle condition. */
function filterCondition(def: ListSpec['filters'][string], values: string[]): SQL {
  switch (def.type) {
    case 'uuid':
    case 'enum':
    case 'text':
      return inArray(def.column, values);
    case 'boolean':
      return eq(def.column, values[0] === 'true' || values[0] === '1');
    case 'date_from':
      return gte(def.column, new Date(values[0]!));
    case 'date_to':
      return lt(def.column, new Date(values[0]!));
  }
}

/** Any of the columns contains the text: folded ones without accents or case, the others ILIKE. */
function searchCondition(columns: readonly SearchColumn[], text: string): SQL {
  const pattern = containsPattern(text);
  return or(
    ...columns.map((c) =>
      isFolded(c) ? (c.stored ? storedFoldContains : foldedContains)(c.folded, text) : ilike(c, pattern),
    ),
  )!;
}

/**
 * Reads `page, per_page, filter[x], sort, include, search` against what the resource allows
 * (CONTRACT.md §2); any other parameter is a 400 naming it.
 */
export function parseListQuery(
  query: Record<string, unknown>,
  spec: ListSpec,
  extraParams: readonly string[] = [],
): ListQuery {
  const filters: ListFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (BASE_PARAMS.has(key) || extraParams.includes(key)) continue;
    const filter = /^filter\[([a-z_]+)\]$/.exec(key);
    const def = filter ? spec.filters[filter[1]!] : undefined;
    if (!filter || !def) throw new AppError('unknown_parameter', { parameter: key });
    const values = filterValues(key, value);
    checkFilter(filter[1]!, def, values);
    filters.push({ name: filter[1]!, values });
  }

  const page = query.page === undefined ? 1 : positiveInt(query.page, 'page', 1_000_000);
  const perPage =
    query.per_page === undefined
      ? LIST_DEFAULT_PER_PAGE
      : positiveInt(query.per_page, 'per_page', LIST_MAX_PER_PAGE);

  const sortParam = query.sort === undefined ? spec.defaultSort : query.sort;
  if (typeof sortParam !== 'string' || sortParam.length > 200) throw invalid('sort');
  const sortKeys = sortParam.split(',').filter(Boolean);
  for (const part of sortKeys) {
    if (!spec.sorts[part.startsWith('-') ? part.slice(1) : part]) throw invalid('sort');
  }

  const includes = new Set<string>();
  if (query.include !== undefined) {
    if (typeof query.include !== 'string') throw invalid('include');
    for (const name of query.include.split(',').filter(Boolean)) {
      if (!spec.includes.includes(name)) throw invalid('include');
      includes.add(name);
    }
  }

  let searchText: string | null = null;
  if (query.search !== undefined) {
    if (typeof query.search !== 'string' || query.search.length > 200) throw invalid('search');
    const text = query.search.trim();
    if (text !== '' && spec.searchColumns.length > 0) searchText = text;
  }

  // The drizzle conditions and sort are built on first use: a list that writes its own SQL (the
  // order list) reads `filters` and `sort` and never pays for them.
  let where: SQL | undefined | null = null;
  let orderBy: SQL[] | null = null;
  return {
    page,
    perPage,
    get where() {
      if (where === null) {
        const conditions = filters.map((f) => filterCondition(spec.filters[f.name]!, f.values));
        if (searchText !== null) conditions.push(searchCondition(spec.searchColumns, searchText));
        where = conditions.length ? and(...conditions) : undefined;
      }
      return where;
    },
    set where(value) {
      where = value;
    },
    get orderBy() {
      if (orderBy === null) {
        orderBy = sortKeys.map((part) =>
          part.startsWith('-') ? desc(spec.sorts[part.slice(1)]!) : asc(spec.sorts[part]!),
        );
        const lastDescending = sortParam.split(',').at(-1)?.startsWith('-') ?? true;
        orderBy.push(lastDescending ? desc(spec.tieBreaker) : asc(spec.tieBreaker));
      }
      return orderBy;
    },
    set orderBy(value) {
      orderBy = value;
    },
    sort: sortParam,
    includes,
    narrowed: filters.length > 0 || searchText !== null,
    filters,
  };
}

/** How many rows this list counts before its total is only a floor (core's countCap, decisions.md). */
export const queryCountCap = (query: ListQuery): number =>
  countCap(query.page, query.perPage, query.narrowed);

/** A count taken up to `cap` + 1 rows as meta.total and total_exact: past the cap, the total is the cap. */
export const cappedTotal = (n: number, cap: number): { total: number; exact: boolean } =>
  n > cap ? { total: cap, exact: false } : { total: n, exact: true };
