import {
  dataResponseSchema,
  listResponseSchema,
  taxCreateSchema,
  taxSchema,
  taxUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toTaxDto } from './taxes.dto.ts';
import { type TaxRow, taxListSpec } from './taxes.repo.ts';
import { createTax, deleteTax, getTax, listTaxes, splitTrashed, updateTax } from './taxes.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['taxes'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Filters: is_active, is_default, is_withholding, trashed (with | only: deleted taxes too, or only them). Sorts: tax_order (default), code, label, created_at. Search: code, label.';

const taxColumns: CsvColumn<TaxRow>[] = [
  { header: 'csv.code', value: (r) => r.code },
  { header: 'taxes.csv.label', value: (r) => r.label },
  { header: 'taxes.csv.rate', value: (r) => (r.rate === null ? null : toTaxDto(r).rate) },
  { header: 'taxes.csv.fixed_amount', value: (r) => r.fixed_amount, money: true },
  { header: 'taxes.csv.tax_order', value: (r) => r.tax_order },
  { header: 'taxes.csv.is_withholding', value: (r) => r.is_withholding },
  { header: 'taxes.csv.include_in_base', value: (r) => r.include_in_base_for_subsequent_taxes },
  { header: 'csv.is_default', value: (r) => r.is_default },
  { header: 'csv.is_active', value: (r) => r.is_active },
  { header: 'csv.created_at', value: (r) => r.created_at },
  { header: 'taxes.csv.deleted_at', value: (r) => r.deleted_at },
];

export const taxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/taxes',
    {
      config: access('taxes.view'),
      schema: {
        tags,
        summary: 'Taxes of the company, in the order they apply',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(taxSchema) },
      },
    },
    async (request) => {
      const { query, trashed } = splitTrashed(request.query);
      const page = await listTaxes(ctx, request.scope!, parseListQuery(query, taxListSpec), trashed);
      return { data: page.rows.map(toTaxDto), meta: page.meta };
    },
  );

  app.get(
    '/taxes/export',
    {
      config: access('taxes.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of taxes with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const { query: params, trashed } = splitTrashed(exportQuery(request));
      const query = parseListQuery(params, taxListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'taxes',
        columns: taxColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listTaxes(ctx, request.scope!, { ...query, page, perPage }, trashed)).rows,
      });
    },
  );

  app.get(
    '/taxes/:id',
    {
      config: access('taxes.view'),
      schema: {
        tags,
        summary: 'One tax, deleted ones included (deleted_at set): past orders still show them',
        params: idParams,
        response: { 200: dataResponseSchema(taxSchema) },
      },
    },
    async (request) => ({ data: toTaxDto(await getTax(ctx, request.scope!, request.params.id)) }),
  );

  app.post(
    '/taxes',
    {
      config: access('taxes.create'),
      schema: {
        tags,
        summary: 'Create a tax: a rate or a fixed amount per unit; code unique among live taxes (409)',
        body: taxCreateSchema,
        response: { 201: dataResponseSchema(taxSchema) },
      },
    },
    async (request, reply) => {
      const created = await createTax(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toTaxDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/taxes/:id',
      {
        config: access('taxes.update'),
        schema: {
          tags,
          summary: 'Update a live tax (given fields only; null clears rate or fixed_amount)',
          params: idParams,
          body: taxUpdateSchema,
          response: { 200: dataResponseSchema(taxSchema) },
        },
      },
      async (request) => ({
        data: toTaxDto(
          await updateTax(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
        ),
      }),
    );
  }

  app.delete(
    '/taxes/:id',
    {
      config: access('taxes.delete'),
      schema: { tags, summary: 'Soft-delete a tax (still readable by id)', params: idParams },
    },
    async (request, reply) => {
      await deleteTax(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
