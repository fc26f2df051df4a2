import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './test-app.ts';

export interface Account {
  token: string;
  companyId: string;
  companyCode: string;
  email: string;
  password: string;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Signs a new merchant up through the API; returns the admin's session. */
export async function registerCompany(
  app: FastifyInstance,
  overrides: { name?: string; currency?: string; email?: string } = {},
): Promise<Account> {
  const email = overrides.email ?? uniqueEmail('owner');
  const password = 'correct horse battery';
  const response = await call(app, 'POST', '/api/v1/auth/register', {
    body: {
      user: { name: 'Awa Diop', email, password },
      company: {
        name: overrides.name ?? 'Boutique Awa',
        ...(overrides.currency ? { currency: overrides.currency } : {}),
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ accessToken: string; companyId: string; company_code: string }>();
  return {
    token: body.accessToken,
    companyId: body.companyId,
    companyCode: body.company_code,
    email,
    password,
  };
}

/** Adds a staff member with a password through the API and signs them in. */
export async function createStaff(
  app: FastifyInstance,
  admin: Account,
  role: string,
): Promise<Account & { id: string }> {
  const email = uniqueEmail(role);
  const password = 'staff password 123';
  const created = await call(app, 'POST', '/api/v1/admin/users', {
    token: admin.token,
    body: { name: `Staff ${role}`, email, password, role },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await call(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  return {
    id: created.json<{ data: { id: string } }>().data.id,
    token: login.json<{ accessToken: string }>().accessToken,
    companyId: admin.companyId,
    companyCode: admin.companyCode,
    email,
    password,
  };
}
