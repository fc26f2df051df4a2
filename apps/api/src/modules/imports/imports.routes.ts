import {
  columnMappingSchema,
  customerImportBatchSchema,
  dataResponseSchema,
  IMPORT_MAX_BYTES,
  importBatchSchema,
  importCommitSchema,
  importUploadSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { registerCustomerImportRoutes } from './customer-import.routes.ts';
import { registerExportRoutes } from './exports.routes.ts';
import { IMPORT_KIND_PERMISSIONS } from './import-kinds.ts';
import { importListSpec } from './imports.repo.ts';
import { commitImport, getImport, listImports, previewImport, uploadImport } from './imports.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['imports'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(importBatchSchema);
/** PUT /imports/:id/mapping without a mapping previews again with the current one. */
const mappingBody = z.object({ mapping: columnMappingSchema.optional() });

function headerFilename(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return decodeURIComponent(value).slice(0, 255);
  } catch {
    return value.slice(0, 255);
  }
}

export const importRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A CSV file may be sent as is (text/csv, up to 5 MB, name in X-Filename) rather than inside JSON,
  // which stays under the server's general body limit.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv'],
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (request, body, done) => {
      done(null, { filename: headerFilename(request.headers['x-filename']), content: body as string });
    },
  );

  app.get(
    '/imports',
    {
      // Product and customer batches: each kind shown to who may import it (products.create, customers.create).
      config: { access: { anyPermission: Object.values(IMPORT_KIND_PERMISSIONS) } },
      schema: {
        tags,
        summary: 'CSV import batches of the company, newest first, of the kinds the user may import',
        description:
          'Product batches need products.create, customer batches customers.create; 403 with neither. Filters: status, kind. Sort: created_at. Search: filename.',
        querystring: listQuerystring,
        // Each batch as its kind answers it: products with the product mapping, customers with theirs.
        response: { 200: listResponseSchema(z.union([importBatchSchema, customerImportBatchSchema])) },
      },
    },
    async (request) => {
      const page = await listImports(ctx, request.scope!, parseListQuery(request.query, importListSpec));
      return { data: page.rows, meta: page.meta };
    },
  );

  for (const url of ['/imports', '/imports/products']) {
    app.post(
      url,
      {
        config: access('products.create'),
        schema: {
          tags,
          summary: 'Upload a product CSV: answers its columns and the guessed column mapping',
          description:
            'Body: JSON {filename, content} or the file itself as text/csv (UTF-8, with or without BOM; separator ";" "," or tab; name in the X-Filename header). At most 5 MB (413).',
          body: importUploadSchema,
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const batch = await uploadImport(ctx, request.scope!, request.auth!.id, request.body);
        return reply.code(201).send({ data: batch });
      },
    );
  }

  app.get(
    '/imports/:id',
    {
      config: access('products.create'),
      schema: {
        tags,
        summary: 'One import batch (with its preview once mapped)',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ data: await getImport(ctx, request.scope!, request.params.id, request.locale) }),
  );

  app.put(
    '/imports/:id/mapping',
    {
      config: access('products.create'),
      schema: {
        tags,
        summary:
          'Set the column mapping and preview: every bad row with its reason, warnings, the first products each marked new or update',
        params: idParams,
        body: mappingBody,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await previewImport(ctx, request.scope!, request.params.id, request.body.mapping, request.locale),
    }),
  );

  app.post(
    '/imports/:id/commit',
    {
      config: access('products.create'),
      schema: {
        tags,
        summary:
          'Create or update every product in one transaction (updates need products.update), with opening stock of new variants into a warehouse (stocks.create); 422 import_has_errors and nothing written when any row is bad',
        description:
          'A row whose handle cell names a live product updates it: mapped columns only, variants by SKU (any case) or option values, unmatched rows add variants. The stock of an existing variant is never set (a preview warning).',
        params: idParams,
        body: importCommitSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await commitImport(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
        request.locale,
      ),
    }),
  );

  registerCustomerImportRoutes(app, ctx);
  registerExportRoutes(app, ctx);
};
