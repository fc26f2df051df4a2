import type { OnlinePaymentProvider } from '@comptoir/core';
import type { Config } from '../../../config.ts';
import { type CinetPayCredentials, cinetPayAdapter } from './cinetpay.provider.ts';
import type { PaymentProviderAdapter } from './payment-provider.ts';
import { type StripeCredentials, stripeAdapter } from './stripe.provider.ts';

/** The adapter of a company's provider account, with its decrypted credentials. */
export function adapterFor(
  provider: OnlinePaymentProvider,
  credentials: Record<string, string>,
  config: Pick<Config, 'STRIPE_API_URL' | 'CINETPAY_API_URL'>,
): PaymentProviderAdapter {
  switch (provider) {
    case 'stripe':
      return stripeAdapter(credentials as unknown as StripeCredentials, config.STRIPE_API_URL);
    case 'cinetpay':
      return cinetPayAdapter(credentials as unknown as CinetPayCredentials, config.CINETPAY_API_URL);
  }
}
