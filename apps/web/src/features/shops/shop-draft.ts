import type { Shop, ShopCreate, ShopUpdate } from '@comptoir/core';
import type { SettingListSpec } from '../pricing-settings/list-params.ts';

/** The shop form as typed. */
export interface ShopDraft {
  name: string;
  slug: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  is_active: boolean;
  is_default: boolean;
  /** the warehouses it sells from */
  warehouse_ids: string[];
}

export function emptyShopDraft(): ShopDraft {
  return {
    name: '',
    slug: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    country: '',
    is_active: true,
    is_default: false,
    warehouse_ids: [],
  };
}

export function shopDraftOf(shop: Shop): ShopDraft {
  return {
    name: shop.name,
    slug: shop.slug,
    email: shop.email ?? '',
    phone: shop.phone ?? '',
    address: shop.address ?? '',
    city: shop.city ?? '',
    country: shop.country ?? '',
    is_active: shop.is_active,
    is_default: shop.is_default,
    warehouse_ids: shop.warehouse_ids ?? shop.warehouses?.map((warehouse) => warehouse.id) ?? [],
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The POST/PATCH body. A blank slug is left to the server (made from the name); a new shop with no
 * warehouse chosen sells from the default one; `is_default` is only ever sent to make it the default.
 */
export function shopBody(draft: ShopDraft, record?: Shop): ShopCreate | ShopUpdate {
  const slug = draft.slug.trim();
  const country = orNull(draft.country);
  return {
    name: draft.name.trim(),
    ...(slug ? { slug } : {}),
    email: orNull(draft.email),
    phone: orNull(draft.phone),
    address: orNull(draft.address),
    city: orNull(draft.city),
    country: country?.toUpperCase() ?? null,
    is_active: draft.is_active,
    ...(record || draft.warehouse_ids.length > 0 ? { warehouse_ids: draft.warehouse_ids } : {}),
    ...(record && draft.is_default && !record.is_default ? { is_default: true as const } : {}),
  };
}

export const SHOP_LIST_SPEC: SettingListSpec = {
  sorts: ['name', '-created_at', 'created_at'],
  filters: [{ param: 'is_active', values: ['true', 'false'] }],
  include: 'warehouses',
};
