import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../stores/storage-keys.ts';
import { sessionChangeOf } from './session-change.ts';

describe('sessionChangeOf', () => {
  it('reads a removed token or a cleared storage as a sign-out', () => {
    expect(sessionChangeOf(STORAGE_KEYS.token, 'a', null)).toBe('signed_out');
    expect(sessionChangeOf(null, null, null)).toBe('signed_out');
  });

  it('reads another token or company as another account, whatever came first', () => {
    expect(sessionChangeOf(STORAGE_KEYS.token, 'a', 'b')).toBe('switched_account');
    expect(sessionChangeOf(STORAGE_KEYS.token, null, 'b')).toBe('switched_account');
    expect(sessionChangeOf(STORAGE_KEYS.companyId, 'c1', 'c2')).toBe('switched_account');
    expect(sessionChangeOf(STORAGE_KEYS.companyId, 'c1', null)).toBeNull();
  });

  it('reads the shop binding as a shop switch, and ignores values written again and other keys', () => {
    expect(sessionChangeOf(STORAGE_KEYS.shopId, 's1', 's2')).toBe('switched_shop');
    expect(sessionChangeOf(STORAGE_KEYS.shopId, 's1', null)).toBe('switched_shop');
    expect(sessionChangeOf(STORAGE_KEYS.allCompany, null, 'true')).toBe('switched_shop');
    expect(sessionChangeOf(STORAGE_KEYS.token, 'a', 'a')).toBeNull();
    expect(sessionChangeOf(STORAGE_KEYS.locale, 'fr', 'en')).toBeNull();
    expect(sessionChangeOf('pos-held-sales:c1', null, '[]')).toBeNull();
  });
});
