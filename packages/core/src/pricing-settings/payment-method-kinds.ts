import type { PaymentMethodKind } from '../schemas/payment-method.schema.ts';
import type { SettingFieldErrors } from './setting-rules.ts';

/** SPEC §3: the SYSCOHADA account each kind of payment method posts to unless the merchant says otherwise. */
const ACCOUNTING_CODES: Record<PaymentMethodKind, string> = {
  cash: '571',
  bank: '52',
  mobile_money_operator: '538',
  payment_agregator: '538',
};

export function defaultAccountingCode(kind: PaymentMethodKind): string {
  return ACCOUNTING_CODES[kind];
}

/** An accounting code is an account number: digits only. */
export function paymentMethodFieldErrors(method: { accounting_code?: string | null }): SettingFieldErrors {
  const code = method.accounting_code;
  return typeof code === 'string' && !/^\d+$/.test(code)
    ? { accounting_code: ['accounting_code_digits'] }
    : {};
}

/**
 * Whether a payment by this kind of method is numbered by its operator: a mobile-money transfer
 * carries a transaction id (in the customer's confirmation SMS) that the merchant keeps with the
 * payment to match it against the operator's statement.
 */
export function takesTransactionReference(kind: string): boolean {
  return kind === 'mobile_money_operator';
}
