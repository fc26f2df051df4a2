import { QueryClient } from '@tanstack/react-query';
import { type Profile, profileQuery } from '../app/profile.ts';

/**
 * A query client for a screen test, with a user already signed in: a manager of company c1 (XAF) holding
 * `permissions`. The profile never goes stale, so no refetch reaches the faked API; queries are not retried.
 */
export function signedInQueryClient(permissions: readonly string[], companyName = 'Shop'): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryDefaults(profileQuery.queryKey, { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'manager',
    permissions,
    company: { id: 'c1', name: companyName, company_code: 'X', currency: 'XAF' },
  } as unknown as Profile);
  return queryClient;
}
