import { productAnalytics } from '../lib/analytics/product-analytics.ts';
import { clearSessionOnLogout } from '../stores/session.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { api } from './api.ts';
import { queryClient } from './query.ts';

/** Stops push notifications for this device; best effort, logout goes on without it. */
async function unsubscribePush() {
  try {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await api.post('admin/push/unsubscribe', subscription.toJSON());
    await subscription.unsubscribe();
  } catch {
    // No push support or no permission: nothing to remove.
  }
}

/**
 * SPEC §4: remove the push subscription, end the session on the server (while the token is still
 * there to name it), then forget token, company, shop, role and saved list state.
 */
export async function logout(storage: Storage = localStorage) {
  if (storage.getItem(STORAGE_KEYS.token)) {
    await unsubscribePush();
    await api.post('auth/logout');
  }
  clearSessionOnLogout(storage);
  queryClient.clear();
  productAnalytics.reset();
}
