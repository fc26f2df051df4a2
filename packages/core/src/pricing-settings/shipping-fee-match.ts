import { addSettingError, type SettingFieldErrors } from './setting-rules.ts';

export interface ShippingFeeRule {
  readonly shop_id: string | null;
  readonly delivery_mode: string;
  /** The districts the fee serves, separated by commas ("Akwa, Bonanjo"); null serves all. */
  readonly zone: string | null;
  readonly city: string | null;
  readonly min_weight_grams: number | null;
  readonly max_weight_grams: number | null;
  readonly min_subtotal: number | null;
  readonly max_subtotal: number | null;
  readonly position: number;
  readonly is_active: boolean;
}

export interface ShippingBasket {
  readonly shopId: string | null;
  readonly deliveryMode: string;
  readonly city?: string | null;
  /** The delivery address's district. */
  readonly zone?: string | null;
  /** unknown weight: fees with weight bounds do not match */
  readonly weightGrams?: number | null;
  /** minor units */
  readonly subtotal: number;
}

const same = (a: string, b: string | null | undefined) =>
  typeof b === 'string' && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A fee's zone lists districts separated by commas or semicolons; an empty one serves all. */
function zoneServes(zone: string, district: string | null | undefined): boolean {
  const names = zone.split(/[,;]/).filter((name) => name.trim() !== '');
  return names.length === 0 || names.some((name) => same(name, district));
}

/** Within [min, max): a missing bound is no bound; an unknown value only fits no bounds. */
function within(value: number | null | undefined, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (value === null || value === undefined) return false;
  return (min === null || value >= min) && (max === null || value < max);
}

function matches(fee: ShippingFeeRule, basket: ShippingBasket): boolean {
  return (
    fee.is_active &&
    (fee.shop_id === null || fee.shop_id === basket.shopId) &&
    fee.delivery_mode === basket.deliveryMode &&
    (fee.city === null || same(fee.city, basket.city)) &&
    (fee.zone === null || zoneServes(fee.zone, basket.zone)) &&
    within(basket.weightGrams, fee.min_weight_grams, fee.max_weight_grams) &&
    within(basket.subtotal, fee.min_subtotal, fee.max_subtotal)
  );
}

/**
 * The fee a basket pays: the first active fee by position that matches its shop (a fee without
 * shop serves every shop), delivery mode, city and zone (one of the zone's districts; ignoring case;
 * none on the fee matches any), weight and subtotal (min inclusive, max exclusive). Null when none matches.
 */
export function matchShippingFee<T extends ShippingFeeRule>(
  fees: readonly T[],
  basket: ShippingBasket,
): T | null {
  const ordered = fees
    .map((fee, index) => ({ fee, index }))
    .sort((a, b) => a.fee.position - b.fee.position || a.index - b.index);
  return ordered.find(({ fee }) => matches(fee, basket))?.fee ?? null;
}

/** A maximum bound must be above its minimum. */
export function shippingFeeFieldErrors(
  fee: Pick<ShippingFeeRule, 'min_weight_grams' | 'max_weight_grams' | 'min_subtotal' | 'max_subtotal'>,
): SettingFieldErrors {
  const errors: SettingFieldErrors = {};
  if (
    fee.min_weight_grams !== null &&
    fee.max_weight_grams !== null &&
    fee.max_weight_grams <= fee.min_weight_grams
  ) {
    addSettingError(errors, 'max_weight_grams', 'max_not_above_min');
  }
  if (fee.min_subtotal !== null && fee.max_subtotal !== null && fee.max_subtotal <= fee.min_subtotal) {
    addSettingError(errors, 'max_subtotal', 'max_not_above_min');
  }
  return errors;
}
