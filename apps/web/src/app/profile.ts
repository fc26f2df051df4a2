import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../lib/http/api-client.ts';
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

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async ({ signal }) => unwrap(await api.get<Profile>('user', { signal })),
  staleTime: 60_000,
});

const ADMIN_ROLES = ['admin', 'super_admin'];
export const isAdminRole = (role: string | null) => role !== null && ADMIN_ROLES.includes(role);
