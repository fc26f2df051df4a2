import {
  dataResponseSchema,
  documentSchema,
  invoiceIssueSchema,
  listResponseSchema,
  quotationIssueSchema,
  signedDocumentTotal,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { sendDocumentPdf } from './document-pdf.ts';
import { publicBase, toDocumentDto } from './invoices.dto.ts';
import { type DocumentRow, documentListSpec } from './invoices.repo.ts';
import { creditInvoice, getDocument, issueInvoice, listDocuments } from './invoices.service.ts';
import { issueQuotation } from './quotations.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['invoices'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(documentSchema);
const LIST_DESCRIPTION =
  'Quotations, invoices and credit notes. Filters: kind (quotation, invoice, credit_note), order_id, customer_id, issued_from, issued_to. Sorts: issued_at (default, newest first), reference, total. Search: reference.';

const documentColumns: CsvColumn<DocumentRow>[] = [
  { header: 'csv.reference', value: (d) => d.reference },
  { header: 'csv.kind', value: (d) => d.kind, codes: 'csv_values.document_kind' },
  { header: 'csv.issued_at', value: (d) => d.issued_at },
  { header: 'csv.customer', value: (d) => d.buyer?.name ?? null },
  { header: 'csv.subtotal', value: (d) => d.subtotal, money: true },
  { header: 'csv.tax_total', value: (d) => d.tax_total, money: true },
  { header: 'csv.total', value: signedDocumentTotal, money: true },
];

export const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invoices',
    {
      config: access('invoices.view'),
      schema: {
        tags,
        summary: 'Issued quotations, invoices and credit notes',
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
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
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
      schema: {
        tags,
        summary: 'One quotation, invoice or credit note',
        params: idParams,
        response: { 200: one },
      },
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
        summary: 'The PDF of a quotation, invoice or credit note, in the language it was issued in',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await getDocument(ctx, request.scope!, request.params.id);
      return sendDocumentPdf(ctx, reply, row, publicBase(ctx, request));
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
    '/orders/:id/quotation-document',
    {
      config: access('invoices.create'),
      schema: {
        tags,
        summary: 'Issue the quotation document of an order in status quotation',
        description:
          "Type code 0, numbered without gaps per company and year with the company's quotation prefix, valid until the given day (default 30 days). Immutable: while the order, customer, validity and notes are unchanged the same document comes back (200); after a change a new one with the next number is issued (201). 409 when the order is not a quotation.",
        params: idParams,
        body: quotationIssueSchema,
        response: { 200: one, 201: one },
      },
    },
    async (request, reply) => {
      const { document, issued } = await issueQuotation(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
        request.locale,
      );
      return reply.code(issued ? 201 : 200).send({ data: toDocumentDto(document, publicBase(ctx, request)) });
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
