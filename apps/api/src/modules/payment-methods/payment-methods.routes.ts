import {
  dataResponseSchema,
  listResponseSchema,
  paymentMethodCreateSchema,
  paymentMethodSchema,
  paymentMethodUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toPaymentMethodDto } from './payment-methods.dto.ts';
import { type PaymentMethodRow, paymentMethodListSpec } from './payment-methods.repo.ts';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from './payment-methods.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['payment-methods'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Filters: is_active, is_default, kind. Sorts: position (default), name, created_at. Search: name, provider, accounting_code.';

const columns: CsvColumn<PaymentMethodRow>[] = [
  { header: 'csv.name', value: (r) => r.name },
  { header: 'csv.kind', value: (r) => r.kind, codes: 'csv_values.payment_method_kind' },
  { header: 'payment_methods.csv.accounting_code', value: (r) => r.accounting_code },
  { header: 'payment_methods.csv.provider', value: (r) => r.provider },
  { header: 'csv.is_default', value: (r) => r.is_default },
  { header: 'csv.is_active', value: (r) => r.is_active },
  { header: 'payment_methods.csv.position', value: (r) => r.position },
  { header: 'csv.created_at', value: (r) => r.created_at },
];

export const paymentMethodRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/payment-methods',
    {
      config: access('payment_methods.view'),
      schema: {
        tags,
        summary: 'Payment methods of the company',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(paymentMethodSchema) },
      },
    },
    async (request) => {
      const page = await listPaymentMethods(
        ctx,
        request.scope!,
        parseListQuery(request.query, paymentMethodListSpec),
      );
      return { data: page.rows.map(toPaymentMethodDto), meta: page.meta };
    },
  );

  app.get(
    '/payment-methods/export',
    {
      config: access('payment_methods.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of payment methods with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), paymentMethodListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'payment-methods',
        columns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listPaymentMethods(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/payment-methods/:id',
    {
      config: access('payment_methods.view'),
      schema: {
        tags,
        summary: 'One payment method',
        params: idParams,
        response: { 200: dataResponseSchema(paymentMethodSchema) },
      },
    },
    async (request) => ({
      data: toPaymentMethodDto(await getPaymentMethod(ctx, request.scope!, request.params.id)),
    }),
  );

  app.post(
    '/payment-methods',
    {
      config: access('payment_methods.create'),
      schema: {
        tags,
        summary:
          'Create a payment method (accounting_code defaults from the kind; is_default moves the default to it)',
        body: paymentMethodCreateSchema,
        response: { 201: dataResponseSchema(paymentMethodSchema) },
      },
    },
    async (request, reply) => {
      const created = await createPaymentMethod(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toPaymentMethodDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/payment-methods/:id',
      {
        config: access('payment_methods.update'),
        schema: {
          tags,
          summary:
            'Update a payment method (is_default: true moves the default to it; the default and the last active one stay active)',
          params: idParams,
          body: paymentMethodUpdateSchema,
          response: { 200: dataResponseSchema(paymentMethodSchema) },
        },
      },
      async (request) => ({
        data: toPaymentMethodDto(
          await updatePaymentMethod(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
        ),
      }),
    );
  }

  app.delete(
    '/payment-methods/:id',
    {
      config: access('payment_methods.delete'),
      schema: {
        tags,
        summary: 'Soft-delete a payment method (409 for the default one or the last active one)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deletePaymentMethod(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
