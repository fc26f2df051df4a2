import type { Shop } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { emptyShopDraft, shopBody, shopDraftOf } from './shop-draft.ts';

const shop: Shop = {
  id: 's1',
  name: 'Akwa',
  slug: 'akwa',
  email: null,
  phone: null,
  address: null,
  city: 'Douala',
  country: 'CM',
  is_default: false,
  is_active: true,
  warehouse_ids: ['w1'],
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
};

describe('shop form', () => {
  it('creates with the name only: slug from the name, the default warehouse, blanks as null', () => {
    expect(shopBody({ ...emptyShopDraft(), name: ' Bonapriso ', country: 'cm' })).toEqual({
      name: 'Bonapriso',
      email: null,
      phone: null,
      address: null,
      city: null,
      country: 'CM',
      is_active: true,
    });
  });

  it('replaces the warehouse links on update, even with none', () => {
    expect(shopBody({ ...shopDraftOf(shop), warehouse_ids: [] }, shop)).toMatchObject({ warehouse_ids: [] });
    expect(shopBody({ ...emptyShopDraft(), name: 'X', warehouse_ids: ['w2'] })).toMatchObject({
      warehouse_ids: ['w2'],
    });
  });

  it('sends is_default only to make a shop the default', () => {
    expect(shopBody(shopDraftOf(shop), shop)).not.toHaveProperty('is_default');
    expect(shopBody({ ...shopDraftOf(shop), is_default: true }, shop)).toMatchObject({ is_default: true });
    const main = { ...shop, is_default: true };
    expect(shopBody(shopDraftOf(main), main)).not.toHaveProperty('is_default');
  });

  it('reads the linked warehouses from ids or included warehouses', () => {
    const { warehouse_ids: _, ...bare } = shop;
    expect(
      shopDraftOf({ ...bare, warehouses: [{ id: 'w9', name: 'Main', code: 'MAIN' }] }).warehouse_ids,
    ).toEqual(['w9']);
  });
});
