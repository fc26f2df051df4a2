import {
  dataResponseSchema,
  discountCreateSchema,
  discountSchema,
  discountUpdateSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toDiscountDto } from './discounts.dto.ts';
import { type DiscountRow, discountListSpec } from './discounts.repo.ts';
import {
  createDiscount,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from './discounts.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['discounts'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Filters: is_active, discount_type. Sorts: -created_at (default), code, label, starts_at, ends_at. Search: code, label.';

const columns: CsvColumn<DiscountRow>[] = [
  { header: 'csv.code', value: (r) => r.code },
  { header: 'discounts.csv.label', value: (r) => r.label },
  { header: 'discounts.csv.discount_type', value: (r) => r.discount_type, codes: 'csv_values.discount_type' },
  { header: 'discounts.csv.discount_value', value: (r) => toDiscountDto(r).discount_value },
  { header: 'discounts.csv.starts_at', value: (r) => r.starts_at },
  { header: 'discounts.csv.ends_at', value: (r) => r.ends_at },
  { header: 'discounts.csv.minimum_subtotal', value: (r) => r.minimum_subtotal, money: true },
  { header: 'discounts.csv.usage_limit', value: (r) => r.usage_limit },
  { header: 'discounts.csv.usage_limit_per_customer', value: (r) => r.usage_limit_per_customer },
  { header: 'discounts.csv.times_used', value: (r) => r.times_used },
  { header: 'csv.is_active', value: (r) => r.is_active },
  { header: 'csv.created_at', value: (r) => r.created_at },
];

export const discountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/discounts',
    {
      config: access('discounts.view'),
      schema: {
        tags,
        summary: 'Discounts of the company (codes customers type, or discounts staff pick)',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(discountSchema) },
      },
    },
    async (request) => {
      const page = await listDiscounts(ctx, request.scope!, parseListQuery(request.query, discountListSpec));
      return { data: page.rows.map(toDiscountDto), meta: page.meta };
    },
  );

  app.get(
    '/discounts/export',
    {
      config: access('discounts.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of discounts with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), discountListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'discounts',
        columns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listDiscounts(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/discounts/:id',
    {
      config: access('discounts.view'),
      schema: {
        tags,
        summary: 'One discount',
        params: idParams,
        response: { 200: dataResponseSchema(discountSchema) },
      },
    },
    async (request) => ({ data: toDiscountDto(await getDiscount(ctx, request.scope!, request.params.id)) }),
  );

  app.post(
    '/discounts',
    {
      config: access('discounts.create'),
      schema: {
        tags,
        summary:
          'Create a discount: a percentage or an amount in minor units; code unique among live discounts (409)',
        body: discountCreateSchema,
        response: { 201: dataResponseSchema(discountSchema) },
      },
    },
    async (request, reply) => {
      const created = await createDiscount(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toDiscountDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/discounts/:id',
      {
        config: access('discounts.update'),
        schema: {
          tags,
          summary: 'Update a discount (given fields only; null clears an optional field)',
          params: idParams,
          body: discountUpdateSchema,
          response: { 200: dataResponseSchema(discountSchema) },
        },
      },
      async (request) => ({
        data: toDiscountDto(
          await updateDiscount(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
        ),
      }),
    );
  }

  app.delete(
    '/discounts/:id',
    {
      config: access('discounts.delete'),
      schema: { tags, summary: 'Soft-delete a discount', params: idParams },
    },
    async (request, reply) => {
      await deleteDiscount(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
