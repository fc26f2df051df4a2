/** The browser's local-storage keys (SPEC §3). One place names them; nothing else spells them out. */
export const STORAGE_KEYS = {
  token: 'token',
  companyId: 'companyId',
  shopId: 'shopId',
  role: 'role',
  allCompany: 'allCompany',
  companyCode: 'company_code',
  locale: 'locale',
  hideInstallPrompt: 'hideInstallPrompt',
  lastInstallPrompt: 'last_install_prompt',
} as const;

/**
 * Last answers kept so the app opens without a connection (lib/query/offline-copy.ts): the signed-in user's profile,
 * and per company the point of sale's setup. The profile goes with the user (STORED_USER_KEYS).
 */
export const OFFLINE_PROFILE_KEY = 'offline-copy:profile';
export const offlinePosSetupKey = (companyId: string) => `offline-copy:pos-setup:${companyId}`;

/** The signed-in user: removed on a 401 and on logout (SPEC §4, §8). */
export const STORED_USER_KEYS: readonly string[] = [
  OFFLINE_PROFILE_KEY,
  STORAGE_KEYS.token,
  STORAGE_KEYS.companyId,
  STORAGE_KEYS.shopId,
  STORAGE_KEYS.role,
  STORAGE_KEYS.allCompany,
  STORAGE_KEYS.companyCode,
];

/** Pinned apps are kept per company, so switching company shows that company's pins. */
export const pinnedAppsKey = (companyId: string) => `pinned-apps:${companyId}`;

/**
 * Customers served at the counter lately, per company, on this device (features/orders/sale/recent-customers.ts): the
 * customer picker finds them without a connection. Their names and numbers go at logout (clearSessionOnLogout).
 */
export const RECENT_CUSTOMERS_PREFIX = 'pos-recent-customers:';
export const recentCustomersKey = (companyId: string) => `${RECENT_CUSTOMERS_PREFIX}${companyId}`;

/** Sales put on hold at the point of sale, per company, on this device (features/orders/pos/held-sales.ts). */
export const heldSalesKey = (companyId: string) => `pos-held-sales:${companyId}`;

export type ListStateKind = 'filter' | 'pagination' | 'search' | 'sort';

/** Saved list state shares one prefix so logout can find every entry without knowing the lists. */
export const LIST_STATE_PREFIX = 'list-state:';

export const listStateKey = (kind: ListStateKind, listName: string) =>
  `${LIST_STATE_PREFIX}${kind}:${listName}`;

export const isListStateKey = (key: string) => key.startsWith(LIST_STATE_PREFIX);

/**
 * Counter sales waiting to reach the server (made offline, or whose answer was lost), per company, on this device
 * (features/orders/pos/offline/outbox.ts). Like held sales they outlive a sign-out: a sale is never dropped.
 */
export const posOutboxKey = (companyId: string) => `pos-outbox:${companyId}`;

/** The paper this device prints receipts on (features/orders/receipt-paper.ts): the device's, kept at sign-out. */
export const RECEIPT_PAPER_KEY = 'receipt-paper';
