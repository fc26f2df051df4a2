import { addSettingError, type SettingFieldErrors } from './setting-rules.ts';

export interface TaxAmounts {
  readonly rate?: string | number | null | undefined;
  readonly fixed_amount?: number | null | undefined;
}

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** How a tax is computed: a rate of the base, or a fixed amount per unit; null when it says neither or both. */
export function taxKind(tax: TaxAmounts): 'rate' | 'fixed' | null {
  const rate = given(tax.rate);
  const fixed = given(tax.fixed_amount);
  if (rate === fixed) return null;
  return rate ? 'rate' : 'fixed';
}

/** SPEC §9: a tax is either a rate or a fixed amount — exactly one of the two. */
export function taxFieldErrors(tax: TaxAmounts): SettingFieldErrors {
  const errors: SettingFieldErrors = {};
  if (taxKind(tax) === null) {
    addSettingError(errors, 'rate', 'rate_or_amount');
    addSettingError(errors, 'fixed_amount', 'rate_or_amount');
  }
  return errors;
}

/**
 * Whether a tax's label already states its rate ("TVA 19,25 %" for 19.25): documents then print the
 * label alone instead of "TVA 19,25 % 19.25 %". Either decimal mark counts.
 */
export function labelStatesRate(label: string, rate: string | null): boolean {
  if (rate === null || !Number.isFinite(Number(rate))) return false;
  const written = String(Number(rate));
  const numbers = label.match(/\d+(?:[.,]\d+)?/g) ?? [];
  return numbers.some((number) => number.replace(',', '.') === written);
}
