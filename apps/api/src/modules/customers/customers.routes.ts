import {
  customerCreateSchema,
  customerSchema,
  customerUpdateSchema,
  dataResponseSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { createdAnswer, idempotencyOf } from '../../lib/idempotency.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { customerAddressRoutes } from './customer-addresses.routes.ts';
import { customerCreditRoutes } from './customer-credit.routes.ts';
import { customerStatementRoutes } from './customer-statement.routes.ts';
import { toCustomerDto } from './customers.dto.ts';
import { parseCustomerListQuery } from './customers.list-query.ts';
import type { CustomerRow } from './customers.repo.ts';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customers.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['customers'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(customerSchema);
const LIST_DESCRIPTION =
  'Filters: type (individual, company), tag, marketing_consent. Sorts: created_at (default -created_at), name. Search: name, phone (digits typed with spaces or + match too), email.';

const customerColumns: CsvColumn<CustomerRow>[] = [
  { header: 'csv.name', value: (c) => c.name },
  { header: 'csv.customer_type', value: (c) => c.type, codes: 'csv_values.customer_type' },
  { header: 'csv.first_name', value: (c) => c.first_name },
  { header: 'csv.last_name', value: (c) => c.last_name },
  { header: 'csv.company_name', value: (c) => c.company_name },
  { header: 'csv.phone', value: (c) => c.phone, phone: true },
  { header: 'csv.email', value: (c) => c.email },
  { header: 'csv.tax_id', value: (c) => c.tax_id },
  { header: 'csv.tags', value: (c) => c.tags.join(', ') },
  { header: 'csv.marketing_consent', value: (c) => c.marketing_consent },
  { header: 'csv.notes', value: (c) => c.notes },
  { header: 'csv.created_at', value: (c) => c.created_at },
];

export const customerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/customers',
    {
      config: access('customers.view'),
      schema: {
        tags,
        summary: 'Customers of the company',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(customerSchema) },
      },
    },
    async (request) => {
      const page = await listCustomers(ctx, request.scope!, parseCustomerListQuery(request.query));
      return { data: page.rows.map(toCustomerDto), meta: page.meta };
    },
  );

  app.get(
    '/customers/export',
    {
      config: access('customers.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of customers with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseCustomerListQuery(exportQuery(request));
      return sendCsvExport(ctx, request, reply, {
        name: 'customers',
        columns: customerColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listCustomers(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/customers/:id',
    {
      config: access('customers.view'),
      schema: {
        tags,
        summary: 'One customer',
        params: idParams,
        response: { 200: dataResponseSchema(customerSchema) },
      },
    },
    async (request) => ({ data: toCustomerDto(await getCustomer(ctx, request.scope!, request.params.id)) }),
  );

  app.post(
    '/customers',
    {
      config: access('customers.create'),
      schema: {
        tags,
        summary: 'Create a customer (an individual needs a first or last name, a company its company_name)',
        description:
          'phone: WhatsApp-capable, 10 to 15 digits with the country code, stored as digits; unique among live customers (409 duplicate). Send an Idempotency-Key header to make retries safe (a till sending customers it created offline): the same key and body get the first answer (header Idempotent-Replayed: true); the same key with another body is a 409; a request that failed leaves the key free.',
        body: customerCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const result = await createCustomer(ctx, request.scope!, request.auth!.id, request.body, {
        ...idempotencyOf(request),
        respond: (customer) => ({ data: toCustomerDto(customer) }),
      });
      const answer = createdAnswer(result);
      return reply
        .code(201)
        .headers(answer.headers)
        .send(answer.body as z.infer<typeof one>);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/customers/:id',
      {
        config: access('customers.update'),
        schema: {
          tags,
          summary: 'Update a customer (given fields only; null clears an optional field)',
          params: idParams,
          body: customerUpdateSchema,
          response: { 200: dataResponseSchema(customerSchema) },
        },
      },
      async (request) => {
        const updated = await updateCustomer(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body,
        );
        return { data: toCustomerDto(updated) };
      },
    );
  }

  app.delete(
    '/customers/:id',
    {
      config: access('customers.delete'),
      schema: {
        tags,
        summary: 'Delete a customer (soft: orders and documents that name it keep it)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteCustomer(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(customerAddressRoutes, { ctx });
  await app.register(customerCreditRoutes, { ctx });
  await app.register(customerStatementRoutes, { ctx });
};
