import {
  dataResponseSchema,
  listResponseSchema,
  warehouseCreateSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toWarehouseDto } from './warehouses.dto.ts';
import { warehouseListSpec } from './warehouses.repo.ts';
import {
  createWarehouse,
  deleteWarehouse,
  getWarehouse,
  listWarehouses,
  updateWarehouse,
} from './warehouses.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['warehouses'];
const access = (permission: string) => ({ access: { permission } });

export const warehouseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/warehouses',
    {
      config: access('warehouses.view'),
      schema: {
        tags,
        summary: 'Warehouses of the company',
        description:
          'Filters: is_active, is_default, allow_negative_stock. Sorts: created_at, name, code. Search: name, code, city.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(warehouseSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, warehouseListSpec);
      const page = await listWarehouses(ctx, request.scope!, query);
      return { data: page.rows.map(toWarehouseDto), meta: page.meta };
    },
  );

  app.get(
    '/warehouses/:id',
    {
      config: access('warehouses.view'),
      schema: {
        tags,
        summary: 'One warehouse',
        params: idParams,
        response: { 200: dataResponseSchema(warehouseSchema) },
      },
    },
    async (request) => ({ data: toWarehouseDto(await getWarehouse(ctx, request.scope!, request.params.id)) }),
  );

  app.post(
    '/warehouses',
    {
      config: access('warehouses.create'),
      schema: {
        tags,
        summary: 'Create a warehouse (code from the name unless given)',
        body: warehouseCreateSchema,
        response: { 201: dataResponseSchema(warehouseSchema) },
      },
    },
    async (request, reply) => {
      const created = await createWarehouse(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toWarehouseDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/warehouses/:id',
      {
        config: access('warehouses.update'),
        schema: {
          tags,
          summary: 'Update a warehouse (is_default: true makes it the default)',
          params: idParams,
          body: warehouseUpdateSchema,
          response: { 200: dataResponseSchema(warehouseSchema) },
        },
      },
      async (request) => {
        const updated = await updateWarehouse(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body,
        );
        return { data: toWarehouseDto(updated) };
      },
    );
  }

  app.delete(
    '/warehouses/:id',
    {
      config: access('warehouses.delete'),
      schema: {
        tags,
        summary: 'Delete a warehouse (not the default one); shops selling from it are unlinked',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteWarehouse(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
