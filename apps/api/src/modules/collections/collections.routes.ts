import {
  collectionCreateSchema,
  collectionProductSchema,
  collectionProductsSchema,
  collectionReorderSchema,
  collectionSchema,
  collectionUpdateSchema,
  dataResponseSchema,
  listResponseSchema,
  PRODUCT_STATUSES,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema/index.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { type ListSpec, parseListQuery, storedFold } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toCollectionDto } from './collections.dto.ts';
import { type CollectionWithCount, collectionListSpec } from './collections.repo.ts';
import {
  collectionProductsPage,
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  reorderCollections,
  setCollectionProducts,
  updateCollection,
} from './collections.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['collections'];
const access = (permission: string) => ({ access: { permission } });
const LIST_DESCRIPTION =
  'Each with products_count. Filters: kind (manual, rules), published. Sorts: position (default), title, created_at. Search: title.';

/** The products page of a collection: its order is the collection's own, so no sort parameter. */
const collectionProductsSpec: ListSpec = {
  filters: { status: { column: products.status, type: 'enum', values: PRODUCT_STATUSES } },
  sorts: {},
  tieBreaker: products.id,
  defaultSort: '',
  includes: [],
  searchColumns: [storedFold(products.search_title)],
};

const collectionColumns: CsvColumn<CollectionWithCount>[] = [
  { header: 'csv.title', value: (c) => c.title },
  { header: 'csv.handle', value: (c) => c.handle },
  { header: 'csv.kind', value: (c) => c.kind, codes: 'csv_values.collection_kind' },
  { header: 'csv.published', value: (c) => c.published },
  { header: 'csv.products_count', value: (c) => c.products_count },
  { header: 'csv.description', value: (c) => c.description },
  { header: 'csv.created_at', value: (c) => c.created_at },
];

export const collectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/collections',
    {
      config: access('collections.view'),
      schema: {
        tags,
        summary: 'Collections of the company',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(collectionSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, collectionListSpec);
      const page = await listCollections(ctx, request.scope!, query);
      return { data: page.rows.map(toCollectionDto), meta: page.meta };
    },
  );

  app.get(
    '/collections/export',
    {
      config: access('collections.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of collections with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), collectionListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'collections',
        columns: collectionColumns,
        pageSize: 200,
        fetchPage: async (page, perPage) =>
          (await listCollections(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.post(
    '/collections/reorder',
    {
      config: access('collections.update'),
      schema: {
        tags,
        summary:
          'Reorder collections: the given ids take positions 0, 1, 2…; the others follow in their order',
        body: collectionReorderSchema,
      },
    },
    async (request, reply) => {
      await reorderCollections(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/collections/:id',
    {
      config: access('collections.view'),
      schema: {
        tags,
        summary: 'One collection',
        params: idParams,
        response: { 200: dataResponseSchema(collectionSchema) },
      },
    },
    async (request) => ({
      data: toCollectionDto(await getCollection(ctx, request.scope!, request.params.id)),
    }),
  );

  app.get(
    '/collections/:id/products',
    {
      config: access('collections.view'),
      schema: {
        tags,
        summary: "The collection's live products in its order",
        description:
          'Manual collections: by position unless sort_order says otherwise; rule-based: the products matching the rules, by sort_order (title, price_asc, price_desc on the lowest variant price, newest). Filter: status. Search: title. No sort parameter.',
        params: idParams,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(collectionProductSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, collectionProductsSpec);
      const page = await collectionProductsPage(ctx, request.scope!, request.params.id, query);
      return { data: page.rows, meta: page.meta };
    },
  );

  app.put(
    '/collections/:id/products',
    {
      config: access('collections.update'),
      schema: {
        tags,
        summary:
          "Replace a manual collection's products, in this order (422 manual_only for rule-based ones)",
        params: idParams,
        body: collectionProductsSchema,
        response: { 200: dataResponseSchema(collectionSchema) },
      },
    },
    async (request) => {
      const updated = await setCollectionProducts(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
      );
      return { data: toCollectionDto(updated) };
    },
  );

  app.post(
    '/collections',
    {
      config: access('collections.create'),
      schema: {
        tags,
        summary:
          'Create a collection (handle from the title unless given; manual with product_ids, or rules)',
        body: collectionCreateSchema,
        response: { 201: dataResponseSchema(collectionSchema) },
      },
    },
    async (request, reply) => {
      const created = await createCollection(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toCollectionDto(created) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/collections/:id',
      {
        config: access('collections.update'),
        schema: {
          tags,
          summary:
            'Update a collection (given fields; the kind never changes; rules only on rule-based ones)',
          params: idParams,
          body: collectionUpdateSchema,
          response: { 200: dataResponseSchema(collectionSchema) },
        },
      },
      async (request) => {
        const updated = await updateCollection(
          ctx,
          request.scope!,
          request.auth!.id,
          request.params.id,
          request.body,
        );
        return { data: toCollectionDto(updated) };
      },
    );
  }

  app.delete(
    '/collections/:id',
    {
      config: access('collections.delete'),
      schema: { tags, summary: 'Delete a collection (its products stay)', params: idParams },
    },
    async (request, reply) => {
      await deleteCollection(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
