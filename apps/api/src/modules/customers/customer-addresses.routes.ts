import {
  customerAddressCreateSchema,
  customerAddressSchema,
  customerAddressUpdateSchema,
  dataResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  createCustomerAddress,
  deleteCustomerAddress,
  listCustomerAddresses,
  updateCustomerAddress,
} from './customer-addresses.service.ts';
import { toCustomerAddressDto } from './customers.dto.ts';

const customerParams = z.object({ id: z.uuid() });
const addressParams = z.object({ id: z.uuid(), addressId: z.uuid() });
const tags = ['customers'];
const access = (permission: string) => ({ access: { permission } });

/** A customer's delivery addresses: one default at most, kept in the same transaction as the change. */
export const customerAddressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/customers/:id/addresses',
    {
      config: access('customers.view'),
      schema: {
        tags,
        summary: "A customer's addresses, the default first",
        params: customerParams,
        response: { 200: z.object({ data: z.array(customerAddressSchema) }) },
      },
    },
    async (request) => ({
      data: (await listCustomerAddresses(ctx, request.scope!, request.params.id)).map(toCustomerAddressDto),
    }),
  );

  app.post(
    '/customers/:id/addresses',
    {
      config: access('customers.addresses'),
      schema: {
        tags,
        summary: 'Add an address (the first one, or one sent with is_default, becomes the default)',
        params: customerParams,
        body: customerAddressCreateSchema,
        response: { 201: dataResponseSchema(customerAddressSchema) },
      },
    },
    async (request, reply) => {
      const address = await createCustomerAddress(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: toCustomerAddressDto(address) });
    },
  );

  app.patch(
    '/customers/:id/addresses/:addressId',
    {
      config: access('customers.addresses'),
      schema: {
        tags,
        summary: 'Update an address; is_default: true takes the default from the previous one',
        params: addressParams,
        body: customerAddressUpdateSchema,
        response: { 200: dataResponseSchema(customerAddressSchema) },
      },
    },
    async (request) => {
      const { id, addressId } = request.params;
      const address = await updateCustomerAddress(
        ctx,
        request.scope!,
        request.auth!.id,
        id,
        addressId,
        request.body,
      );
      return { data: toCustomerAddressDto(address) };
    },
  );

  app.delete(
    '/customers/:id/addresses/:addressId',
    {
      config: access('customers.addresses'),
      schema: {
        tags,
        summary: 'Remove an address (when it was the default, the oldest remaining one becomes the default)',
        params: addressParams,
      },
    },
    async (request, reply) => {
      const { id, addressId } = request.params;
      await deleteCustomerAddress(ctx, request.scope!, request.auth!.id, id, addressId);
      return reply.code(204).send();
    },
  );
};
