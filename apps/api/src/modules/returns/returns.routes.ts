import {
  dataResponseSchema,
  listResponseSchema,
  orderReference,
  returnApproveSchema,
  returnCreateSchema,
  returnRejectSchema,
  returnSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toReturnDto } from './returns.dto.ts';
import { findReturnLines, type ReturnView, returnListSpec } from './returns.repo.ts';
import { approveReturn, getReturn, listReturns, rejectReturn, requestReturn } from './returns.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['returns'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(returnSchema);
const LIST_DESCRIPTION =
  'Filters: status (requested, approved, rejected), order_id, resolution, created_from, created_to. Sorts: created_at (default, newest first), total. Search: reference.';

const returnColumns: CsvColumn<ReturnView>[] = [
  { header: 'csv.reference', value: (r) => r.reference },
  { header: 'csv.created_at', value: (r) => r.created_at },
  { header: 'csv.order', value: (r) => orderReference(r.order_number) },
  { header: 'csv.customer', value: (r) => r.customer_name },
  { header: 'csv.status', value: (r) => r.status, codes: 'csv_values.return_status' },
  { header: 'csv.resolution', value: (r) => r.resolution, codes: 'csv_values.return_resolution' },
  { header: 'csv.total', value: (r) => r.total, money: true },
  { header: 'csv.reason', value: (r) => r.reason },
  { header: 'csv.decided_at', value: (r) => r.decided_at },
];

export const returnRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/returns',
    {
      config: access('returns.view'),
      schema: {
        tags,
        summary: 'Returns of goods from orders',
        description: `${LIST_DESCRIPTION} Include: lines. Each return carries its order's reference and customer name.`,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(returnSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const query = parseListQuery(request.query, returnListSpec);
      const page = await listReturns(ctx, scope, query);
      const lines = query.includes.has('lines')
        ? await findReturnLines(
            ctx.db,
            scope.companyId,
            page.rows.map((r) => r.id),
          )
        : null;
      return {
        data: page.rows.map((row) =>
          toReturnDto(row, lines ? lines.filter((l) => l.return_id === row.id) : undefined),
        ),
        meta: page.meta,
      };
    },
  );

  app.get(
    '/returns/export',
    {
      config: access('returns.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of returns with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const query = parseListQuery(exportQuery(request), returnListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'returns',
        columns: returnColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) => (await listReturns(ctx, scope, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/returns/:id',
    {
      config: access('returns.view'),
      schema: { tags, summary: 'One return with its lines', params: idParams, response: { 200: one } },
    },
    async (request) => {
      const { row, lines } = await getReturn(ctx, request.scope!, request.params.id);
      return { data: toReturnDto(row, lines) };
    },
  );

  app.post(
    '/returns',
    {
      config: access('returns.create'),
      schema: {
        tags,
        summary: 'Request a return: lines of an order and how many units come back',
        description:
          "Never more units than were sold minus earlier returns (422). Worth each line's share of its total, taxes included. Nothing moves until approved.",
        body: returnCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { row, lines } = await requestReturn(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: toReturnDto(row, lines) });
    },
  );

  app.post(
    '/returns/:id/approve',
    {
      config: access('returns.approve'),
      schema: {
        tags,
        summary: 'Approve a return: restock, then refund or credit note',
        description:
          "The goods go back into the chosen warehouse (default: the order's, or the company's default warehouse once the order's was deleted). refund pays the value back with a payment method (never more than was paid, 422); credit_note issues a credit note. The order becomes partially or fully credited.",
        params: idParams,
        body: returnApproveSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { row, lines } = await approveReturn(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
        request.locale,
      );
      return { data: toReturnDto(row, lines) };
    },
  );

  app.post(
    '/returns/:id/reject',
    {
      config: access('returns.approve'),
      schema: {
        tags,
        summary: 'Reject a return',
        params: idParams,
        body: returnRejectSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { row, lines } = await rejectReturn(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body.note,
      );
      return { data: toReturnDto(row, lines) };
    },
  );
};
