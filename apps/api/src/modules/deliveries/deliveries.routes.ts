import {
  dataResponseSchema,
  deliveryCreateSchema,
  deliverySchema,
  deliveryStatusChangeSchema,
  deliveryUpdateSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toDeliveryDto } from './deliveries.dto.ts';
import { deliveryListSpec } from './deliveries.repo.ts';
import {
  createDelivery,
  getDelivery,
  listDeliveries,
  moveDelivery,
  updateDeliveryDetails,
} from './deliveries.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['deliveries'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(deliverySchema);

export const deliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/deliveries',
    {
      config: access('deliveries.view'),
      schema: {
        tags,
        summary: 'Deliveries of orders; a courier sees only theirs',
        description:
          'Filters: status, courier_id, order_id, transport_mode, scheduled_from, scheduled_to. Sorts: created_at (default, newest first), scheduled_for, status.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(deliverySchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, deliveryListSpec);
      const page = await listDeliveries(ctx, request.scope!, request.auth!.id, query);
      return { data: await Promise.all(page.rows.map((row) => toDeliveryDto(ctx, row))), meta: page.meta };
    },
  );

  app.get(
    '/deliveries/:id',
    {
      config: access('deliveries.view'),
      schema: { tags, summary: 'One delivery', params: idParams, response: { 200: one } },
    },
    async (request) => ({
      data: await toDeliveryDto(
        ctx,
        await getDelivery(ctx, request.scope!, request.auth!.id, request.params.id),
      ),
    }),
  );

  app.post(
    '/deliveries',
    {
      config: access('deliveries.create'),
      schema: {
        tags,
        summary:
          'Open the delivery of a confirmed order (made by itself when an order to deliver is confirmed)',
        body: deliveryCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await toDeliveryDto(
          ctx,
          await createDelivery(ctx, request.scope!, request.auth!.id, request.body),
        ),
      }),
  );

  app.patch(
    '/deliveries/:id',
    {
      config: access('deliveries.update'),
      schema: {
        tags,
        summary: 'Assign a courier, change the transport mode, the time or the instructions',
        params: idParams,
        body: deliveryUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await toDeliveryDto(
        ctx,
        await updateDeliveryDetails(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      ),
    }),
  );

  app.post(
    '/deliveries/:id/status',
    {
      config: access('deliveries.update'),
      schema: {
        tags,
        summary:
          'Move a delivery (and its order): pending → taken_in_charge → delivered, or back to pending, or cancelled',
        description:
          'With delivered, cash_collected records the cash taken at the door as a payment on the order (never more than is due). A photo of the handover can be attached (proof_media_id). Other moves are 409.',
        params: idParams,
        body: deliveryStatusChangeSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await toDeliveryDto(
        ctx,
        await moveDelivery(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      ),
    }),
  );
};
