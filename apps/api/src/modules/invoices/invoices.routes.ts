import {
  dataResponseSchema,
  documentSchema,
  invoiceIssueSchema,
  isLocale,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { renderSalesDocument } from '../../pdf/sales-document.ts';
import { publicBase, toDocumentDto } from './invoices.dto.ts';
import { type DocumentRow, documentListSpec, findDocument, findDocumentByToken } from './invoices.repo.ts';
import { creditInvoice, getDocument, issueInvoice, listDocuments } from './invoices.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['invoices'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(documentSchema);
const LIST_DESCRIPTION =
  'Invoices and credit notes. Filters: kind (invoice, credit_note), order_id, customer_id, issued_from, issued_to. Sorts: issued_at (default, newest first), reference, total. Search: reference.';

const documentColumns: CsvColumn<DocumentRow>[] = [
  { header: 'csv.reference', value: (d) => d.reference },
  { header: 'csv.kind', value: (d) => d.kind },
  { header: 'csv.issued_at', value: (d) => d.issued_at },
  { header: 'csv.customer', value: (d) => d.buyer?.name ?? null },
  { header: 'csv.subtotal', value: (d) => d.subtotal, money: true },
  { header: 'csv.tax_total', value: (d) => d.tax_total, money: true },
  { header: 'csv.total', value: (d) => (d.kind === 'credit_note' ? -d.total : d.total), money: true },
];

/** Sends a document's PDF, in the language it was issued in. */
async function pdfOf(row: DocumentRow, credits: string | null) {
  const locale = isLocale(row.locale) ? row.locale : 'en';
  return renderSalesDocument({ ...row, credits }, locale);
}

export const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invoices',
    {
      config: access('invoices.view'),
      schema: {
        tags,
        summary: 'Issued invoices and credit notes',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(documentSchema) },
      },
    },
    async (request) => {
      const page = await listDocuments(ctx, request.scope!, parseListQuery(request.query, documentListSpec));
      return { data: page.rows.map((row) => toDocumentDto(row, publicBase(ctx, request))), meta: page.meta };
    },
  );

  app.get(
    '/invoices/export',
    {
      config: access('invoices.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: 'CSV export of invoices and credit notes (credit notes negative)',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const query = parseListQuery(exportQuery(request), documentListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'invoices',
        columns: documentColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listDocuments(ctx, scope, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/invoices/:id',
    {
      config: access('invoices.view'),
      schema: { tags, summary: 'One invoice or credit note', params: idParams, response: { 200: one } },
    },
    async (request) => ({
      data: toDocumentDto(
        await getDocument(ctx, request.scope!, request.params.id),
        publicBase(ctx, request),
      ),
    }),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: access('invoices.view'),
      schema: {
        tags,
        summary: 'The PDF of an invoice or credit note, in the language it was issued in',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await getDocument(ctx, request.scope!, request.params.id);
      const credited = row.credited_document_id
        ? await findDocument(ctx.db, row.company_id, row.credited_document_id)
        : null;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${row.reference}.pdf"`)
        .send(await pdfOf(row, credited?.reference ?? null));
    },
  );

  app.post(
    '/orders/:id/invoice',
    {
      config: access('invoices.create'),
      schema: {
        tags,
        summary: 'Issue the invoice of a confirmed or completed order',
        description:
          "Numbered without gaps per company and year with the company's invoice prefix; immutable once issued (correct it with a credit note). 409 when the order already has a live invoice.",
        params: idParams,
        body: invoiceIssueSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const invoice = await issueInvoice(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
        request.locale,
      );
      return reply.code(201).send({ data: toDocumentDto(invoice, publicBase(ctx, request)) });
    },
  );

  app.post(
    '/invoices/:id/credit-note',
    {
      config: access('invoices.create'),
      schema: {
        tags,
        summary: 'Cancel an invoice with a credit note for its whole amount',
        description:
          "The order's credited total and payment status follow. 409 when the invoice was already credited.",
        params: idParams,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const note = await creditInvoice(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.locale,
      );
      return reply.code(201).send({ data: toDocumentDto(note, publicBase(ctx, request)) });
    },
  );
};

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

/** The public link of a document: anyone holding it can read it, nobody can guess it (192 random bits). */
export const publicDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/public/documents/:token.pdf',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['public'],
        summary: 'The PDF of a document from its public link',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const row = await findDocumentByToken(ctx.db, request.params.token);
      if (!row) throw new AppError('not_found', { resource: 'resource.document' });
      const credited = row.credited_document_id
        ? await findDocument(ctx.db, row.company_id, row.credited_document_id)
        : null;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${row.reference}.pdf"`)
        .header('cache-control', 'private, max-age=300')
        .send(await pdfOf(row, credited?.reference ?? null));
    },
  );
};
