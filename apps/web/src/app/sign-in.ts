import { productAnalytics } from '../lib/analytics/product-analytics.ts';
import type { ApiError } from '../lib/http/api-client.ts';
import { resourcePath } from '../lib/http/api-client.ts';
import { keys } from '../lib/query/query-keys.ts';
import { bindShop, clearSessionOnLogout, removeStoredUser, storeShopBinding } from '../stores/session.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { api } from './api.ts';
import { isAdminRole, type Profile, profileQuery } from './profile.ts';
import { queryClient } from './query.ts';

/** What login, PIN login, sign-up and invitation acceptance answer. */
export interface AuthAnswer {
  accessToken: string;
  companyId: string;
  company_code?: string;
}

interface Shop {
  id: string;
}

/**
 * SPEC §4: store the token, then load the profile, the company and the plan, and bind a shop.
 * Returns the failure when the profile cannot be loaded (the session is then not kept).
 */
export async function completeSignIn(
  answer: AuthAnswer,
  storage: Storage = localStorage,
): Promise<ApiError | null> {
  queryClient.clear();
  storage.setItem(STORAGE_KEYS.token, answer.accessToken);
  storage.setItem(STORAGE_KEYS.companyId, answer.companyId);
  if (answer.company_code) storage.setItem(STORAGE_KEYS.companyCode, answer.company_code);

  const profile = await api.get<Profile>('user');
  if (!profile.ok) {
    // A 401 here is a full logout (SPEC §8); any other failure only drops the half-made session.
    if (profile.status === 401) clearSessionOnLogout(storage);
    else removeStoredUser(storage);
    return profile.error;
  }
  const user = profile.data;
  storage.setItem(STORAGE_KEYS.role, user.role);
  storage.setItem(STORAGE_KEYS.companyCode, user.company.company_code);
  queryClient.setQueryData(profileQuery.queryKey, user);
  productAnalytics.identify(user.id, { user_role: user.role });
  productAnalytics.group('company', answer.companyId);

  const admin = isAdminRole(user.role);
  // A courier may not read the company (SPEC §6): skip the call rather than log a 403.
  if (user.permissions.includes('company.view')) {
    const company = await api.get<{ data: unknown }>(resourcePath('company', { admin }));
    if (company.ok) queryClient.setQueryData(keys('company').detail('settings'), company.data.data);
  }
  const planKey = user.subscription?.plan_lookup_key;
  if (planKey) {
    const plan = await api.get<{ data: unknown }>(`plans/${encodeURIComponent(planKey)}`);
    if (plan.ok) queryClient.setQueryData(keys('plans').detail(planKey), plan.data.data);
  }

  // A courier may not list shops (SPEC §6): their own shop ids are enough to bind one.
  const shops = user.permissions.includes('shops.view')
    ? await api.get<{ data: Shop[] }>(resourcePath('shops', { admin }), { query: { per_page: 100 } })
    : null;
  const list = shops?.ok ? shops.data.data : user.shop_ids.map((id) => ({ id }));
  storeShopBinding(
    storage,
    bindShop({ role: user.role, storedShopId: storage.getItem(STORAGE_KEYS.shopId), shops: list }),
  );
  return null;
}
