import { TRANSACTION_DIRECTIONS, TRANSACTION_SOURCES, type TransactionSource } from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';

/** A transaction list's state in the address bar: `?direction=out&from=2026-03-01&reconciled=false`. */
export interface TransactionParams {
  account: string;
  direction: '' | (typeof TRANSACTION_DIRECTIONS)[number];
  source: '' | TransactionSource;
  from: string;
  to: string;
  reconciled: '' | 'true' | 'false';
  search: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TRANSACTIONS_PER_PAGE = 25;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The state from the address bar; anything unknown falls back to "any". */
export function readTransactionParams(params: URLSearchParams): TransactionParams {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  const account = params.get('account') ?? '';
  return {
    account: UUID.test(account) ? account : '',
    direction: oneOf(params.get('direction'), TRANSACTION_DIRECTIONS),
    source: oneOf(params.get('source'), TRANSACTION_SOURCES),
    from: day('from'),
    to: day('to'),
    reconciled: oneOf(params.get('reconciled'), ['true', 'false'] as const),
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state, defaults left out. */
export function writeTransactionParams(state: TransactionParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['account', 'direction', 'source', 'from', 'to', 'reconciled', 'search'] as const) {
    if (state[name]) params.set(name, state[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of a state; `accountId` pins the list to one account (the account page). */
export function transactionListQueryOf(state: TransactionParams, accountId?: string): ListQuery {
  const filter: Record<string, string> = {};
  const account = accountId ?? state.account;
  if (account) filter.account_id = account;
  if (state.direction) filter.direction = state.direction;
  if (state.source) filter.source = state.source;
  if (state.from) filter.occurred_from = state.from;
  if (state.to) filter.occurred_to = state.to;
  if (state.reconciled) filter.reconciled = state.reconciled;
  return {
    page: state.page,
    per_page: TRANSACTIONS_PER_PAGE,
    sort: '-occurred_at',
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

export const isFiltered = (state: TransactionParams) =>
  Boolean(state.direction || state.source || state.from || state.to || state.reconciled || state.search);
