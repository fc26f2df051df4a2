import { describe, expect, it } from 'vitest';
import { emptyPaymentMethodDraft, paymentMethodBody, paymentMethodDraftOf } from './payment-method-draft.ts';

const cash = {
  id: 'p1',
  name: 'Cash',
  kind: 'cash' as const,
  accounting_code: '571',
  provider: null,
  treasury_account_id: null,
  is_default: true,
  is_active: true,
  position: 0,
  created_at: '',
  updated_at: '',
};

describe('payment method draft', () => {
  it('leaves the accounting code to the kind when blank and asks to become the default', () => {
    const body = paymentMethodBody({ ...emptyPaymentMethodDraft(), name: 'Orange Money', is_default: true });
    expect(body).toEqual({
      name: 'Orange Money',
      kind: 'mobile_money_operator',
      accounting_code: null,
      provider: null,
      position: 0,
      is_active: true,
      is_default: true,
    });
  });

  it('shows the kind’s own code as blank and never re-sends is_default for the default one', () => {
    const draft = paymentMethodDraftOf(cash);
    expect(draft.accounting_code).toBe('');
    expect(paymentMethodBody(draft, cash)).not.toHaveProperty('is_default');
    expect(paymentMethodDraftOf({ ...cash, accounting_code: '5712' }).accounting_code).toBe('5712');
  });
});
