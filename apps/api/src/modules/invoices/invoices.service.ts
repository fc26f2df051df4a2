import { randomBytes } from 'node:crypto';
import {
  derivePaymentStatus,
  documentReference,
  documentTypeCode,
  type invoiceIssueSchema,
  type Locale,
  type SalesDocumentKind,
} from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { postInvoiceCredit } from '../accounting/sales-postings.ts';
import { addHistory, findOrder, findOrderLines, updateOrderRow } from '../orders/orders.repo.ts';
import { amountInWordsFor, documentContent, invoiceDueDaysFor, sellerOf } from './document-content.ts';
import {
  type CompanyRow,
  type DocumentRow,
  documentsOfOrder,
  findCompanyRow,
  findCustomerRow,
  findDocument,
  insertDocument,
  listDocuments as listDocumentRows,
} from './invoices.repo.ts';

type InvoiceIssueInput = z.output<typeof invoiceIssueSchema>;

const documentNotFound = () => new AppError('not_found', { resource: 'resource.document' });
const DAY_MS = 86_400_000;

export async function listDocuments(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<DocumentRow>> {
  return listDocumentRows(ctx.db, scope, query);
}

export async function getDocument(ctx: AppContext, scope: Scope, id: string): Promise<DocumentRow> {
  // another shop's document is not found for a shop-bound user, as its sale is not
  const row = await findDocument(ctx.db, scope, id);
  if (!row) throw documentNotFound();
  return row;
}

/** The year a document is numbered in: the company's own calendar year. */
export function yearIn(timezone: string, at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: timezone, year: 'numeric' }).format(at));
}

export { sellerOf };

const PREFIX_DEFAULTS: Record<SalesDocumentKind, string> = {
  invoice: 'INV-',
  credit_note: 'CN-',
  quotation: 'QUO-',
};

function prefixOf(company: CompanyRow, kind: SalesDocumentKind): string {
  const variables = company.variables as unknown as Record<string, unknown>;
  const value = variables[`${kind}_prefix`];
  return typeof value === 'string' ? value : PREFIX_DEFAULTS[kind];
}

/** Numbers the document in the company's sequence for its kind and year, in the caller's transaction. */
export async function numbered(tx: Tx, company: CompanyRow, kind: SalesDocumentKind, at: Date) {
  const year = yearIn(company.timezone, at);
  const number = await nextDocumentNumber(tx, company.id, kind, year);
  return { year, number, reference: documentReference(prefixOf(company, kind), year, number) };
}

/**
 * Issues the invoice of a confirmed or completed order: a numbered, immutable copy of its lines,
 * taxes, customer and company as they are now. One live invoice per order: a second needs the first
 * credited. The number comes from the company's sequence in this transaction, so concurrent
 * invoices never share a number and a failed one leaves no gap.
 */
export async function issueInvoice(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  orderId: string,
  input: InvoiceIssueInput,
  locale: Locale,
): Promise<DocumentRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, companyId, scope.shopId, orderId, { lock: true });
    if (!order) throw new AppError('not_found', { resource: 'resource.order' });
    if (order.status !== 'confirmed' && order.status !== 'completed') throw new AppError('not_invoiceable');
    const existing = await documentsOfOrder(tx, companyId, orderId);
    const credited = new Set(
      existing.flatMap((d) => (d.credited_document_id ? [d.credited_document_id] : [])),
    );
    if (existing.some((d) => d.kind === 'invoice' && !credited.has(d.id))) {
      throw new AppError('document_exists', { resource: 'resource.order', document: 'invoices.an_invoice' });
    }
    // One after the other: a transaction's client runs one query at a time.
    const company = await findCompanyRow(tx, companyId);
    const lines = await findOrderLines(tx, companyId, [orderId]);
    const customer = order.customer_id ? await findCustomerRow(tx, companyId, order.customer_id) : null;
    const issuedAt = new Date();
    const dueInDays = invoiceDueDaysFor(company!, input.due_in_days);
    const { year, number, reference } = await numbered(tx, company!, 'invoice', issuedAt);
    const invoice = await insertDocument(tx, {
      ...documentContent(order, lines, company!, customer),
      company_id: companyId,
      kind: 'invoice',
      type_code: documentTypeCode('invoice'),
      year,
      number,
      reference,
      order_id: orderId,
      amount_in_words: amountInWordsFor(company!, input.amount_in_words),
      locale,
      notes: input.notes ?? null,
      due_at: dueInDays === null ? null : new Date(issuedAt.getTime() + dueInDays * DAY_MS),
      issued_at: issuedAt,
      public_token: randomBytes(24).toString('base64url'),
      created_by: actorId,
    });
    await addHistory(tx, [
      { company_id: companyId, order_id: orderId, type: 'invoice', to_value: reference, user_id: actorId },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'invoice.issued',
      subjectId: invoice.id,
      actorUserId: actorId,
      payload: { reference, order_id: orderId, total: invoice.total, currency: invoice.currency },
    });
    return invoice;
  });
}

