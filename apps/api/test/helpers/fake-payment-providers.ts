import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins for Stripe and CinetPay that speak their documented wire formats, so the adapters
// are tested through the real SDK / fetch calls without reaching the internet.

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  locale: string | null;
}

/** Stripe's form encoding of nested params: line_items[0][price_data][unit_amount]=… */
function formValue(form: URLSearchParams, key: string): string | null {
  return form.get(key);
}

/**
 * POST /v1/checkout/sessions (form-encoded, Bearer secret key, Idempotency-Key honoured) answers a
 * checkout.session; events are signed as Stripe signs webhooks: t=<unix>,v1=HMAC-SHA256(secret, "t.payload").
 */
export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, FakeStripeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { path: string; form: URLSearchParams }[] = [];
  let base = '';
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return json(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const form = new URLSearchParams(body);
      requests.push({ path: request.url, form });
      const key = request.headers['idempotency-key'];
      const existing = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (existing) return json(response, 200, sessions.get(existing));
      const unitAmount = Number(formValue(form, 'line_items[0][price_data][unit_amount]'));
      const quantity = Number(formValue(form, 'line_items[0][quantity]') ?? 1);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeStripeSession = {
        id,
        object: 'checkout.session',
        url: `${base}/c/pay/${id}`,
        mode: formValue(form, 'mode') ?? 'payment',
        amount_total: unitAmount * quantity,
        currency: formValue(form, 'line_items[0][price_data][currency]') ?? 'usd',
        client_reference_id: formValue(form, 'client_reference_id'),
        metadata: { online_payment_id: formValue(form, 'metadata[online_payment_id]') ?? '' },
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: formValue(form, 'success_url') ?? '',
        cancel_url: formValue(form, 'cancel_url') ?? '',
        locale: formValue(form, 'locale'),
      };
      sessions.set(id, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      return json(response, 200, session);
    }
    return json(response, 404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  });
  base = await listen(server);

  /** The event Stripe would post for a session, with its signature header. */
  function event(sessionId: string, type: string, overrides: Partial<FakeStripeSession> = {}) {
    const session = { ...sessions.get(sessionId)!, ...overrides };
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: session },
    });
    return { payload, signature: sign(payload, options.webhookSecret) };
  }

  /** The payer paid: the session is complete and paid, with a payment intent. */
  function pay(sessionId: string, overrides: Partial<FakeStripeSession> = {}) {
    const session = sessions.get(sessionId)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
      ...overrides,
    });
    return event(sessionId, 'checkout.session.completed');
  }

  return { url: base, sessions, requests, event, pay, close: () => close(server) };
}

export function sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface FakeCinetPayTransaction {
  transaction_id: string;
  amount: number;
  currency: string;
  notify_url: string;
  return_url: string;
  description: string;
  status: 'PENDING' | 'ACCEPTED' | 'REFUSED';
}

/**
 * POST /v2/payment (JSON with apikey, site_id…) answers code "201" with data.payment_url;
 * POST /v2/payment/check answers code "00"/ACCEPTED once paid; notifications are form posts signed
 * with an x-token: HMAC-SHA256(secret, cpm_site_id + cpm_trans_id + … + cpm_error_message).
 */
export async function startFakeCinetPay(options: { apiKey: string; siteId: string; secretKey: string }) {
  const transactions = new Map<string, FakeCinetPayTransaction>();
  const checks: string[] = [];
  let base = '';
  const server = createServer(async (request, response) => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return json(response, 400, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
    }
    if (body.apikey !== options.apiKey || String(body.site_id) !== options.siteId) {
      return json(response, 200, { code: '609', message: 'AUTH_NOT_FOUND', data: null });
    }
    if (request.url === '/v2/payment') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount % 5 !== 0) {
        return json(response, 200, { code: '624', message: 'AN_ERROR_OCCURED', description: 'amount' });
      }
      const id = String(body.transaction_id);
      transactions.set(id, {
        transaction_id: id,
        amount,
        currency: String(body.currency),
        notify_url: String(body.notify_url),
        return_url: String(body.return_url),
        description: String(body.description),
        status: 'PENDING',
      });
      const token = randomBytes(16).toString('hex');
      return json(response, 200, {
        code: '201',
        message: 'CREATED',
        description: 'Transaction created with success',
        data: { payment_token: token, payment_url: `${base}/payment/${token}` },
        api_response_id: String(Date.now()),
      });
    }
    if (request.url === '/v2/payment/check') {
      const id = String(body.transaction_id);
      checks.push(id);
      const transaction = transactions.get(id);
      if (!transaction)
        return json(response, 200, { code: '662', message: 'TRANSACTION_NOT_FOUND', data: null });
      const accepted = transaction.status === 'ACCEPTED';
      return json(response, 200, {
        code: accepted ? '00' : transaction.status === 'REFUSED' ? '627' : '662',
        message: accepted
          ? 'SUCCES'
          : transaction.status === 'REFUSED'
            ? 'TRANSACTION_CANCEL'
            : 'WAITING_CUSTOMER_PAYMENT',
        data: {
          amount: String(transaction.amount),
          currency: transaction.currency,
          status: transaction.status,
          payment_method: 'OM',
          description: transaction.description,
          metadata: id,
          operator_id: accepted ? `MP${id.slice(-8)}` : null,
          payment_date: accepted ? '2026-05-04 10:12:00' : '',
        },
        api_response_id: String(Date.now()),
      });
    }
    return json(response, 404, { code: '404', message: 'NOT_FOUND' });
  });
  base = await listen(server);

  /** The form CinetPay posts to notify_url for a transaction, and its x-token. */
  function notification(transactionId: string, overrides: Record<string, string> = {}) {
    const transaction = transactions.get(transactionId)!;
    const fields: Record<string, string> = {
      cpm_site_id: options.siteId,
      cpm_trans_id: transactionId,
      cpm_trans_date: '2026-05-04 10:12:00',
      cpm_amount: String(transaction.amount),
      cpm_currency: transaction.currency,
      signature: randomBytes(10).toString('hex'),
      payment_method: 'OM',
      cel_phone_num: '0700000001',
      cpm_phone_prefixe: '225',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'PAYMENT',
      cpm_custom: transactionId,
      cpm_designation: transaction.description,
      cpm_error_message: transaction.status === 'ACCEPTED' ? 'SUCCES' : '',
      ...overrides,
    };
    const data = Object.values(fields).join('');
    return {
      body: new URLSearchParams(fields).toString(),
      token: createHmac('sha256', options.secretKey).update(data).digest('hex'),
    };
  }

  function pay(transactionId: string, status: 'ACCEPTED' | 'REFUSED' = 'ACCEPTED') {
    transactions.get(transactionId)!.status = status;
    return notification(transactionId);
  }

  return { url: base, transactions, checks, notification, pay, close: () => close(server) };
}
