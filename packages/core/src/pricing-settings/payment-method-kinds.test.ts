import { describe, expect, it } from 'vitest';
import { takesTransactionReference } from './payment-method-kinds.ts';

describe('the operator’s transaction id of a payment', () => {
  it('is asked for a mobile-money payment', () => {
    expect(takesTransactionReference('mobile_money_operator')).toBe(true);
  });

  it('is not asked for cash, a bank transfer, an aggregator or an unknown kind', () => {
    for (const kind of ['cash', 'bank', 'payment_agregator', 'cheque']) {
      expect(takesTransactionReference(kind)).toBe(false);
    }
  });
});
