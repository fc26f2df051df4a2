import {
  can,
  dataResponseSchema,
  listResponseSchema,
  PRODUCT_INCLUDES,
  productBulkSchema,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_EXPORT_DESCRIPTION, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { canSeeCost } from '../stock/stock.service.ts';
import { productTags } from './product-tags.ts';
import { registerVariantRoutes } from './product-variants.routes.ts';
import { parseProductListQuery } from './products.list-query.ts';
import {
  bulkProducts,
  copyProduct,
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from './products.service.ts';
import { exportLinesOf, productExportColumns } from './products-export.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['products'];
const access = (permission: string) => ({ access: { permission } });
const productResponse = productSchema.extend({ thumbnail_url: z.string().nullable().optional() });
const one = dataResponseSchema(productResponse);
const INCLUDES_TEXT = PRODUCT_INCLUDES.join(', ');

/** The query of one record: the base parameters plus include=variants,options,… */
const oneQuery = z.strictObject({
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
  include: z.string().max(200).optional(),
});

function includesOf(raw: string | undefined): Set<string> {
  const includes = new Set<string>();
  for (const name of (raw ?? '').split(',').filter(Boolean)) {
    if (!(PRODUCT_INCLUDES as readonly string[]).includes(name)) {
      throw new AppError('invalid_parameter', { parameter: 'include' });
    }
    includes.add(name);
  }
  return includes;
}

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/products',
    {
      config: access('products.view'),
      schema: {
        tags,
        summary: 'Products of the company, with price range, total quantity, variant count and thumbnail',
        description: `Filters: status, type, supplier_id, tag (exact), collection_id (manual or rules), shop_id, stock_status (in_stock, low_stock, out_of_stock). Sorts: created_at, updated_at, title, price (cheapest variant). Search: title contains, or a variant's SKU/barcode equals or starts with. Include: ${INCLUDES_TEXT}.`,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(productResponse) },
      },
    },
    async (request) => {
      const query = await parseProductListQuery(ctx.db, request.scope!.companyId, request.query);
      // A collection's rules are read from the database: its page statement is built each time.
      const reusable = !('filter[collection_id]' in request.query);
      // A typed search is rarely asked twice: it is not worth a named statement on every connection.
      const { search } = request.query as { search?: unknown };
      const searched = typeof search === 'string' && search.trim() !== '';
      return listProducts(
        ctx,
        request.scope!,
        query,
        reusable ? JSON.stringify(request.query) : undefined,
        reusable && !searched,
      );
    },
  );

  app.get(
    '/products/export',
    {
      config: access('products.export'),
      schema: {
        tags: ['exports'],
        summary: "CSV export of products, one line per variant, with the list's filters, sort and search",
        description: `${CSV_EXPORT_DESCRIPTION} Columns are the CSV import's (handle, title, options, SKU, price…), so that an edited export imports back as updates; cost only with products.cost.`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const query = await parseProductListQuery(ctx.db, scope.companyId, exportQuery(request));
      const includes = new Set(['variants', 'options', 'supplier']);
      // A page of products gives at least as many lines (exportLinesOf): a short page is still the last.
      return sendCsvExport(ctx, request, reply, {
        name: 'products',
        columns: productExportColumns(canSeeCost(scope)),
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          exportLinesOf((await listProducts(ctx, scope, { ...query, includes, page, perPage })).data),
      });
    },
  );

  app.get(
    '/products/tags',
    {
      config: access('products.view'),
      schema: {
        tags,
        summary: 'Tags on the company’s products, most used first (for tag suggestions)',
        description:
          'search: tags containing the text, ignoring accents and case; limit: 1–200 (default 50). Tags differing only by case or accents count as one.',
        querystring: z.strictObject({
          search: z.string().trim().max(60).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          anonymous: z.string().max(10).optional(),
          locale: z.string().max(35).optional(),
        }),
        response: {
          200: dataResponseSchema(z.array(z.object({ tag: z.string(), count: z.number().int() }))),
        },
      },
    },
    async (request) => ({
      data: await productTags(ctx.db, request.scope!.companyId, {
        search: request.query.search || undefined,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/products/:id',
    {
      config: access('products.view'),
      schema: {
        tags,
        summary: 'One product',
        description: `Include: ${INCLUDES_TEXT}.`,
        params: idParams,
        querystring: oneQuery,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await getProduct(ctx, request.scope!, request.params.id, includesOf(request.query.include)),
    }),
  );

  app.post(
    '/products',
    {
      config: access('products.create'),
      schema: {
        tags,
        summary: 'Create a product with its options, variants, shops, images, components and opening stock',
        description:
          'Answers the product with every include. A SKU or handle already used → 409 with the field; cost needs products.cost (403).',
        body: productCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const created = await createProduct(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/products/bulk',
    {
      config: access('products.update'),
      schema: {
        tags,
        summary: 'One action on many products: set_status, add_tags, remove_tags, change_price, delete',
        description:
          'Answers { data: { count, compare_at_cleared } }: how many products changed, and how many compare-at prices a change_price cleared because the new price reached them. delete needs products.delete.',
        body: productBulkSchema,
        response: {
          200: dataResponseSchema(
            z.object({ count: z.number().int(), compare_at_cleared: z.number().int() }),
          ),
        },
      },
    },
    async (request) => {
      const scope = request.scope!;
      if (request.body.action === 'delete') {
        if (scope.role !== 'super_admin' && !can(scope.role, 'products.delete')) {
          throw new AppError('forbidden', { permission: 'products.delete' });
        }
      }
      return { data: await bulkProducts(ctx, scope, request.auth!.id, request.body) };
    },
  );

  app.post(
    '/products/:id/copy',
    {
      config: access('products.create'),
      schema: {
        tags,
        summary: 'Copy a product: title + " copy", new handle, draft, variants without SKU/barcode, no stock',
        params: idParams,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const copy = await copyProduct(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(201).send({ data: copy });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/products/:id',
      {
        config: access('products.update'),
        schema: {
          tags,
          summary: 'Update a product (partial; new options regenerate the variants)',
          params: idParams,
          body: productUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await updateProduct(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
    );
  }

  app.delete(
    '/products/:id',
    {
      config: access('products.delete'),
      schema: { tags, summary: 'Delete a product and its variants (soft delete)', params: idParams },
    },
    async (request, reply) => {
      await deleteProduct(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  registerVariantRoutes(app, ctx);
};
