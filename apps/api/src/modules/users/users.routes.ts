import {
  dataResponseSchema,
  listResponseSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@comptoir/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import {
  type Actor,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  resendInvitation,
  resetUserPin,
  updateUser,
} from './users.service.ts';

const tags = ['users'];
const idParams = z.object({ id: z.uuid() });
const one = dataResponseSchema(userSchema);
// Loose, with the keys checked in the handler, so an unknown parameter is a 400 that names it.
const showQuerystring = z.looseObject({
  include: z.unknown().optional().describe('shops'),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});
const SHOW_PARAMS = new Set(['include', 'anonymous', 'locale']);

const access = (permission: string) => ({ access: { permission } });

function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.auth!.id,
    name: request.auth!.name,
    companyId: request.scope!.companyId,
    role: request.scope!.role,
    locale: request.locale,
  };
}

/** Reads `?include=shops` of GET /users/:id; any other parameter or include is a 400 naming it. */
function includesShops(query: Record<string, unknown>): boolean {
  for (const key of Object.keys(query)) {
    if (!SHOW_PARAMS.has(key)) throw new AppError('unknown_parameter', { parameter: key });
  }
  const include = query.include;
  if (include === undefined) return false;
  if (typeof include !== 'string') throw new AppError('invalid_parameter', { parameter: 'include' });
  const names = include.split(',').filter(Boolean);
  if (!names.every((name) => name === 'shops'))
    throw new AppError('invalid_parameter', { parameter: 'include' });
  return names.length > 0;
}

/** Staff accounts of the company: list, invite or create, change role and shops, deactivate, delete. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      config: access('users.view'),
      schema: {
        tags,
        summary:
          'List users (filter role, status, shop_id; sort created_at, name, email, last_login_at; search; include shops)',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(userSchema) },
      },
    },
    async (request) => {
      const page = await listUsers(ctx, actorOf(request), request.query as Record<string, unknown>);
      return { data: page.rows, meta: page.meta };
    },
  );

  app.get(
    '/users/:id',
    {
      config: access('users.view'),
      schema: {
        tags,
        summary: 'One user',
        params: idParams,
        querystring: showQuerystring,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await getUser(ctx, actorOf(request), request.params.id, includesShops(request.query)),
    }),
  );

  app.post(
    '/users',
    {
      config: access('users.create'),
      schema: {
        tags,
        summary: 'Add a user: with a password it is active, without one it is invited by email',
        body: userCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createUser(ctx, actorOf(request), request.body) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/users/:id',
      {
        config: access('users.update'),
        schema: {
          tags,
          summary: 'Update a user (role, shops, status…)',
          params: idParams,
          body: userUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({ data: await updateUser(ctx, actorOf(request), request.params.id, request.body) }),
    );
  }

  app.delete(
    '/users/:id',
    {
      config: access('users.delete'),
      schema: { tags, summary: 'Delete a user (soft delete; the email becomes free)', params: idParams },
    },
    async (request, reply) => {
      await deleteUser(ctx, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/users/:id/reset-pin',
    {
      config: access('users.update'),
      schema: { tags, summary: "Clear the user's PIN", params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await resetUserPin(ctx, actorOf(request), request.params.id) }),
  );

  app.post(
    '/users/:id/resend-invitation',
    {
      config: access('users.create'),
      schema: { tags, summary: 'Send a new invitation link', params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await resendInvitation(ctx, actorOf(request), request.params.id) }),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: access('users.update'),
      schema: {
        tags,
        summary: 'Deactivate a user and end their sessions',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await updateUser(ctx, actorOf(request), request.params.id, { status: 'deactivated' }),
    }),
  );

  app.post(
    '/users/:id/activate',
    {
      config: access('users.update'),
      schema: { tags, summary: 'Reactivate a deactivated user', params: idParams, response: { 200: one } },
    },
    async (request) => ({
      data: await updateUser(ctx, actorOf(request), request.params.id, { status: 'active' }),
    }),
  );
};
