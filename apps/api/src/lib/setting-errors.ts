import type { SettingFieldErrors } from '@comptoir/core';
import { AppError } from './app-error.ts';

/**
 * Throws the pricing-setting rules a record breaks (from @comptoir/core) as a 422 with one
 * translated message per field: rule code 'rate_or_amount' → message key 'pricing.rate_or_amount'.
 */
export function assertSettingRules(errors: SettingFieldErrors): void {
  const fields = Object.entries(errors);
  if (fields.length === 0) return;
  throw new AppError(
    'validation_failed',
    {},
    Object.fromEntries(fields.map(([field, codes]) => [field, codes.map((code) => `pricing.${code}`)])),
  );
}
