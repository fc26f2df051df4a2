import type { SalesDocument } from '@comptoir/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DocumentRow } from './invoices.repo.ts';

/**
 * Where the public pages live: PUBLIC_URL, else the address the request came to (so a link made on
 * a phone reaching the shop's computer by its LAN address works from that phone too).
 */
export const publicBase = (ctx: AppContext, request: Pick<FastifyRequest, 'protocol' | 'host'>) =>
  (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** The web page anyone holding the link opens to read and pay the document (apps/web route /d/:token). */
export const publicPageUrl = (base: string, token: string) => `${base}/d/${token}`;
export const publicPdfUrl = (base: string, token: string) => `${base}/api/v1/public/documents/${token}.pdf`;
export const publicLogoUrl = (base: string, token: string) => `${base}/api/v1/public/documents/${token}/logo`;

export function toDocumentDto(row: DocumentRow, base: string): SalesDocument {
  // The logo's storage key stays on the server: the PDF prints the logo.
  const { logo_key: _logoKey, ...seller } = row.seller;
  return {
    id: row.id,
    kind: row.kind,
    type_code: row.type_code,
    reference: row.reference,
    number: row.number,
    year: row.year,
    order_id: row.order_id,
    customer_id: row.customer_id,
    credited_document_id: row.credited_document_id,
    currency: row.currency,
    subtotal: row.subtotal,
    discount_total: row.discount_total,
    tax_total: row.tax_total,
    total: row.total,
    lines: row.lines,
    tax_lines: row.tax_lines,
    seller,
    buyer: row.buyer,
    locale: row.locale,
    notes: row.notes,
    due_at: row.due_at ? row.due_at.toISOString() : null,
    valid_until: row.valid_until,
    amount_in_words: row.amount_in_words,
    issued_at: row.issued_at.toISOString(),
    public_url: publicPageUrl(base, row.public_token),
    pdf_url: publicPdfUrl(base, row.public_token),
    created_at: row.created_at.toISOString(),
  };
}
