import {
  dataResponseSchema,
  listResponseSchema,
  shippingFeeCreateSchema,
  shippingFeeSchema,
  shippingFeeUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toShippingFeeDto } from './shipping-fees.dto.ts';
import { type ShippingFeeRow, shippingFeeListSpec } from './shipping-fees.repo.ts';
import {
  createShippingFee,
  deleteShippingFee,
  getShippingFee,
  listShippingFees,
  updateShippingFee,
} from './shipping-fees.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['shipping-fees'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Filters: is_active, delivery_mode, shop_id, city. Sorts: position (default), label, amount, created_at. Search: label, city, zone.';

const columns: CsvColumn<ShippingFeeRow>[] = [
  { header: 'shipping_fees.csv.label', value: (r) => r.label },
  { header: 'csv.delivery_mode', value: (r) => r.delivery_mode, codes: 'analytics.delivery_mode' },
  { header: 'shipping_fees.csv.zone', value: (r) => r.zone },
  { header: 'csv.city', value: (r) => r.city },
  { header: 'csv.amount', value: (r) => r.amount, money: true },
  { header: 'shipping_fees.csv.min_weight_grams', value: (r) => r.min_weight_grams },
  { header: 'shipping_fees.csv.max_weight_grams', value: (r) => r.max_weight_grams },
  { header: 'shipping_fees.csv.min_subtotal', value: (r) => r.min_subtotal, money: true },
  { header: 'shipping_fees.csv.max_subtotal', value: (r) => r.max_subtotal, money: true },
  { header: 'shipping_fees.csv.position', value: (r) => r.position },
  { header: 'csv.is_active', value: (r) => r.is_active },
  { header: 'csv.created_at', value: (r) => r.created_at },
];

export const shippingFeeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/shipping-fees',
    {
      config: access('shipping_fees.view'),
      schema: {
        tags,
        summary: 'Shipping fees of the company, in the order they are tried',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(shippingFeeSchema) },
      },
    },
    async (request) => {
      const page = await listShippingFees(
        ctx,
        request.scope!,
        parseListQuery(request.query, shippingFeeListSpec),
      );
      return { data: page.rows.map(toShippingFeeDto), meta: page.meta };
    },
  );

  app.get(
    '/shipping-fees/export',
    {
      config: access('shipping_fees.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of shipping fees with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), shippingFeeListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'shipping-fees',
        columns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listShippingFees(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/shipping-fees/:id',
    {
      config: access('shipping_fees.view'),
      schema: {
        tags,
        summary: 'One shipping fee',
        params: idParams,
        response: { 200: dataResponseSchema(shippingFeeSchema) },
      },
    },
    async (request) => ({
      data: toShippingFeeDto(await getShippingFee(ctx, request.scope!, request.params.id)),
    }),
  );

  app.post(
    '/shipping-fees',
    {
      config: access('shipping_fees.create'),
      schema: {
        tags,
        summary: 'Create a shipping fee (amount in minor units; bounds min inclusive, max exclusive)',
        body: shippingFeeCreateSchema,
        response: { 201: dataResponseSchema(shippingFeeSchema) },
      },
    },
    async (request, reply) => {
      const created = await createShippingFee(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toShippingFeeDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/shipping-fees/:id',
      {
        config: access('shipping_fees.update'),
        schema: {
          tags,
          summary: 'Update a shipping fee (given fields only; null clears an optional field)',
          params: idParams,
          body: shippingFeeUpdateSchema,
          response: { 200: dataResponseSchema(shippingFeeSchema) },
        },
      },
      async (request) => ({
        data: toShippingFeeDto(
          await updateShippingFee(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
        ),
      }),
    );
  }

  app.delete(
    '/shipping-fees/:id',
    {
      config: access('shipping_fees.delete'),
      schema: { tags, summary: 'Soft-delete a shipping fee', params: idParams },
    },
    async (request, reply) => {
      await deleteShippingFee(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