/**
 * Cancels an invoice the only way an issued document can be: a credit note for its whole amount,
 * numbered in its own sequence. The order's credited total and payment status follow.
 */
export async function creditInvoice(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  invoiceId: string,
  locale: Locale,
): Promise<DocumentRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const invoice = await findDocument(tx, scope, invoiceId);
    if (!invoice) throw documentNotFound();
    if (invoice.kind !== 'invoice')
      throw new AppError('validation_failed', {}, { id: ['invoices.not_an_invoice'] });
    const order = invoice.order_id
      ? await findOrder(tx, companyId, null, invoice.order_id, { lock: true })
      : null;
    // A cancelled order's sale is reversed already: a credit note would take it out of the books twice.
    if (order?.status === 'cancelled') throw new AppError('not_invoiceable');
    // Returns credited part of it already: a credit note for the whole invoice would credit the
    // order beyond its total (found by the ledger property test).
    if (order && order.credited_total + invoice.total > order.total) throw new AppError('conflict');
    const siblings = invoice.order_id ? await documentsOfOrder(tx, companyId, invoice.order_id) : [];
    if (siblings.some((d) => d.credited_document_id === invoice.id)) {
      throw new AppError('document_exists', {
        resource: 'resource.invoice',
        document: 'invoices.a_credit_note',
      });
    }
    const company = (await findCompanyRow(tx, companyId))!;
    const issuedAt = new Date();
    const { year, number, reference } = await numbered(tx, company, 'credit_note', issuedAt);
    const note = await insertDocument(tx, {
      ...invoice,
      id: undefined,
      kind: 'credit_note',
      type_code: documentTypeCode('credit_note'),
      year,
      number,
      reference,
      credited_document_id: invoice.id,
      seller: sellerOf(company),
      locale,
      notes: null,
      due_at: null,
      issued_at: issuedAt,
      public_token: randomBytes(24).toString('base64url'),
      created_by: actorId,
      created_at: issuedAt,
      updated_at: issuedAt,
    });
    if (order) {
      await postInvoiceCredit(tx, order, await findOrderLines(tx, companyId, [order.id]), note, actorId);
      const credited = order.credited_total + invoice.total;
      await updateOrderRow(tx, companyId, order.id, {
        credited_total: credited,
        payment_status: derivePaymentStatus({
          total: order.total,
          paid: order.paid_total,
          credited,
          cancelled: false, // a cancelled order's invoice is not credited (above)
        }),
      });
      await addHistory(tx, [
        {
          company_id: companyId,
          order_id: order.id,
          type: 'credit_note',
          to_value: reference,
          user_id: actorId,
        },
      ]);
    }
    await recordEvent(tx, {
      companyId,
      type: 'credit_note.issued',
      subjectId: note.id,
      actorUserId: actorId,
      payload: { reference, invoice_id: invoice.id, total: note.total },
    });
    return note;
  });
}
