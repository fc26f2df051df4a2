import type { Customer } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Account } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from '../../db/schema/index.ts';

export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** HTTP helpers of the customers tests, bound to one test app. */
export function customerApi(t: () => TestApp) {
  const api = (method: Method, url: string, options: ApiOptions = {}) =>
    call(t().app, method, `/api/v1/admin${url}`, options);

  async function createCustomer(account: Account, body: Record<string, unknown>): Promise<Customer> {
    const response = await api('POST', '/customers', { token: account.token, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Customer }>().data;
  }

  const eventTypes = async (companyId: string, subjectId: string) =>
    (
      await t()
        .ctx.db.select({ type: events.type })
        .from(events)
        .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
        .orderBy(events.id)
    ).map((e) => e.type);

  return { api, createCustomer, eventTypes };
}
