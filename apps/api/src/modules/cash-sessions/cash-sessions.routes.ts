import {
  type CashSession,
  cashMovementCreateSchema,
  cashSessionCloseSchema,
  cashSessionOpenSchema,
  cashSessionSchema,
  dataResponseSchema,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { cashSessionListSpec } from './cash-sessions.repo.ts';
import {
  addMovement,
  closeSession,
  currentSession,
  getSession,
  listSessions,
  openSession,
  sessionView,
} from './cash-sessions.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['cash register'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(cashSessionSchema);
const LIST_DESCRIPTION =
  'Filters: shop_id, status (open, closed), opened_from, opened_to. Sort: opened_at (default, newest first).';

/** An open session exports its figures so far; counted cash and difference stay empty until it closes. */
const sessionColumns: CsvColumn<CashSession>[] = [
  { header: 'csv.reference', value: (s) => s.reference },
  { header: 'csv.shop', value: (s) => s.shop_name },
  { header: 'csv.opened_at', value: (s) => s.opened_at },
  { header: 'csv.opened_by', value: (s) => s.opened_by_name },
  { header: 'csv.closed_at', value: (s) => s.closed_at },
  { header: 'csv.closed_by', value: (s) => s.closed_by_name },
  { header: 'csv.opening_float', value: (s) => s.opening_float, money: true },
  { header: 'csv.expected_cash', value: (s) => s.report.expected_cash, money: true },
  { header: 'csv.counted_cash', value: (s) => s.counted_cash, money: true },
  { header: 'csv.difference', value: (s) => s.report.difference, money: true },
  { header: 'csv.sales_count', value: (s) => s.report.sales_count },
];

/** The counter's cash drawer: the cashiers (orders.create) open, move cash and close it; orders.view reads. */
export const cashSessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cash-sessions',
    {
      config: access('orders.view'),
      schema: {
        tags,
        summary: 'Cash drawer sessions with their Z report, shop and the names of who opened and closed them',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(cashSessionSchema) },
      },
    },
    async (request) => {
      const page = await listSessions(
        ctx,
        request.scope!,
        parseListQuery(request.query, cashSessionListSpec),
      );
      return { data: await Promise.all(page.rows.map((row) => sessionView(ctx.db, row))), meta: page.meta };
    },
  );

  app.get(
    '/cash-sessions/export',
    {
      config: access('orders.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of the sessions with the list's filters and sort",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const query = parseListQuery(exportQuery(request), cashSessionListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'cash-sessions',
        columns: sessionColumns,
        // Each row's report (sales count, expected cash while open) is a few queries: smaller pages.
        pageSize: 100,
        fetchPage: async (page, perPage) => {
          const rows = (await listSessions(ctx, scope, { ...query, page, perPage })).rows;
          return Promise.all(rows.map((row) => sessionView(ctx.db, row)));
        },
      });
    },
  );

  app.get(
    '/cash-sessions/current',
    {
      config: access('orders.view'),
      schema: {
        tags,
        summary: "The shop's open drawer (data is null when it is closed)",
        querystring: z.strictObject({
          shop_id: z.uuid().optional(),
          anonymous: z.string().max(10).optional(),
          locale: z.string().max(35).optional(),
        }),
        response: { 200: z.object({ data: cashSessionSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await currentSession(ctx, request.scope!, request.query.shop_id) }),
  );

  app.get(
    '/cash-sessions/:id',
    {
      config: access('orders.view'),
      schema: { tags, summary: 'One session and its Z report', params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await getSession(ctx, request.scope!, request.params.id) }),
  );

  app.post(
    '/cash-sessions',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: "Open the shop's drawer with a float (one open drawer per shop: 409)",
        body: cashSessionOpenSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await openSession(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  app.post(
    '/cash-sessions/:id/movements',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: 'Put cash in or take cash out of an open drawer, with the reason',
        params: idParams,
        body: cashMovementCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addMovement(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
  );

  app.post(
    '/cash-sessions/:id/close',
    {
      config: access('orders.create'),
      schema: {
        tags,
        summary: 'Close the drawer with the cash counted: expected amount and difference are kept (Z report)',
        params: idParams,
        body: cashSessionCloseSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await closeSession(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
    }),
  );
};
