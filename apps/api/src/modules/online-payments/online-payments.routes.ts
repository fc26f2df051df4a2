import { ONLINE_PAYMENT_PROVIDERS } from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicBase, publicPageUrl } from '../invoices/invoices.dto.ts';
import { receiveNotification } from './online-payments.service.ts';

const tags = ['public'];
const publicAccess = { access: { public: true as const } };
const notifyParams = z.object({ provider: z.enum(ONLINE_PAYMENT_PROVIDERS), accountId: z.uuid() });
const returnParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });
const received = z.object({ received: z.boolean(), recorded: z.boolean(), status: z.string() });

/**
 * What payment providers call: their signed notifications, and the payer's way back. The bodies are
 * kept as bytes (signatures are computed over them exactly as sent): Stripe posts JSON, CinetPay a
 * form — the one place forms are taken.
 */
export const publicPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/public/payments/:provider/:accountId/notify',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "A payment provider's notification (Stripe webhook, CinetPay notify_url)",
        description:
          "Verified with the account's signing secret (Stripe-Signature, CinetPay x-token, then CinetPay's check call); a bad signature is a 400. A paid checkout is recorded once as a payment on the order, however often the notification comes. Paid more than is still due: not recorded, the checkout is flagged needs_refund.",
        params: notifyParams,
        response: { 200: received },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await receiveNotification(ctx, request.params.provider, request.params.accountId, {
        rawBody,
        headers: request.headers,
      });
      return { received: true, ...result };
    },
  );

  // CinetPay checks that its notify_url answers before using it.
  app.get(
    '/public/payments/:provider/:accountId/notify',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Answers a provider checking that the notification URL is up',
        params: notifyParams,
      },
    },
    async () => ({ received: false }),
  );

  const backToPage = (base: string, token: string) => `${publicPageUrl(base, token)}?payment=return`;
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/public/payments/return/:token',
      config: publicAccess,
      schema: {
        tags,
        summary: 'Where a provider sends the payer back (GET or POST): redirects to the public page',
        params: returnParams,
      },
      handler: async (request, reply) =>
        reply.redirect(backToPage(publicBase(ctx, request), request.params.token), 303),
    });
  }
};
