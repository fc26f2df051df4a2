import type { DiscountCreate, DiscountRecord } from '@comptoir/core';
import {
  integerBody,
  isoOfLocalInput,
  localInputOf,
  percentBody,
  textOrNull,
} from '../pricing-settings/form-values.ts';
import type { SettingListSpec } from '../pricing-settings/list-params.ts';

/** The discount form as typed: a percentage as text, or an amount in minor units; dates as datetime-local. */
export interface DiscountDraft {
  code: string;
  label: string;
  discount_type: 'percentage' | 'fixed';
  percentage: string;
  amount: number | null;
  starts_at: string;
  ends_at: string;
  minimum_subtotal: number | null;
  usage_limit: string;
  usage_limit_per_customer: string;
  is_active: boolean;
}

export function emptyDiscountDraft(): DiscountDraft {
  return {
    code: '',
    label: '',
    discount_type: 'percentage',
    percentage: '',
    amount: null,
    starts_at: '',
    ends_at: '',
    minimum_subtotal: null,
    usage_limit: '',
    usage_limit_per_customer: '',
    is_active: true,
  };
}

export function discountDraftOf(discount: DiscountRecord): DiscountDraft {
  const percentage = discount.discount_type === 'percentage';
  return {
    code: discount.code ?? '',
    label: discount.label,
    discount_type: discount.discount_type,
    percentage: percentage ? discount.discount_value : '',
    amount: percentage ? null : Number(discount.discount_value),
    starts_at: localInputOf(discount.starts_at),
    ends_at: localInputOf(discount.ends_at),
    minimum_subtotal: discount.minimum_subtotal,
    usage_limit: discount.usage_limit === null ? '' : String(discount.usage_limit),
    usage_limit_per_customer:
      discount.usage_limit_per_customer === null ? '' : String(discount.usage_limit_per_customer),
    is_active: discount.is_active,
  };
}

/**
 * The POST/PATCH body. A value that is not a number goes as typed so the server answers with its
 * field error in the user's language instead of the screen guessing.
 */
export function discountBody(draft: DiscountDraft): DiscountCreate {
  const value = draft.discount_type === 'percentage' ? percentBody(draft.percentage) : (draft.amount ?? '');
  return {
    code: textOrNull(draft.code),
    label: draft.label.trim(),
    discount_type: draft.discount_type,
    discount_value: value,
    starts_at: isoOfLocalInput(draft.starts_at),
    ends_at: isoOfLocalInput(draft.ends_at),
    minimum_subtotal: draft.minimum_subtotal,
    usage_limit: integerBody(draft.usage_limit) as number | null,
    usage_limit_per_customer: integerBody(draft.usage_limit_per_customer) as number | null,
    is_active: draft.is_active,
  };
}

export const DISCOUNT_LIST_SPEC: SettingListSpec = {
  sorts: ['-created_at', 'code', 'label', 'ends_at'],
  filters: [
    { param: 'is_active', values: ['true', 'false'] },
    { param: 'discount_type', values: ['percentage', 'fixed'] },
  ],
};
