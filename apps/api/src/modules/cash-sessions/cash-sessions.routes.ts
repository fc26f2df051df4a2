import {
  cashMovementCreateSchema,
  cashSessionCloseSchema,
  cashSessionOpenSchema,
  cashSessionSchema,
  dataResponseSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { cashSessionListSpec } from './cash-sessions.repo.ts';
import {
  addMovement,
  closeSession,
  currentSession,
  getSession,
  listSessions,
  openSession,
  sessionView,
} from './cash-sessions.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['cash register'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(cashSessionSchema);

/** The counter's cash drawer: the cashiers (orders.create) open, move cash and close it; orders.view reads. */
export const cashSessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cash-sessions',
    {
      config: access('orders.view'),
      schema: {
        tags,
        summary: 'Cash drawer sessions with their Z report',
        description:
          'Filters: shop_id, status (open, closed), opened_from, opened_to. Sort: opened_at (default, newest first).',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(cashSessionSchema) },
      },
    },
    async (request) => {
      const page = await listSessions(
        ctx,
        request.scope!,
        parseListQuery(request.query, cashSessionListSpec),
      );
      return { data: await Promise.all(page.rows.map((row) => sessionView(ctx.db, row))), meta: page.meta };
    },
  );

  app.get(
    '/cash-sessions/current',
    {
      config: access('orders.view'),
      schema: {
        tags,
        summary: "The shop's open drawer (data is null when it is closed)",
        querystring: z.strictObject({
          shop_id: z.uuid().optional(),
          anonymous: z.string().max(10).optional(),
          locale: z.string().max(35).optional(),
        }),
        response: { 200: z.object({ data: cashSessionSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await currentSession(ctx, request.scope!, request.query.shop_id) }),
  );

  app.get(
    '/cash-sessions/:id',
    {
      config: access('orders.view'),
      schema: { tags, summary: 'One session and its Z report', params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await getSession(ctx, request.scope!, request.params.id) }),
  );

  app.post(
    '/cash-sessions',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: "Open the shop's drawer with a float (one open drawer per shop: 409)",
        body: cashSessionOpenSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await openSession(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  app.post(
    '/cash-sessions/:id/movements',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: 'Put cash in or take cash out of an open drawer, with the reason',
        params: idParams,
        body: cashMovementCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addMovement(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
  );

  app.post(
    '/cash-sessions/:id/close',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: 'Close the drawer with the cash counted: expected amount and difference are kept (Z report)',
        params: idParams,
        body: cashSessionCloseSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await closeSession(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
    }),
  );
};
