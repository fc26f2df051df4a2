import {
  dataResponseSchema,
  listResponseSchema,
  platformCompanySchema,
  subscriptionUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { changeSubscription, getPlatformCompany, listCompanies } from './platform.service.ts';

const superAdmin = { access: { superAdmin: true } } as const;
const tags = ['platform'];
const idParams = z.object({ id: z.uuid() });
const one = dataResponseSchema(platformCompanySchema);

/** The platform operator's console (super-admins only): every company, its plan and its size. */
export const platformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/companies',
    {
      config: superAdmin,
      schema: {
        tags,
        summary:
          'Companies with plan and head counts. filter[plan], filter[created_from|created_to]; sort created_at, name; search name, code, email',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(platformCompanySchema) },
      },
    },
    async (request) => listCompanies(ctx, request.query as Record<string, unknown>),
  );

  app.get(
    '/companies/:id',
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'One company with subscription and head counts',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ data: await getPlatformCompany(ctx, request.params.id) }),
  );

  app.put(
    '/companies/:id/subscription',
    {
      config: superAdmin,
      schema: {
        tags,
        summary: "Change a company's plan",
        params: idParams,
        body: subscriptionUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await changeSubscription(ctx, request.auth!.id, request.params.id, request.body),
    }),
  );
};
