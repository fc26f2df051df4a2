import {
  dataResponseSchema,
  listResponseSchema,
  supplierCreateSchema,
  supplierSchema,
  supplierStatsSchema,
  supplierUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toSupplierDto } from './suppliers.dto.ts';
import { type SupplierRow, supplierListSpec } from './suppliers.repo.ts';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  supplierListParams,
  supplierStats,
  updateSupplier,
} from './suppliers.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['suppliers'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Filters: is_active, country, city. Sorts: name (default), created_at. Search: name, contact_name, email, phone.';

const supplierColumns: CsvColumn<SupplierRow>[] = [
  { header: 'csv.name', value: (s) => s.name },
  { header: 'csv.contact_name', value: (s) => s.contact_name },
  { header: 'csv.email', value: (s) => s.email },
  { header: 'csv.phone', value: (s) => s.phone, phone: true },
  { header: 'csv.address', value: (s) => s.address },
  { header: 'csv.city', value: (s) => s.city },
  { header: 'csv.country', value: (s) => s.country },
  { header: 'csv.tax_id', value: (s) => s.tax_id },
  { header: 'csv.payment_terms_days', value: (s) => s.payment_terms_days },
  { header: 'csv.is_active', value: (s) => s.is_active },
  { header: 'csv.notes', value: (s) => s.notes },
  { header: 'csv.created_at', value: (s) => s.created_at },
];

export const supplierRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/suppliers',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'Suppliers of the company',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(supplierSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(supplierListParams(request.query), supplierListSpec);
      const page = await listSuppliers(ctx, request.scope!, query);
      return { data: page.rows.map(toSupplierDto), meta: page.meta };
    },
  );

  app.get(
    '/suppliers/export',
    {
      config: access('suppliers.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of suppliers with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(supplierListParams(exportQuery(request)), supplierListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'suppliers',
        columns: supplierColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listSuppliers(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/suppliers/:id',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'One supplier',
        params: idParams,
        response: { 200: dataResponseSchema(supplierSchema) },
      },
    },
    async (request) => ({ data: toSupplierDto(await getSupplier(ctx, request.scope!, request.params.id)) }),
  );

  app.get(
    '/suppliers/:id/stats',
    {
      config: access('suppliers.stats'),
      schema: {
        tags,
        summary: 'Catalogue and purchasing figures of one supplier',
        description:
          'stock_value_at_cost (minor units, stock above zero × variant cost) is null without products.cost; purchases_total is what approved purchase orders (not cancelled) come to; open_balance what open bills still owe.',
        params: idParams,
        response: { 200: dataResponseSchema(supplierStatsSchema) },
      },
    },
    async (request) => ({ data: await supplierStats(ctx, request.scope!, request.params.id) }),
  );

  app.post(
    '/suppliers',
    {
      config: access('suppliers.create'),
      schema: {
        tags,
        summary: 'Create a supplier (name unique in the company, ignoring case)',
        body: supplierCreateSchema,
        response: { 201: dataResponseSchema(supplierSchema) },
      },
    },
    async (request, reply) => {
      const created = await createSupplier(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toSupplierDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/suppliers/:id',
      {
        config: access('suppliers.update'),
        schema: {
          tags,
          summary: 'Update a supplier (given fields only; null clears an optional field)',
          params: idParams,
          body: supplierUpdateSchema,
          response: { 200: dataResponseSchema(supplierSchema) },
        },
      },
      async (request) => {
        const updated = await updateSupplier(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body,
        );
        return { data: toSupplierDto(updated) };
      },
    );
  }

  app.delete(
    '/suppliers/:id',
    {
      config: access('suppliers.delete'),
      schema: {
        tags,
        summary: 'Delete a supplier no live product comes from (409 in_use otherwise: deactivate it instead)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteSupplier(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
