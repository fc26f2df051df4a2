import { describe, expect, it } from 'vitest';
import {
  checkoutAmountProblem,
  credentialProblems,
  credentialsComplete,
  maskSecret,
  providerTakes,
} from './providers.ts';

const XOF = { alpha: 'XOF', precision: 0 };
const USD = { alpha: 'USD', precision: 2 };

describe('provider credentials', () => {
  it('refuse unknown keys and values in the wrong shape', () => {
    expect(
      credentialProblems(
        'stripe',
        { secret_key: 'pk_test_123', webhook_secret: 'whsec_abc', site_id: '1' },
        {
          active: false,
        },
      ),
    ).toEqual({
      'credentials.secret_key': ['online_payments.credential_format'],
      'credentials.site_id': ['online_payments.unknown_credential'],
    });
    expect(credentialProblems('cinetpay', { site_id: 'abc' }, { active: false })).toEqual({
      'credentials.site_id': ['online_payments.credential_format'],
    });
  });

  it('need every key only to be active', () => {
    expect(credentialProblems('cinetpay', { site_id: '445160' }, { active: false })).toEqual({});
    expect(credentialProblems('cinetpay', { site_id: '445160' }, { active: true })).toEqual({
      'credentials.api_key': ['online_payments.credential_required'],
      'credentials.secret_key': ['online_payments.credential_required'],
    });
    expect(credentialsComplete('stripe', { secret_key: 'sk_test_1', webhook_secret: 'whsec_1' })).toBe(true);
    expect(credentialsComplete('stripe', { secret_key: 'sk_test_1' })).toBe(false);
  });

  it('mask secrets to their last four characters, short ones entirely', () => {
    expect(maskSecret('sk_live_51Habcdefgh1234')).toBe('••••1234');
    expect(maskSecret('short')).toBe('••••');
  });
});

describe('amounts a provider takes', () => {
  it('CinetPay: CFA francs in multiples of 5 from 100, whole dollars, only its currencies', () => {
    expect(checkoutAmountProblem('cinetpay', 107_325, XOF)).toBeNull();
    expect(checkoutAmountProblem('cinetpay', 107_323, XOF)).toBe('online_payments.multiple_of_5');
    expect(checkoutAmountProblem('cinetpay', 95, XOF)).toBe('online_payments.amount_too_small');
    expect(checkoutAmountProblem('cinetpay', 2_550, USD)).toBe('online_payments.whole_units_only');
    expect(checkoutAmountProblem('cinetpay', 2_500, USD)).toBeNull();
    expect(checkoutAmountProblem('cinetpay', 1_000, { alpha: 'EUR', precision: 2 })).toBe(
      'online_payments.currency_not_taken',
    );
    expect(providerTakes('cinetpay', 'EUR')).toBe(false);
    expect(providerTakes('cinetpay', 'XAF')).toBe(true);
  });

  it('Stripe: any currency, three-decimal ones in tens, never zero', () => {
    expect(checkoutAmountProblem('stripe', 1_999, { alpha: 'EUR', precision: 2 })).toBeNull();
    expect(checkoutAmountProblem('stripe', 1_005, { alpha: 'KWD', precision: 3 })).toBe(
      'online_payments.amount_invalid',
    );
    expect(checkoutAmountProblem('stripe', 0, XOF)).toBe('online_payments.amount_invalid');
    expect(providerTakes('stripe', 'XAF')).toBe(true);
  });
});
