import { expect } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, type TestApp } from '../../../test/helpers/test-app.ts';

/** An error or warning of an import's preview, on one cell of the file. */
export interface PreviewIssue {
  row: number;
  field: string;
  code: string;
  message: string;
}

/**
 * HTTP helpers of the import tests, bound to one test app and one kind of import (products answer
 * under /imports/:id, customers under /customer-imports/:id); `Preview` is what the file's tests
 * read of a preview.
 */
export function importsApi<Preview>(t: () => TestApp, kind: 'products' | 'customers' = 'products') {
  const batches = kind === 'products' ? '/imports' : '/customer-imports';
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, options: ApiOptions = {}) =>
    call(t().app, method, `/api/v1/admin${url}`, options);

  /** A new company in `currency`, on the business plan. */
  async function businessCompany(currency: string): Promise<Account> {
    const admin = await registerCompany(t().app, { currency });
    await upgradePlan(t().ctx, admin.companyId, 'business');
    return admin;
  }

  /**
   * Uploads the file as a browser would (the CSV itself, text/csv) and previews it under the guessed
   * mapping, asking for messages in `locale` when one is given.
   */
  async function importCsv(
    account: Account,
    csv: string,
    locale?: string,
  ): Promise<{ id: string; preview: Preview }> {
    const uploaded = await t().app.inject({
      method: 'POST',
      url: `/api/v1/admin/imports/${kind}`,
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json<{ data: { id: string } }>().data.id;
    const preview = await api('PUT', `${batches}/${id}/mapping`, {
      token: account.token,
      ...(locale !== undefined ? { headers: { 'accept-language': locale } } : {}),
      body: {},
    });
    expect(preview.statusCode, preview.body).toBe(200);
    return { id, preview: preview.json<{ data: { preview: Preview } }>().data.preview };
  }

  const commit = (account: Account, id: string) =>
    api('POST', `${batches}/${id}/commit`, { token: account.token, body: {} });

  return { api, businessCompany, importCsv, commit };
}
