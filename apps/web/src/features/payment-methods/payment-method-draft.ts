import {
  defaultAccountingCode,
  PAYMENT_METHOD_KINDS,
  type PaymentMethodCreate,
  type PaymentMethodKind,
  type PaymentMethodRecord,
} from '@comptoir/core';
import { integerBody, textOrNull } from '../pricing-settings/form-values.ts';
import type { SettingListSpec } from '../pricing-settings/list-params.ts';

/** The payment-method form as typed; a blank accounting code means the kind's own (SPEC §3). */
export interface PaymentMethodDraft {
  name: string;
  kind: PaymentMethodKind;
  accounting_code: string;
  provider: string;
  position: string;
  is_default: boolean;
  is_active: boolean;
}

export function emptyPaymentMethodDraft(): PaymentMethodDraft {
  return {
    name: '',
    kind: 'mobile_money_operator',
    accounting_code: '',
    provider: '',
    position: '0',
    is_default: false,
    is_active: true,
  };
}

export function paymentMethodDraftOf(method: PaymentMethodRecord): PaymentMethodDraft {
  return {
    name: method.name,
    kind: method.kind,
    // the kind's own code shows as the placeholder, so a change of kind carries it along
    accounting_code:
      method.accounting_code === defaultAccountingCode(method.kind) ? '' : method.accounting_code,
    provider: method.provider ?? '',
    position: String(method.position),
    is_default: method.is_default,
    is_active: method.is_active,
  };
}

/**
 * The POST/PATCH body. is_default goes only when it makes this method the default: the server
 * moves the default here and the previous one stops being it.
 */
export function paymentMethodBody(
  draft: PaymentMethodDraft,
  record?: PaymentMethodRecord,
): PaymentMethodCreate {
  const makeDefault = draft.is_default && !record?.is_default;
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    accounting_code: textOrNull(draft.accounting_code),
    provider: textOrNull(draft.provider),
    position: (integerBody(draft.position) ?? 0) as number,
    is_active: draft.is_active,
    ...(makeDefault ? { is_default: true } : {}),
  };
}

export const PAYMENT_METHOD_LIST_SPEC: SettingListSpec = {
  sorts: ['position', 'name', '-created_at'],
  filters: [
    { param: 'kind', values: PAYMENT_METHOD_KINDS },
    { param: 'is_active', values: ['true', 'false'] },
  ],
};
