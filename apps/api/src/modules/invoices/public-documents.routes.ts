import {
  amountInWords,
  checkoutSchema,
  dataResponseSchema,
  documentPaySchema,
  getCurrency,
  isLocale,
  type PublicDocument,
  publicDocumentSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { throttlePublic } from '../../lib/public-throttle.ts';
import { loadLogo } from '../../pdf/company-logo.ts';
import {
  type PublicDocumentView,
  startCheckout,
  viewPublicDocument,
} from '../online-payments/online-payments.service.ts';
import { sendDocumentPdf } from './document-pdf.ts';
import { publicBase, publicLogoUrl, publicPageUrl, publicPdfUrl } from './invoices.dto.ts';
import { findDocumentByToken } from './invoices.repo.ts';

/** 192 random bits, base64url: the only key to a public document. */
export const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });
const tags = ['public'];
const publicAccess = { access: { public: true as const } };

function toPublicDocumentDto(
  { document, payment, payWith }: PublicDocumentView,
  base: string,
): PublicDocument {
  const locale = isLocale(document.locale) ? document.locale : 'en';
  const currency = getCurrency(document.currency) ?? { alpha: document.currency, precision: 2 };
  const words = document.amount_in_words ? amountInWords(document.total, currency, locale) : null;
  const { seller } = document;
  return {
    kind: document.kind,
    reference: document.reference,
    currency: document.currency,
    locale: document.locale,
    issued_at: document.issued_at.toISOString(),
    due_at: document.due_at ? document.due_at.toISOString() : null,
    valid_until: document.valid_until,
    seller: {
      name: seller.name,
      phone: seller.phone ?? null,
      email: seller.email ?? null,
      address: seller.address ?? null,
      city: seller.city ?? null,
      country: seller.country ?? null,
      tax_id: seller.tax_id ?? null,
      logo_url: seller.logo_key ? publicLogoUrl(base, document.public_token) : null,
    },
    // The buyer's contact details stay off a page anyone with the link can read.
    buyer: document.buyer ? { name: document.buyer.name } : null,
    lines: document.lines.map((line) => ({
      title: line.title,
      variant_title: line.variant_title,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      amount: line.total - line.tax_total,
    })),
    tax_lines: document.tax_lines.map((tax) => ({
      label: tax.label,
      rate: tax.rate,
      base: tax.base,
      amount: tax.amount,
    })),
    subtotal: document.subtotal,
    discount_total: document.discount_total,
    tax_total: document.tax_total,
    total: document.total,
    total_in_words: words ? words.charAt(0).toUpperCase() + words.slice(1) : null,
    notes: document.notes,
    payment,
    pay_with: payWith,
    pdf_url: publicPdfUrl(base, document.public_token),
  };
}

/**
 * The public link of a document: anyone holding it can read it, download its PDF and pay what is
 * due online; nobody can guess it. Rate-limited per address.
 */
export const publicDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/public/documents/:token.pdf',
    {
      config: publicAccess,
      schema: { tags, summary: 'The PDF of a document from its public link', params: tokenParams },
    },
    async (request, reply) => {
      await throttlePublic(ctx, request, 'read');
      const row = await findDocumentByToken(ctx.db, request.params.token);
      if (!row) throw new AppError('not_found', { resource: 'resource.document' });
      return sendDocumentPdf(ctx, reply, row, publicBase(ctx, request), {
        'cache-control': 'private, max-age=300',
      });
    },
  );

  app.get(
    '/public/documents/:token/logo',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "The seller's logo as printed on a document, from its public link",
        description: 'PNG, or JPEG when the logo was one, fitted to the logo box. 404 without a logo.',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      await throttlePublic(ctx, request, 'read');
      const row = await findDocumentByToken(ctx.db, request.params.token);
      const logo = row ? await loadLogo(ctx, row.seller.logo_key) : null;
      if (!logo) throw new AppError('not_found', { resource: 'resource.document' });
      const jpeg = logo.data[0] === 0xff && logo.data[1] === 0xd8;
      return reply
        .header('content-type', jpeg ? 'image/jpeg' : 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(logo.data);
    },
  );

  app.get(
    '/public/documents/:token',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'A document from its public link: seller, lines, totals, what is left to pay and how',
        description:
          "No sign-in. The buyer's contact details are left out. `pay_with` lists the company's online payment providers that can take what is due (empty when nothing is).",
        params: tokenParams,
        response: { 200: dataResponseSchema(publicDocumentSchema) },
      },
    },
    async (request, reply) => {
      await throttlePublic(ctx, request, 'read');
      const view = await viewPublicDocument(ctx, request.params.token);
      reply.header('cache-control', 'no-store');
      return { data: toPublicDocumentDto(view, publicBase(ctx, request)) };
    },
  );

  app.post(
    '/public/documents/:token/pay',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Start paying a document online: answers the provider page to send the payer to',
        description:
          'Pays everything due unless `amount` is less. 409 when nothing is due or the company takes no online payments for it; 422 for an amount above what is due or one the provider does not take; 502 when the provider refuses.',
        params: tokenParams,
        body: documentPaySchema,
        response: { 201: dataResponseSchema(checkoutSchema) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      await throttlePublic(ctx, request, 'pay');
      await throttlePublic(ctx, request, 'payDocument', token);
      const base = publicBase(ctx, request);
      const checkout = await startCheckout(ctx, token, request.body, {
        base,
        returnUrl: `${base}/api/v1/public/payments/return/${token}`,
        cancelUrl: `${publicPageUrl(base, token)}?payment=cancelled`,
      });
      return reply.code(201).send({ data: checkout });
    },
  );
};
