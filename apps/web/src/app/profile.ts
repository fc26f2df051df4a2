import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, unwrap } from '../lib/http/api-client.ts';
import { withOfflineCopy } from '../lib/query/offline-copy.ts';
import { clearSessionOnLogout } from '../stores/session.ts';
import { OFFLINE_PROFILE_KEY } from '../stores/storage-keys.ts';
import { api } from './api.ts';

export interface Company {
  id: string;
  name: string;
  company_code: string;
  currency?: string;
  [field: string]: unknown;
}

export interface Subscription {
  plan_lookup_key: string | null;
  plan_name?: string | null;
  status?: string;
}

/** `GET /user`: the signed-in user with what the app needs to decide what to show. */
export interface Profile {
  id: string;
  name: string;
  email: string | null;
  role: string;
  locale?: string | null;
  has_pin: boolean;
  permissions: string[];
  company: Company;
  subscription: Subscription | null;
  shop_ids: string[];
  scope: { company_id: string; shop_id: string | null; all_company: boolean };
}

/** SPEC §8: a 401 while loading the profile or the shops is a full logout, saved list state included. */
export function unwrapSession<T>(result: ApiResult<T>): T {
  if (result.status === 401) clearSessionOnLogout(localStorage);
  return unwrap(result);
}

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  // Without a connection the last profile answers, so the app (the counter above all) opens offline.
  queryFn: async ({ signal }) =>
    withOfflineCopy(OFFLINE_PROFILE_KEY, await api.get<Profile>('user', { signal }), unwrapSession),
  staleTime: 60_000,
});

const ADMIN_ROLES = ['admin', 'super_admin'];
export const isAdminRole = (role: string | null) => role !== null && ADMIN_ROLES.includes(role);
