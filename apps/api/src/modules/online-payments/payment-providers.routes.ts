import {
  dataResponseSchema,
  ONLINE_PAYMENT_PROVIDERS,
  paymentProviderPutSchema,
  paymentProviderSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicBase } from '../invoices/invoices.dto.ts';
import { deleteProvider, listProviders, putProvider } from './payment-providers.service.ts';

const tags = ['payment-providers'];
const access = (permission: string) => ({ access: { permission } });
const providerParams = z.object({ provider: z.enum(ONLINE_PAYMENT_PROVIDERS) });

/**
 * The company's accounts with online payment providers, under payment_methods.*: they decide where
 * the money of an online payment lands, like the payment methods they record it with.
 */
export const paymentProviderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/payment-providers',
    {
      config: access('payment_methods.view'),
      schema: {
        tags,
        summary: 'Every online payment provider with the company account, secrets masked',
        response: { 200: dataResponseSchema(z.array(paymentProviderSchema)) },
      },
    },
    async (request) => ({ data: await listProviders(ctx, request.scope!, publicBase(ctx, request)) }),
  );

  app.put(
    '/payment-providers/:provider',
    {
      config: access('payment_methods.update'),
      schema: {
        tags,
        summary: 'Connect or change an online payment provider (fields not sent are kept)',
        description:
          'Stripe: credentials secret_key and webhook_secret (add notify_url as a webhook endpoint for checkout.session.* events). CinetPay: api_key, site_id and secret_key. Credentials are stored encrypted and never sent back, only their last characters. Without payment_method_id a payment method of kind payment_agregator named after the provider is used or created.',
        params: providerParams,
        body: paymentProviderPutSchema,
        response: { 200: dataResponseSchema(paymentProviderSchema) },
      },
    },
    async (request) => ({
      data: await putProvider(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.provider,
        request.body,
        publicBase(ctx, request),
      ),
    }),
  );

  app.delete(
    '/payment-providers/:provider',
    {
      config: access('payment_methods.delete'),
      schema: {
        tags,
        summary: 'Disconnect a provider (one that took payments is switched off, its history kept)',
        params: providerParams,
      },
    },
    async (request, reply) => {
      await deleteProvider(ctx, request.scope!, request.auth!.id, request.params.provider);
      return reply.code(204).send();
    },
  );
};
