import type { ShippingFeeCreate, ShippingFeeRecord } from '@comptoir/core';
import { integerBody, textOrNull } from '../pricing-settings/form-values.ts';
import type { SettingListSpec } from '../pricing-settings/list-params.ts';

export type DeliveryModeChoice = 'delivery' | 'pickup' | 'online';

/** The shipping-fee form as typed: amounts in minor units (money inputs), weights as text. */
export interface ShippingFeeDraft {
  label: string;
  shop_id: string;
  delivery_mode: DeliveryModeChoice;
  city: string;
  zone: string;
  amount: number | null;
  min_weight_grams: string;
  max_weight_grams: string;
  min_subtotal: number | null;
  max_subtotal: number | null;
  position: string;
  is_active: boolean;
}

export function emptyShippingFeeDraft(): ShippingFeeDraft {
  return {
    label: '',
    shop_id: '',
    delivery_mode: 'delivery',
    city: '',
    zone: '',
    amount: null,
    min_weight_grams: '',
    max_weight_grams: '',
    min_subtotal: null,
    max_subtotal: null,
    position: '0',
    is_active: true,
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function shippingFeeDraftOf(fee: ShippingFeeRecord): ShippingFeeDraft {
  return {
    label: fee.label,
    shop_id: fee.shop_id ?? '',
    delivery_mode: fee.delivery_mode,
    city: fee.city ?? '',
    zone: fee.zone ?? '',
    amount: fee.amount,
    min_weight_grams: text(fee.min_weight_grams),
    max_weight_grams: text(fee.max_weight_grams),
    min_subtotal: fee.min_subtotal,
    max_subtotal: fee.max_subtotal,
    position: String(fee.position),
    is_active: fee.is_active,
  };
}

/** The POST/PATCH body: blank optional fields are null (no bound, every shop). */
export function shippingFeeBody(draft: ShippingFeeDraft): ShippingFeeCreate {
  return {
    label: draft.label.trim(),
    shop_id: draft.shop_id === '' ? null : draft.shop_id,
    delivery_mode: draft.delivery_mode,
    city: textOrNull(draft.city),
    zone: textOrNull(draft.zone),
    amount: draft.amount as number,
    min_weight_grams: integerBody(draft.min_weight_grams) as number | null,
    max_weight_grams: integerBody(draft.max_weight_grams) as number | null,
    min_subtotal: draft.min_subtotal,
    max_subtotal: draft.max_subtotal,
    position: (integerBody(draft.position) ?? 0) as number,
    is_active: draft.is_active,
  };
}

export const SHIPPING_FEE_LIST_SPEC: SettingListSpec = {
  sorts: ['position', 'label', 'amount', '-created_at'],
  filters: [
    { param: 'delivery_mode', values: ['delivery', 'pickup', 'online'] },
    { param: 'is_active', values: ['true', 'false'] },
  ],
};
