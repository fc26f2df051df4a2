import { expect } from 'vitest';

/** What the web app keeps in local storage after a sign-up (apps/web/src/lib/session.ts). */
export type StoredSession = Record<'token' | 'companyId' | 'company_code', string>;

/**
 * Signs a new owner and company up through the API (no browser), for tests that open screens signed in
 * by writing the session into local storage themselves.
 */
export async function registerByApi(
  baseUrl: string,
  who: { name: string; emailPrefix: string; company: string; currency: string; timezone: string },
): Promise<StoredSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      user: {
        name: who.name,
        email: `${who.emailPrefix}.${Date.now()}@example.com`,
        password: 'correct horse battery',
      },
      company: { name: who.company, currency: who.currency, timezone: who.timezone, locale: 'en' },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = (await response.json()) as { accessToken: string; companyId: string; company_code: string };
  return { token: answer.accessToken, companyId: answer.companyId, company_code: answer.company_code };
}
