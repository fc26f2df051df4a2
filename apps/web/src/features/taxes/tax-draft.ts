import type { TaxCreate, TaxRecord } from '@comptoir/core';
import { integerBody, percentBody } from '../pricing-settings/form-values.ts';
import type { SettingListSpec } from '../pricing-settings/list-params.ts';

/** The tax form as typed: a rate as text, or a fixed amount in minor units (the money input converts). */
export interface TaxDraft {
  code: string;
  label: string;
  kind: 'rate' | 'fixed';
  rate: string;
  fixed_amount: number | null;
  tax_order: string;
  is_withholding: boolean;
  include_in_base_for_subsequent_taxes: boolean;
  is_default: boolean;
  is_active: boolean;
}

export function emptyTaxDraft(): TaxDraft {
  return {
    code: '',
    label: '',
    kind: 'rate',
    rate: '',
    fixed_amount: null,
    tax_order: '0',
    is_withholding: false,
    include_in_base_for_subsequent_taxes: false,
    is_default: false,
    is_active: true,
  };
}

export function taxDraftOf(tax: TaxRecord): TaxDraft {
  return {
    code: tax.code,
    label: tax.label,
    kind: tax.rate === null ? 'fixed' : 'rate',
    rate: tax.rate ?? '',
    fixed_amount: tax.fixed_amount,
    tax_order: String(tax.tax_order),
    is_withholding: tax.is_withholding,
    include_in_base_for_subsequent_taxes: tax.include_in_base_for_subsequent_taxes,
    is_default: tax.is_default,
    is_active: tax.is_active,
  };
}

/** The POST/PATCH body: the kind not chosen is sent as null, so a tax is a rate or an amount, never both. */
export function taxBody(draft: TaxDraft): TaxCreate {
  const rate = draft.kind === 'rate' ? percentBody(draft.rate) : null;
  return {
    code: draft.code.trim(),
    label: draft.label.trim(),
    rate: rate === '' ? null : rate,
    fixed_amount: draft.kind === 'fixed' ? draft.fixed_amount : null,
    tax_order: (integerBody(draft.tax_order) ?? 0) as number,
    is_withholding: draft.is_withholding,
    include_in_base_for_subsequent_taxes: draft.include_in_base_for_subsequent_taxes,
    is_default: draft.is_default,
    is_active: draft.is_active,
  };
}

export const TAX_LIST_SPEC: SettingListSpec = {
  sorts: ['tax_order', 'code', 'label', '-created_at'],
  filters: [{ param: 'is_active', values: ['true', 'false'] }],
};
