import { randomBytes } from 'node:crypto';
import {
  documentTypeCode,
  type Locale,
  QUOTATION_VALIDITY_DAYS,
  type quotationIssueSchema,
  quotationValidUntil,
} from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { addHistory, findOrder, findOrderLines } from '../orders/orders.repo.ts';
import { amountInWordsFor, documentContent, stableJson } from './document-content.ts';
import {
  type DocumentRow,
  documentsOfOrder,
  findCompanyRow,
  findCustomerRow,
  insertDocument,
} from './invoices.repo.ts';
import { numbered } from './invoices.service.ts';

type QuotationIssueInput = z.output<typeof quotationIssueSchema>;

/** Today's date in a time zone, as YYYY-MM-DD. */
const dateIn = (timezone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** The parts of a quotation that, when they differ, make it another quotation with its own number. */
const comparable = (
  document: Pick<
    DocumentRow,
    keyof ReturnType<typeof documentContent> | 'valid_until' | 'notes' | 'amount_in_words'
  >,
) =>
  stableJson({
    currency: document.currency,
    subtotal: document.subtotal,
    discount_total: document.discount_total,
    tax_total: document.tax_total,
    total: document.total,
    lines: document.lines,
    tax_lines: document.tax_lines,
    seller: document.seller,
    buyer: document.buyer,
    customer_id: document.customer_id,
    valid_until: document.valid_until,
    notes: document.notes,
    amount_in_words: document.amount_in_words,
  });

/**
 * Issues the quotation document of an order in status quotation: a numbered, immutable copy (type
 * code 0, the company's quotation prefix and sequence) with its last day of validity. Asking again
 * while nothing changed gives back the same document; once the order, its customer, the validity or
 * the notes changed, a new quotation with the next number is issued and the earlier ones stay.
 */
export async function issueQuotation(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  orderId: string,
  input: QuotationIssueInput,
  locale: Locale,
): Promise<{ document: DocumentRow; issued: boolean }> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, companyId, scope.shopId, orderId, { lock: true });
    if (!order) throw new AppError('not_found', { resource: 'resource.order' });
    if (order.status !== 'quotation') throw new AppError('not_quotable');
    // One after the other: a transaction's client runs one query at a time.
    const company = await findCompanyRow(tx, companyId);
    const lines = await findOrderLines(tx, companyId, [orderId]);
    const customer = order.customer_id ? await findCustomerRow(tx, companyId, order.customer_id) : null;
    const existing = await documentsOfOrder(tx, companyId, orderId);
    const issuedAt = new Date();
    const validUntil = quotationValidUntil(
      dateIn(company!.timezone, issuedAt),
      input.valid_until,
      QUOTATION_VALIDITY_DAYS,
    );
    if (validUntil === null) {
      throw new AppError('validation_failed', {}, { valid_until: ['invoices.valid_until_past'] });
    }
    const content = {
      ...documentContent(order, lines, company!, customer),
      valid_until: validUntil,
      notes: input.notes ?? null,
      amount_in_words: amountInWordsFor(company!, input.amount_in_words),
    };
    const latest = existing
      .filter((d) => d.kind === 'quotation')
      .sort((a, b) => b.issued_at.getTime() - a.issued_at.getTime() || b.number - a.number)[0];
    if (latest && comparable(latest) === comparable(content)) return { document: latest, issued: false };

    const { year, number, reference } = await numbered(tx, company!, 'quotation', issuedAt);
    const document = await insertDocument(tx, {
      ...content,
      company_id: companyId,
      kind: 'quotation',
      type_code: documentTypeCode('quotation'),
      year,
      number,
      reference,
      order_id: orderId,
      locale,
      due_at: null,
      issued_at: issuedAt,
      public_token: randomBytes(24).toString('base64url'),
      created_by: actorId,
    });
    await addHistory(tx, [
      { company_id: companyId, order_id: orderId, type: 'quotation', to_value: reference, user_id: actorId },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'quotation.issued',
      subjectId: document.id,
      actorUserId: actorId,
      payload: { reference, order_id: orderId, total: document.total, valid_until: validUntil },
    });
    return { document, issued: true };
  });
}
