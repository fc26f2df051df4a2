import { getCurrency } from '@comptoir/core';
import type Stripe from 'stripe';
import { lazyRequire } from '../../../lib/lazy-require.ts';

const stripeSdk = lazyRequire<typeof Stripe>('stripe');

import {
  type CheckoutRequest,
  headerValue,
  InvalidSignatureError,
  type PaymentOutcome,
  type PaymentProviderAdapter,
  ProviderFailedError,
} from './payment-provider.ts';

export interface StripeCredentials {
  secret_key: string;
  webhook_secret: string;
}

/**
 * Stripe counts ISK in hundredths though only whole krónur are charged; every other currency in the
 * currency's own minor unit, as we do.
 */
const EXTRA_DECIMALS: Record<string, number> = { ISK: 2 };
const stripePrecision = (alpha: string, precision: number) => precision + (EXTRA_DECIMALS[alpha] ?? 0);

export const toStripeAmount = (amount: number, currency: { alpha: string; precision: number }) =>
  amount * 10 ** (stripePrecision(currency.alpha, currency.precision) - currency.precision);

export function fromStripeAmount(amount: number, alpha: string): number {
  const precision = getCurrency(alpha)?.precision ?? 2;
  return Math.round(amount / 10 ** (stripePrecision(alpha, precision) - precision));
}

/** The SDK's own connection options pointed at `apiUrl` (a sandbox, or a local fake in tests). */
function connection(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Stripe Checkout Sessions with the official SDK; webhooks verified with its constructEvent. */
export function stripeAdapter(credentials: StripeCredentials, apiUrl?: string): PaymentProviderAdapter {
  const stripe = new (stripeSdk())(credentials.secret_key, {
    ...connection(apiUrl),
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });

  async function createCheckout(request: CheckoutRequest) {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          metadata: { online_payment_id: request.reference },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.alpha.toLowerCase(),
                unit_amount: toStripeAmount(request.amount, request.currency),
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
          ...(request.customer?.email ? { customer_email: request.customer.email } : {}),
        },
        // A retried call for the same payment gets the same session back.
        { idempotencyKey: `comptoir-checkout-${request.reference}` },
      );
    } catch (error) {
      throw new ProviderFailedError(`Stripe refused the checkout: ${(error as Error).message}`);
    }
    if (!session.url) throw new ProviderFailedError('Stripe answered a checkout session without a URL');
    return { providerReference: session.id, redirectUrl: session.url };
  }

  async function readNotification({
    rawBody,
    headers,
  }: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): Promise<PaymentOutcome | null> {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        headerValue(headers, 'stripe-signature') ?? '',
        credentials.webhook_secret,
      );
    } catch {
      throw new InvalidSignatureError();
    }
    const outcome = (session: Stripe.Checkout.Session, status: PaymentOutcome['status']): PaymentOutcome => {
      const currency = (session.currency ?? '').toUpperCase();
      const intent = session.payment_intent;
      return {
        providerReference: session.id,
        status,
        amount: fromStripeAmount(session.amount_total ?? 0, currency),
        currency,
        transaction: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A completed session whose money is still on its way (bank debits) is paid later.
        return outcome(event.data.object, event.data.object.payment_status === 'paid' ? 'paid' : 'pending');
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return outcome(event.data.object, 'failed');
      default:
        return null;
    }
  }

  return { provider: 'stripe', createCheckout, readNotification };
}
