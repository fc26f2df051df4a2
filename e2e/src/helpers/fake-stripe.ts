import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Stripe Checkout: the API call the SDK makes (form-encoded POST
// /v1/checkout/sessions), a hosted page for the payer, and webhook events signed the way Stripe
// signs them (Stripe-Signature: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<payload>")).

interface Session {
  id: string;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  payment_intent: string | null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, Session>();
  let base = '';
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }),
        );
      }
      const form = new URLSearchParams(body);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: Session = {
        id,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        client_reference_id: form.get('client_reference_id'),
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
      };
      sessions.set(id, session);
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(
        JSON.stringify({
          object: 'checkout.session',
          mode: 'payment',
          url: `${base}/c/pay/${id}`,
          ...session,
        }),
      );
    }
    const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (request.method === 'GET' && session) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body>
<main><h1>Fake Stripe Checkout</h1><p>Amount: <span id="amount">${session.amount_total} ${session.currency.toUpperCase()}</span></p>
<a href="${session.success_url}">Pay</a> <a href="${session.cancel_url}">Back</a></main></body></html>`);
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The payer paid: the checkout.session.completed event Stripe would post, signed. */
  function paidEvent(sessionId: string) {
    const session = sessions.get(sessionId)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
    });
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'checkout.session', ...session } },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return { payload, signature: `t=${timestamp},v1=${v1}` };
  }

  return {
    url: base,
    sessions,
    paidEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
