import {
  CUSTOMER_CREDIT_SORT_KEYS,
  CUSTOMER_DEBT_SORT_KEYS,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
} from '@comptoir/core';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerQuery } from './customer-credit.repo.ts';

// Query strings of the credit ledger. Its rows are per-customer sums, not table rows, so it reads
// the list parameters of CONTRACT §2 itself, with the same answers: an unknown parameter or a bad
// value is a 400 naming it.

const OVERDUE = 'filter[overdue]';
const COMMON = new Set(['page', 'per_page', 'sort', 'anonymous', 'locale', OVERDUE]);

const invalid = (parameter: string) => new AppError('invalid_parameter', { parameter });

function checkNames(raw: Record<string, unknown>, allowed: Set<string>) {
  for (const key of Object.keys(raw)) {
    if (!allowed.has(key)) throw new AppError('unknown_parameter', { parameter: key });
  }
}

function positive(raw: unknown, parameter: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw invalid(parameter);
  const n = Number(raw);
  if (n < 1 || n > max) throw invalid(parameter);
  return n;
}

function sortOf<K extends string>(raw: unknown, keys: readonly K[], fallback: string) {
  const text = raw === undefined ? fallback : raw;
  if (typeof text !== 'string') throw invalid('sort');
  const descending = text.startsWith('-');
  const key = (descending ? text.slice(1) : text) as K;
  if (!keys.includes(key)) throw invalid('sort');
  return { key, descending };
}

function overdueOnly(raw: unknown): boolean {
  if (raw === undefined) return false;
  if (typeof raw !== 'string' || !['true', 'false', '1', '0'].includes(raw)) throw invalid(OVERDUE);
  return raw === 'true' || raw === '1';
}

/** A name fragment; a phone typed with spaces or "+" is also looked for as its digits. */
function searchOf(raw: unknown): LedgerQuery['search'] {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || raw.length > 200) throw invalid('search');
  const text = raw.trim();
  if (text === '') return null;
  const digits = /^[+\d\s().-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return { text, digits: digits.length >= 3 ? digits : null };
}

function paging(raw: Record<string, unknown>) {
  return {
    page: positive(raw.page, 'page', 1, 1_000_000),
    perPage: positive(raw.per_page, 'per_page', LIST_DEFAULT_PER_PAGE, LIST_MAX_PER_PAGE),
  };
}

/** `GET /customers/credit`: paging, search, filter[overdue], sort (default -balance). */
export function parseLedgerQuery(raw: Record<string, unknown>, now: Date): LedgerQuery {
  checkNames(raw, new Set([...COMMON, 'search']));
  return {
    ...paging(raw),
    sort: sortOf(raw.sort, CUSTOMER_CREDIT_SORT_KEYS, '-balance'),
    search: searchOf(raw.search),
    overdueOnly: overdueOnly(raw[OVERDUE]),
    now,
  };
}

export type DebtQuery = Omit<LedgerQuery, 'search' | 'sort'> & {
  sort: { key: (typeof CUSTOMER_DEBT_SORT_KEYS)[number]; descending: boolean };
};

/** `GET /customers/:id/credit`: paging, filter[overdue], sort (default due_at, the oldest due first). */
export function parseDebtQuery(raw: Record<string, unknown>, now: Date): DebtQuery {
  checkNames(raw, COMMON);
  return {
    ...paging(raw),
    sort: sortOf(raw.sort, CUSTOMER_DEBT_SORT_KEYS, 'due_at'),
    overdueOnly: overdueOnly(raw[OVERDUE]),
    now,
  };
}
