import { type OnlinePaymentProvider, type PaymentProviderPut, PROVIDER_CREDENTIALS } from '@comptoir/core';

/** The form of one provider: a field per credential (empty keeps the saved value) and the switch. */
export interface ProviderDraft {
  credentials: Record<string, string>;
  is_active: boolean;
}

export function providerDraftOf(record: { is_active: boolean } | undefined): ProviderDraft {
  return { credentials: {}, is_active: record?.is_active ?? false };
}

/** The PUT body: only the credentials typed in (trimmed), so saved secrets are kept untouched. */
export function providerBody(provider: OnlinePaymentProvider, draft: ProviderDraft): PaymentProviderPut {
  const credentials = Object.fromEntries(
    PROVIDER_CREDENTIALS[provider].flatMap((field) => {
      const value = draft.credentials[field.key]?.trim() ?? '';
      return value === '' ? [] : [[field.key, value]];
    }),
  );
  return {
    is_active: draft.is_active,
    ...(Object.keys(credentials).length > 0 ? { credentials } : {}),
  };
}

/** Field errors of a 422 keyed "credentials.secret_key" → the form's field keys. */
export function credentialErrors(errors: Record<string, string[]> | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([key, messages]) => [key.replace(/^credentials\./, ''), messages]),
  );
}
