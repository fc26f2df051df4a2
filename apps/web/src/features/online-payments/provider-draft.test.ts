import { describe, expect, it } from 'vitest';
import { credentialErrors, providerBody, providerDraftOf } from './provider-draft.ts';

describe('provider form', () => {
  it('sends only the keys typed in, trimmed, so the saved secrets stay', () => {
    const draft = {
      ...providerDraftOf({ is_active: true }),
      credentials: { secret_key: '  sk_live_abc  ', webhook_secret: '   ', other: 'x' },
    };
    expect(providerBody('stripe', draft)).toEqual({
      is_active: true,
      credentials: { secret_key: 'sk_live_abc' },
    });
  });

  it('sends just the switch when no key was typed', () => {
    expect(providerBody('cinetpay', { credentials: {}, is_active: false })).toEqual({ is_active: false });
    expect(providerDraftOf(undefined)).toEqual({ credentials: {}, is_active: false });
  });

  it('puts the API’s credential errors on their fields', () => {
    expect(credentialErrors({ 'credentials.site_id': ['Bad'], payment_method_id: ['No'] })).toEqual({
      site_id: ['Bad'],
      payment_method_id: ['No'],
    });
  });
});
