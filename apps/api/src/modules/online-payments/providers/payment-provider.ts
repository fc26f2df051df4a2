import type { Locale, OnlinePaymentProvider } from '@comptoir/core';

// What Comptoir needs of an online payment provider: send the payer to a hosted checkout, and read
// the provider's notification — only once its signature is proven — into what was paid.

export interface CheckoutRequest {
  /** our id of this payment (Stripe client_reference_id, CinetPay transaction_id) */
  reference: string;
  /** minor units of `currency` */
  amount: number;
  currency: { alpha: string; precision: number };
  description: string;
  /** where the payer lands after paying, and after giving up */
  returnUrl: string;
  cancelUrl: string;
  /** where the provider posts its notification */
  notifyUrl: string;
  locale: Locale;
  customer?: { name?: string | null; email?: string | null; phone?: string | null } | undefined;
}

export interface CheckoutStarted {
  /** the provider's id of the checkout, that its notification names */
  providerReference: string;
  redirectUrl: string;
}

export interface ProviderNotification {
  /** the body exactly as received: signatures are computed over the bytes */
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentOutcome {
  providerReference: string;
  status: 'paid' | 'failed' | 'pending';
  /** minor units */
  amount: number;
  currency: string;
  /** the provider's id of the money movement (payment intent, operator transaction) */
  transaction: string | null;
}

export interface PaymentProviderAdapter {
  readonly provider: OnlinePaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /**
   * Proves the notification came from the provider (else InvalidSignatureError) and says what
   * happened to which checkout; null for events that change nothing here.
   */
  readNotification(notification: ProviderNotification): Promise<PaymentOutcome | null>;
}

export class InvalidSignatureError extends Error {
  constructor(message = 'invalid signature') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

/** The provider refused the call or answered something unexpected. */
export class ProviderFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderFailedError';
  }
}

export const headerValue = (headers: ProviderNotification['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
