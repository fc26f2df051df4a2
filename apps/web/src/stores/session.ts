import { SUPER_ADMIN } from '@comptoir/core';
import {
  isListStateKey,
  pinnedAppsKey,
  RECENT_CUSTOMERS_PREFIX,
  STORAGE_KEYS,
  STORED_USER_KEYS,
} from './storage-keys.ts';
import { readStoredList } from './stored-list.ts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Forgets the signed-in user (token, company, shop, role); what a 401 does (SPEC §8). */
export function removeStoredUser(storage: Pick<Storage, 'removeItem'>) {
  for (const key of STORED_USER_KEYS) storage.removeItem(key);
}

/**
 * Logout (SPEC §4): the stored user, every saved filter, pagination, search and sort entry, and the counter's recent
 * customers (names and numbers of the merchant's customers).
 * The language, the install-prompt choice and pinned apps outlive the session on this device.
 */
export function clearSessionOnLogout(storage: KeyValueStorage) {
  removeStoredUser(storage);
  const listState: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && (isListStateKey(key) || key.startsWith(RECENT_CUSTOMERS_PREFIX))) listState.push(key);
  }
  for (const key of listState) storage.removeItem(key);
}

export type ShopBinding = { allCompany: true; shopId: null } | { allCompany: false; shopId: string | null };

const ALL_COMPANY_ROLES: readonly string[] = ['admin', SUPER_ADMIN];

/**
 * SPEC §4: admin and super-admin without a chosen shop work across the whole company; every
 * other role is bound to one shop, the stored one while it still exists, else the first one.
 */
export function bindShop(input: {
  role: string | null;
  storedShopId: string | null;
  shops: readonly { id: string | number }[];
}): ShopBinding {
  const stored = input.shops.find(
    (shop) => input.storedShopId !== null && String(shop.id) === input.storedShopId,
  );
  if (stored) return { allCompany: false, shopId: String(stored.id) };
  if (input.role !== null && ALL_COMPANY_ROLES.includes(input.role))
    return { allCompany: true, shopId: null };
  const first = input.shops[0];
  return { allCompany: false, shopId: first === undefined ? null : String(first.id) };
}

/** Writes a binding to the `shopId` and `allCompany` keys that the API client reads. */
export function storeShopBinding(storage: Pick<Storage, 'setItem' | 'removeItem'>, binding: ShopBinding) {
  if (binding.shopId === null) storage.removeItem(STORAGE_KEYS.shopId);
  else storage.setItem(STORAGE_KEYS.shopId, binding.shopId);
  if (binding.allCompany) storage.setItem(STORAGE_KEYS.allCompany, 'true');
  else storage.removeItem(STORAGE_KEYS.allCompany);
}

export function readPinnedApps(storage: Pick<Storage, 'getItem'>, companyId: string): string[] {
  return readStoredList(storage, pinnedAppsKey(companyId), (app): app is string => typeof app === 'string');
}

/** Pins the app, or unpins it when already pinned, for this company only (SPEC §4). */
export function togglePinnedApp(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  companyId: string,
  app: string,
) {
  const pinned = readPinnedApps(storage, companyId);
  const next = pinned.includes(app) ? pinned.filter((pinnedApp) => pinnedApp !== app) : [...pinned, app];
  storage.setItem(pinnedAppsKey(companyId), JSON.stringify(next));
  return next;
}
