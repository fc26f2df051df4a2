import type { TransactionRecord, TreasuryAccountRecord } from '@comptoir/core';
import { expect } from 'vitest';
import type { Account } from '../../../test/helpers/factories.ts';
import { call, type TestApp } from '../../../test/helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api/v1/admin/<path> as `account`, in `lang`. */
export function apiAs(t: TestApp) {
  return (account: Account, method: Method, path: string, body?: unknown, lang = 'en') =>
    call(t.app, method, `/api/v1/admin/${path}`, {
      token: account.token,
      headers: { 'accept-language': lang },
      ...(body !== undefined ? { body } : {}),
    });
}

export async function accountsOf(t: TestApp, account: Account): Promise<TreasuryAccountRecord[]> {
  const response = await apiAs(t)(account, 'GET', 'treasury-accounts?per_page=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TreasuryAccountRecord[] }>().data;
}

/** The account signed-up companies get, where their cash lands. */
export async function cashAccountOf(t: TestApp, account: Account): Promise<TreasuryAccountRecord> {
  const response = await apiAs(t)(
    account,
    'GET',
    'treasury-accounts?filter[kind]=cash&sort=created_at&per_page=1',
  );
  const [cash] = response.json<{ data: TreasuryAccountRecord[] }>().data;
  expect(cash).toBeDefined();
  return cash!;
}

export async function balanceOf(
  t: TestApp,
  account: Account,
  accountId: string,
  at?: string,
): Promise<number> {
  const response = await apiAs(t)(
    account,
    'GET',
    `treasury-accounts/${accountId}/balance${at ? `?at=${encodeURIComponent(at)}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { balance: number } }>().data.balance;
}

export async function transactionsOf(
  t: TestApp,
  account: Account,
  query: string,
): Promise<TransactionRecord[]> {
  const response = await apiAs(t)(account, 'GET', `transactions?per_page=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TransactionRecord[] }>().data;
}

export async function createAccount(
  t: TestApp,
  account: Account,
  body: Record<string, unknown>,
): Promise<TreasuryAccountRecord> {
  const response = await apiAs(t)(account, 'POST', 'treasury-accounts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TreasuryAccountRecord }>().data;
}
