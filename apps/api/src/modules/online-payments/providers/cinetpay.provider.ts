import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCurrency } from '@comptoir/core';
import {
  type CheckoutRequest,
  headerValue,
  InvalidSignatureError,
  type PaymentOutcome,
  type PaymentProviderAdapter,
  ProviderFailedError,
  type ProviderNotification,
} from './payment-provider.ts';

// CinetPay (mobile money — Orange, MTN, Moov, Wave — and cards across francophone Africa), from its
// documented checkout API v2: POST /v2/payment gives a payment_url; the notification is a form POST
// signed with an HMAC-SHA256 x-token; POST /v2/payment/check is the authoritative status.

export interface CinetPayCredentials {
  api_key: string;
  site_id: string;
  secret_key: string;
}

export const CINETPAY_API_URL = 'https://api-checkout.cinetpay.com';

/** The notification fields, in the order the x-token concatenates them. */
const SIGNED_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

export function cinetPayToken(form: URLSearchParams, secretKey: string): string {
  const data = SIGNED_FIELDS.map((field) => form.get(field) ?? '').join('');
  return createHmac('sha256', secretKey).update(data).digest('hex');
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Its description field must avoid # / $ _ & (documented). */
const plainDescription = (text: string) =>
  text
    .replace(/[#/$_&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

interface CinetPayAnswer {
  code?: string;
  message?: string;
  description?: string;
  data?: Record<string, unknown>;
}

export function cinetPayAdapter(
  credentials: CinetPayCredentials,
  apiUrl = CINETPAY_API_URL,
): PaymentProviderAdapter {
  const base = apiUrl.replace(/\/+$/, '');

  async function post(path: string, body: Record<string, unknown>): Promise<CinetPayAnswer> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderFailedError(`CinetPay unreachable: ${(error as Error).message}`);
    }
    try {
      return (await response.json()) as CinetPayAnswer;
    } catch {
      throw new ProviderFailedError(`CinetPay answered ${response.status} without JSON`);
    }
  }

  async function createCheckout(request: CheckoutRequest) {
    const unit = 10 ** request.currency.precision;
    const answer = await post('/v2/payment', {
      apikey: credentials.api_key,
      site_id: credentials.site_id,
      transaction_id: request.reference,
      amount: request.amount / unit,
      currency: request.currency.alpha,
      description: plainDescription(request.description),
      notify_url: request.notifyUrl,
      return_url: request.returnUrl,
      channels: 'ALL',
      lang: request.locale === 'fr' ? 'fr' : 'en',
      metadata: request.reference,
      ...(request.customer?.name ? { customer_name: request.customer.name } : {}),
      ...(request.customer?.email ? { customer_email: request.customer.email } : {}),
    });
    const url = answer.data?.payment_url;
    if (answer.code !== '201' || typeof url !== 'string') {
      throw new ProviderFailedError(`CinetPay refused the payment: ${answer.code} ${answer.message ?? ''}`);
    }
    return { providerReference: request.reference, redirectUrl: url };
  }

  async function readNotification({
    rawBody,
    headers,
  }: ProviderNotification): Promise<PaymentOutcome | null> {
    const form = new URLSearchParams(rawBody.toString('utf8'));
    const token = headerValue(headers, 'x-token') ?? '';
    if (!sameText(token, cinetPayToken(form, credentials.secret_key))) throw new InvalidSignatureError();
    if (form.get('cpm_site_id') !== credentials.site_id) throw new InvalidSignatureError('another site');
    const transactionId = form.get('cpm_trans_id');
    if (!transactionId) return null;

    // The notification says something changed; the check call says what, straight from CinetPay.
    const answer = await post('/v2/payment/check', {
      apikey: credentials.api_key,
      site_id: credentials.site_id,
      transaction_id: transactionId,
    });
    const data = answer.data ?? {};
    const currency = String(data.currency ?? '').toUpperCase();
    const precision = getCurrency(currency)?.precision ?? 0;
    const amount = Math.round(Number(data.amount ?? 0) * 10 ** precision);
    const status = String(data.status ?? '');
    return {
      providerReference: transactionId,
      status:
        answer.code === '00' && status === 'ACCEPTED' ? 'paid' : status === 'REFUSED' ? 'failed' : 'pending',
      amount: Number.isSafeInteger(amount) ? amount : 0,
      currency,
      transaction: typeof data.operator_id === 'string' ? data.operator_id : null,
    };
  }

  return { provider: 'cinetpay', createCheckout, readNotification };
}
