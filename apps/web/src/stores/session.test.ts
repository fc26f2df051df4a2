import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import {
  bindShop,
  clearSessionOnLogout,
  readPinnedApps,
  storeShopBinding,
  togglePinnedApp,
} from './session.ts';
import { listStateKey, pinnedAppsKey, posOutboxKey, recentCustomersKey } from './storage-keys.ts';

const signedInStorage = () =>
  memoryStorage({
    token: 't0k',
    companyId: 'c1',
    shopId: 's1',
    role: 'manager',
    allCompany: 'true',
    company_code: 'ACME',
    locale: 'fr',
    hideInstallPrompt: 'true',
    last_install_prompt: '1700000000000',
    [pinnedAppsKey('c1')]: '["orders"]',
    [listStateKey('filter', 'orders')]: '{"status":"paid"}',
    [listStateKey('pagination', 'orders')]: '{"page":2}',
    [listStateKey('search', 'products')]: 'shoe',
    [listStateKey('sort', 'customers')]: '-created_at',
  });

const shops = (...ids: string[]) => ids.map((id) => ({ id }));

describe('logout', () => {
  it('clears token, company, shop, role and every saved filter, pagination, search and sort entry', () => {
    // Arrange
    const storage = signedInStorage();
    // Act
    clearSessionOnLogout(storage);
    // Assert
    for (const key of ['token', 'companyId', 'shopId', 'role', 'allCompany', 'company_code']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem(listStateKey('filter', 'orders'))).toBeNull();
    expect(storage.getItem(listStateKey('pagination', 'orders'))).toBeNull();
    expect(storage.getItem(listStateKey('search', 'products'))).toBeNull();
    expect(storage.getItem(listStateKey('sort', 'customers'))).toBeNull();
  });

  it("forgets the counter's recent customers of every company, and keeps its outbox", () => {
    const storage = signedInStorage();
    storage.setItem(recentCustomersKey('c1'), '[{"id":"k1","name":"Awa","phone":null}]');
    storage.setItem(recentCustomersKey('c2'), '[]');
    storage.setItem(posOutboxKey('c1'), '[{"key":"s1"}]');
    clearSessionOnLogout(storage);
    expect(storage.getItem(recentCustomersKey('c1'))).toBeNull();
    expect(storage.getItem(recentCustomersKey('c2'))).toBeNull();
    expect(storage.getItem(posOutboxKey('c1'))).toBe('[{"key":"s1"}]');
  });

  it('keeps the locale, the install-prompt keys and the pinned apps', () => {
    // Arrange
    const storage = signedInStorage();
    // Act
    clearSessionOnLogout(storage);
    // Assert
    expect(storage.getItem('locale')).toBe('fr');
    expect(storage.getItem('hideInstallPrompt')).toBe('true');
    expect(storage.getItem('last_install_prompt')).toBe('1700000000000');
    expect(storage.getItem('pinned-apps:c1')).toBe('["orders"]');
    expect(storage.length).toBe(4);
  });
});

describe('shop binding', () => {
  it.each(['admin', 'super_admin'])('%s without a chosen shop gets the all-company mode', (role) => {
    // Arrange
    const input = { role, storedShopId: null, shops: shops('s1', 's2') };
    // Act
    const binding = bindShop(input);
    // Assert
    expect(binding).toEqual({ allCompany: true, shopId: null });
  });

  it('an admin keeps a chosen shop that still exists', () => {
    // Arrange
    const input = { role: 'admin', storedShopId: 's2', shops: shops('s1', 's2') };
    // Act
    const binding = bindShop(input);
    // Assert
    expect(binding).toEqual({ allCompany: false, shopId: 's2' });
  });

  it('an admin whose chosen shop is gone gets the all-company mode', () => {
    // Arrange
    const input = { role: 'admin', storedShopId: 'gone', shops: shops('s1') };
    // Act
    const binding = bindShop(input);
    // Assert
    expect(binding).toEqual({ allCompany: true, shopId: null });
  });

  it('other roles are bound to the stored shop while it is still valid', () => {
    // Arrange
    const input = { role: 'employee', storedShopId: '7', shops: [{ id: 3 }, { id: 7 }] };
    // Act
    const binding = bindShop(input);
    // Assert
    expect(binding).toEqual({ allCompany: false, shopId: '7' });
  });

  it.each([
    ['no stored shop', null],
    ['a stored shop that is gone', 'gone'],
  ])('other roles with %s are bound to the first shop', (_case, storedShopId) => {
    // Arrange
    const input = { role: 'courrier', storedShopId, shops: shops('s1', 's2') };
    // Act
    const binding = bindShop(input);
    // Assert
    expect(binding).toEqual({ allCompany: false, shopId: 's1' });
  });

  it('other roles in a company without shops are bound to no shop', () => {
    // Arrange
    const input = { role: 'manager', storedShopId: 's1', shops: [] };
    // Act
    const binding = bindShop(input);
    // Assert
    expect(binding).toEqual({ allCompany: false, shopId: null });
  });

  it('storing a binding writes shopId and allCompany as the API client reads them', () => {
    // Arrange
    const storage = memoryStorage({ shopId: 'old' });
    // Act
    storeShopBinding(storage, { allCompany: true, shopId: null });
    const allCompany = { shopId: storage.getItem('shopId'), allCompany: storage.getItem('allCompany') };
    storeShopBinding(storage, { allCompany: false, shopId: 's2' });
    const oneShop = { shopId: storage.getItem('shopId'), allCompany: storage.getItem('allCompany') };
    // Assert
    expect(allCompany).toEqual({ shopId: null, allCompany: 'true' });
    expect(oneShop).toEqual({ shopId: 's2', allCompany: null });
  });
});

describe('pinned apps', () => {
  it('pinning an app is stored for that company only', () => {
    // Arrange
    const storage = memoryStorage();
    // Act
    const pinned = togglePinnedApp(storage, 'c1', 'orders');
    // Assert
    expect(pinned).toEqual(['orders']);
    expect(readPinnedApps(storage, 'c1')).toEqual(['orders']);
    expect(readPinnedApps(storage, 'c2')).toEqual([]);
  });

  it('toggling a pinned app unpins it', () => {
    // Arrange
    const storage = memoryStorage({ [pinnedAppsKey('c1')]: '["orders","products"]' });
    // Act
    const pinned = togglePinnedApp(storage, 'c1', 'orders');
    // Assert
    expect(pinned).toEqual(['products']);
    expect(storage.getItem('pinned-apps:c1')).toBe('["products"]');
  });

  it('an unreadable pinned-apps entry counts as no pins', () => {
    // Arrange
    const storage = memoryStorage({ [pinnedAppsKey('c1')]: 'not json' });
    // Act
    const pinned = togglePinnedApp(storage, 'c1', 'orders');
    // Assert
    expect(pinned).toEqual(['orders']);
  });
});
