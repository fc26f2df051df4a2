import { describe, expect, it } from 'vitest';
import { analyticsShopScope } from './shop-scope.ts';

const SHOP = '0190a0a0-0000-7000-8000-000000000001';
const OTHER = '0190a0a0-0000-7000-8000-000000000002';

describe('analyticsShopScope', () => {
  it('keeps a shop-bound user on their shop whatever the URL asks', () => {
    const user = { allCompany: false, shopId: SHOP };
    expect(analyticsShopScope(user, '')).toEqual({ shopId: SHOP, canChoose: false });
    expect(analyticsShopScope(user, OTHER)).toEqual({ shopId: SHOP, canChoose: false });
  });

  it('lets an all-company user pick a shop or the whole company', () => {
    expect(analyticsShopScope({ allCompany: true, shopId: SHOP }, '')).toEqual({
      shopId: '',
      canChoose: true,
    });
    expect(analyticsShopScope({ allCompany: true, shopId: null }, OTHER)).toEqual({
      shopId: OTHER,
      canChoose: true,
    });
  });

  it('treats a user bound to no shop as all-company (as the API does)', () => {
    expect(analyticsShopScope({ allCompany: false, shopId: null }, OTHER)).toEqual({
      shopId: OTHER,
      canChoose: true,
    });
  });
});
