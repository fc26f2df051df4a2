import {
  customerColumnMappingSchema,
  customerImportBatchSchema,
  dataResponseSchema,
  importUploadSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import {
  commitCustomerImport,
  getCustomerImport,
  listCustomerImports,
  previewCustomerImport,
  uploadCustomerImport,
} from './customer-import.service.ts';
import { importListSpec } from './imports.repo.ts';

type App = Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0];

const idParams = z.object({ id: z.uuid() });
const tags = ['imports'];
/** Importing customers creates them: the customer form's permission, for every step. */
const config = { access: { permission: 'customers.create' } };
const one = dataResponseSchema(customerImportBatchSchema);

/** /customer-imports…: upload, map and preview, commit a customer CSV (the text/csv parser is imports.routes'). */
export function registerCustomerImportRoutes(app: App, ctx: AppContext): void {
  // /imports/customers beside /imports/products; the batch then lives at /customer-imports/:id.
  for (const url of ['/customer-imports', '/imports/customers']) {
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'Upload a customer CSV: answers its columns and the guessed column mapping',
          description:
            'Body: JSON {filename, content} or the file itself as text/csv (UTF-8, with or without BOM; separator ";" "," or tab; name in the X-Filename header). At most 5 MB (413).',
          body: importUploadSchema,
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const batch = await uploadCustomerImport(ctx, request.scope!, request.auth!.id, request.body);
        return reply.code(201).send({ data: batch });
      },
    );
  }

  app.get(
    '/customer-imports',
    {
      config,
      schema: {
        tags,
        summary: 'Customer CSV import batches of the company, newest first',
        description: 'Filters: status. Sort: created_at. Search: filename.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(customerImportBatchSchema) },
      },
    },
    async (request) => {
      const page = await listCustomerImports(
        ctx,
        request.scope!,
        parseListQuery(request.query, importListSpec),
      );
      return { data: page.rows, meta: page.meta };
    },
  );

  app.get(
    '/customer-imports/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One customer import batch (with its preview once mapped)',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await getCustomerImport(ctx, request.scope!, request.params.id, request.locale),
    }),
  );

  app.put(
    '/customer-imports/:id/mapping',
    {
      config,
      schema: {
        tags,
        summary:
          'Set the column mapping and preview: every bad row with its reason, the rows skipped because a customer already has their phone (or else email), the first rows each marked new or skip',
        params: idParams,
        body: z.object({ mapping: customerColumnMappingSchema.optional() }),
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await previewCustomerImport(
        ctx,
        request.scope!,
        request.params.id,
        request.body.mapping,
        request.locale,
      ),
    }),
  );

  app.post(
    '/customer-imports/:id/commit',
    {
      config,
      schema: {
        tags,
        summary:
          'Create every new customer of the file in one transaction; 422 import_has_errors and nothing written when any row is bad. Rows matching a live customer by phone (or else email) are skipped, never update it.',
        params: idParams,
        body: z.object({}),
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await commitCustomerImport(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.locale,
      ),
    }),
  );
}
