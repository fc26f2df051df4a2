import { TRANSACTION_DIRECTIONS, TRANSACTION_SOURCES, type TransactionSource } from '@comptoir/core';
import {
  oneOf,
  pageQuery,
  readDay,
  readId,
  readPage,
  readText,
  writeListAddress,
} from '../../lib/http/list-address.ts';
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

export const TRANSACTIONS_PER_PAGE = 25;

/** The state from the address bar; anything unknown falls back to "any". */
export function readTransactionParams(params: URLSearchParams): TransactionParams {
  return {
    account: readId(params, 'account'),
    direction: oneOf(params.get('direction'), TRANSACTION_DIRECTIONS),
    source: oneOf(params.get('source'), TRANSACTION_SOURCES),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    reconciled: oneOf(params.get('reconciled'), ['true', 'false'] as const),
    search: readText(params, 'search'),
    page: readPage(params),
  };
}

/** The address of a state, defaults left out. */
export const writeTransactionParams = (state: TransactionParams) =>
  writeListAddress(state, ['account', 'direction', 'source', 'from', 'to', 'reconciled', 'search']);

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
  return pageQuery({
    page: state.page,
    perPage: TRANSACTIONS_PER_PAGE,
    sort: '-occurred_at',
    search: state.search,
    filter,
  });
}

/**
 * Whether a filter narrows the list, so an empty list reads "no match" rather than "none yet". The
 * account counts only where it is chosen (all transactions): `accountId` pins one account's page.
 */
export const isFiltered = (state: TransactionParams, accountId?: string) =>
  Boolean(
    (!accountId && state.account) ||
      state.direction ||
      state.source ||
      state.from ||
      state.to ||
      state.reconciled ||
      state.search,
  );
