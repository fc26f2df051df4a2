import {
  dataResponseSchema,
  listResponseSchema,
  shopCreateSchema,
  shopSchema,
  shopUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toShopDto } from './shops.dto.ts';
import { shopListSpec } from './shops.repo.ts';
import {
  createShop,
  deleteShop,
  getShop,
  listShops,
  type ShopWithLinks,
  updateShop,
} from './shops.service.ts';

const idParams = z.object({ id: z.uuid() });
/** The query of one record: the base parameters (app.ts) plus include=warehouses. */
const oneQuery = z.strictObject({
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
  include: z.enum(['warehouses']).optional(),
});
const tags = ['shops'];
const access = (permission: string) => ({ access: { permission } });
const dto = ({ shop, warehouses }: ShopWithLinks) => toShopDto(shop, warehouses);

export const shopRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/shops',
    {
      config: access('shops.view'),
      schema: {
        tags,
        summary: 'Shops of the company',
        description:
          'Filters: is_active, is_default. Sorts: created_at, name. Search: name, slug, city. Include: warehouses.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(shopSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, shopListSpec);
      const page = await listShops(ctx, request.scope!, request.auth!.id, query);
      return { data: page.rows.map(dto), meta: page.meta };
    },
  );

  app.get(
    '/shops/:id',
    {
      config: access('shops.view'),
      schema: {
        tags,
        summary: 'One shop',
        params: idParams,
        querystring: oneQuery,
        response: { 200: dataResponseSchema(shopSchema) },
      },
    },
    async (request) => {
      const found = await getShop(ctx, request.scope!, request.auth!.id, request.params.id, {
        withWarehouses: request.query.include === 'warehouses',
      });
      return { data: dto(found) };
    },
  );

  app.post(
    '/shops',
    {
      config: access('shops.create'),
      schema: {
        tags,
        summary:
          'Create a shop (slug from the name unless given; linked to the default warehouse unless given)',
        body: shopCreateSchema,
        response: { 201: dataResponseSchema(shopSchema) },
      },
    },
    async (request, reply) => {
      const created = await createShop(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: dto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/shops/:id',
      {
        config: access('shops.update'),
        schema: {
          tags,
          summary: 'Update a shop (is_default: true makes it the default; warehouse_ids replaces the links)',
          params: idParams,
          body: shopUpdateSchema,
          response: { 200: dataResponseSchema(shopSchema) },
        },
      },
      async (request) => {
        const updated = await updateShop(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body,
        );
        return { data: dto(updated) };
      },
    );
  }

  app.delete(
    '/shops/:id',
    {
      config: access('shops.delete'),
      schema: { tags, summary: 'Delete a shop (not the default one)', params: idParams },
    },
    async (request, reply) => {
      await deleteShop(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
