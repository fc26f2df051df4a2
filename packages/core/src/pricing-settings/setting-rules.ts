// Cross-field rules of the pricing settings, as field → rule codes. The API answers them as 422
// field errors and the forms can show them before sending; both word them from the code.

export type SettingRuleCode =
  | 'rate_or_amount'
  | 'percentage_max'
  | 'whole_amount'
  | 'ends_before_starts'
  | 'max_not_above_min'
  | 'accounting_code_digits';

export type SettingFieldErrors = Record<string, SettingRuleCode[]>;

/** Adds `code` to `field`, keeping the others. */
export function addSettingError(errors: SettingFieldErrors, field: string, code: SettingRuleCode): void {
  errors[field] = [...(errors[field] ?? []), code];
}
