import { isLocale } from '@comptoir/core';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { loadLogo } from '../../pdf/company-logo.ts';
import { renderSalesDocument } from '../../pdf/sales-document.ts';
import { publicPageUrl } from './invoices.dto.ts';
import { type DocumentRow, findDocument } from './invoices.repo.ts';

/**
 * Sends a document's PDF, in the language it was issued in: a credit note names the invoice it
 * corrects, an invoice its public page where it can be paid. It prints the logo the company had
 * when the document was issued (read from storage by the key copied then).
 */
export async function sendDocumentPdf(
  ctx: AppContext,
  reply: FastifyReply,
  row: DocumentRow,
  base: string,
  headers: Record<string, string> = {},
) {
  const credited = row.credited_document_id
    ? await findDocument(ctx.db, { companyId: row.company_id, shopId: null }, row.credited_document_id)
    : null;
  const locale = isLocale(row.locale) ? row.locale : 'en';
  const logo = await loadLogo(ctx, row.seller.logo_key);
  const pdf = await renderSalesDocument(
    {
      ...row,
      credits: credited?.reference ?? null,
      public_url: row.kind === 'invoice' ? publicPageUrl(base, row.public_token) : null,
      logo,
    },
    locale,
  );
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${row.reference}.pdf"`)
    .headers(headers)
    .send(pdf);
}
