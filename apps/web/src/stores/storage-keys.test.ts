import { describe, expect, it } from 'vitest';
import { isListStateKey, listStateKey, pinnedAppsKey, STORAGE_KEYS } from './storage-keys.ts';

describe('local storage keys', () => {
  it('are the keys SPEC §3 names', () => {
    // Arrange
    const expected = [
      'token',
      'companyId',
      'shopId',
      'role',
      'allCompany',
      'company_code',
      'locale',
      'hideInstallPrompt',
      'last_install_prompt',
    ];
    // Act
    const keys = Object.values(STORAGE_KEYS);
    // Assert
    expect(keys.sort()).toEqual(expected.sort());
  });

  it('pinned apps are kept per company', () => {
    // Arrange
    const companyId = '42';
    // Act
    const key = pinnedAppsKey(companyId);
    // Assert
    expect(key).toBe('pinned-apps:42');
  });

  it('saved filter, pagination, search and sort entries share one prefix', () => {
    // Arrange
    const kinds = ['filter', 'pagination', 'search', 'sort'] as const;
    // Act
    const keys = kinds.map((kind) => listStateKey(kind, 'orders'));
    // Assert
    expect(keys).toEqual([
      'list-state:filter:orders',
      'list-state:pagination:orders',
      'list-state:search:orders',
      'list-state:sort:orders',
    ]);
    expect(keys.every(isListStateKey)).toBe(true);
    expect(isListStateKey('locale')).toBe(false);
  });
});
