import { STORAGE_KEYS } from '../../../stores/storage-keys.ts';

/**
 * What another tab did to the session, read from a `storage` event (fired only in the other tabs):
 * - `signed_out`: the token is gone (logout, a 401, storage cleared);
 * - `switched_account`: another token or company (someone signed in again): this tab's screens, forms and cache are
 *   another account's, while its next requests would already carry the new one;
 * - `switched_shop`: the shop the requests are bound to changed (the shop switcher).
 */
export type SessionChange = 'signed_out' | 'switched_account' | 'switched_shop';

export function sessionChangeOf(
  key: string | null,
  oldValue: string | null,
  newValue: string | null,
): SessionChange | null {
  // clear() reports no key
  if (key === null) return 'signed_out';
  if (oldValue === newValue) return null;
  switch (key) {
    case STORAGE_KEYS.token:
      return newValue === null ? 'signed_out' : 'switched_account';
    case STORAGE_KEYS.companyId:
      // removed with the token on logout: the token's event says so
      return newValue === null ? null : 'switched_account';
    case STORAGE_KEYS.shopId:
    case STORAGE_KEYS.allCompany:
      return 'switched_shop';
    default:
      return null;
  }
}
