import { permissionsOf } from '@comptoir/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { completeSignIn as CompleteSignIn } from './sign-in.ts';

let completeSignIn: typeof CompleteSignIn;
const calls: string[] = [];

function profile(role: string) {
  return {
    id: 'u1',
    name: 'Awa',
    email: 'awa@example.com',
    role,
    has_pin: false,
    // As the API answers (SPEC §6): only admins list the shops; a courier may not read the company.
    permissions: permissionsOf(role),
    company: { id: 'c1', name: 'Boutique', company_code: 'BOUT1' },
    subscription: { plan_lookup_key: 'starter' },
    shop_ids: ['s1', 's2'],
    scope: { company_id: 'c1', shop_id: null, all_company: role === 'admin' },
  };
}

let role = 'admin';
const answers: Record<string, unknown> = {};

beforeAll(async () => {
  vi.stubGlobal('__APP_VERSION__', '0.0.0-test');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1/', '');
      calls.push(path);
      const body = path === 'user' ? profile(role) : (answers[path] ?? { data: {} });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  ({ completeSignIn } = await import('./sign-in.ts'));
});

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  answers['admin/shops'] = { data: [{ id: 's1' }, { id: 's2' }] };
  answers.shops = { data: [{ id: 's1' }, { id: 's2' }] };
});

const token = { accessToken: 't0k3n', companyId: 'c1', company_code: 'BOUT1' };

describe('the login sequence of SPEC §4', () => {
  it('loads the profile, then the company, then the plan, then the shops', async () => {
    role = 'admin';
    expect(await completeSignIn(token)).toBeNull();
    expect(calls).toEqual(['user', 'admin/company', 'plans/starter', 'admin/shops']);
    expect(localStorage.getItem('token')).toBe('t0k3n');
    expect(localStorage.getItem('role')).toBe('admin');
    expect(localStorage.getItem('company_code')).toBe('BOUT1');
  });

  it('an admin without a chosen shop works in all-company mode', async () => {
    role = 'admin';
    await completeSignIn(token);
    expect(localStorage.getItem('allCompany')).toBe('true');
    expect(localStorage.getItem('shopId')).toBeNull();
  });

  it('another role is bound to its stored shop while it still exists, else the first one', async () => {
    role = 'employee';
    localStorage.setItem('shopId', 's2');
    await completeSignIn(token);
    // Not allowed to list shops: bound among its own shop ids, without a refused call.
    expect(calls).not.toContain('shops');
    expect(localStorage.getItem('shopId')).toBe('s2');

    localStorage.setItem('shopId', 'gone');
    await completeSignIn(token);
    expect(localStorage.getItem('shopId')).toBe('s1');
    expect(localStorage.getItem('allCompany')).toBeNull();
  });

  it('a courier, without company.view, does not ask for the company (no 403)', async () => {
    role = 'courrier';
    expect(await completeSignIn(token)).toBeNull();
    expect(calls).toEqual(['user', 'plans/starter']);
    expect(localStorage.getItem('shopId')).toBe('s1');
  });
});
