import type { Locale, OnlinePaymentRecord, OnlinePaymentRefunded } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { recordEvent } from '../../events/outbox.ts';
import { messages, t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  findOnlinePayment,
  findOnlinePaymentListRow,
  listOnlinePayments as listRows,
  type OnlinePaymentListRow,
  onlinePaymentSearch,
  updateOnlinePayment,
} from './online-payments.repo.ts';

const notFound = () => new AppError('not_found', { resource: 'resource.online_payment' });

/** The checkouts payers started from public pages, newest first, searched by document or order number. */
export async function listOnlinePayments(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  search: unknown,
): Promise<Page<OnlinePaymentListRow>> {
  return listRows(ctx.db, scope.companyId, query, onlinePaymentSearch(scope.companyId, search));
}

/**
 * Staff refunded a checkout that could not be recorded (needs_refund) at the provider: it becomes
 * refunded, with who said so, when, and the provider's refund id. Any other status is a 409.
 */
export async function markRefunded(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: OnlinePaymentRefunded,
): Promise<OnlinePaymentListRow> {
  await ctx.db.transaction(async (tx) => {
    const payment = await findOnlinePayment(tx, scope.companyId, id, { lock: true });
    if (!payment) throw notFound();
    if (payment.status !== 'needs_refund') {
      throw new AppError('invalid_transition', {
        resource: 'resource.online_payment',
        from: `online_payments.status.${payment.status}`,
        to: 'online_payments.status.refunded',
      });
    }
    const reference = input.reference?.trim() || null;
    const note = input.note?.trim() || null;
    await updateOnlinePayment(tx, payment.id, {
      status: 'refunded',
      refunded_at: new Date(),
      refunded_by: actorId,
      refund_reference: reference,
      refund_note: note,
    });
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'online_payment.refunded',
      subjectId: payment.id,
      actorUserId: actorId,
      payload: {
        order_id: payment.order_id,
        amount: payment.amount,
        currency: payment.currency,
        provider: payment.provider,
        reference,
      },
    });
  });
  const row = await findOnlinePaymentListRow(ctx.db, scope.companyId, id);
  if (!row) throw notFound();
  return row;
}

/** Why a checkout was not recorded, in the reader's language: a message key, 'currency' or 'order'. */
export function failureLabel(locale: Locale, failure: string | null): string | null {
  if (!failure) return null;
  const key = messages.en[failure] ? failure : `online_payments.failure.${failure}`;
  return messages.en[key] ? t(locale, key) : failure;
}

export function toOnlinePaymentDto(row: OnlinePaymentListRow, locale: Locale): OnlinePaymentRecord {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    failure: row.failure,
    failure_label: failureLabel(locale, row.failure),
    order_id: row.order_id,
    order_number: row.order_number,
    document_id: row.document_id,
    document_reference: row.document_reference,
    document_kind: row.document_kind,
    provider_reference: row.provider_reference,
    provider_transaction: row.provider_transaction,
    payment_id: row.payment_id,
    paid_at: iso(row.paid_at),
    refunded_at: iso(row.refunded_at),
    refunded_by: row.refunded_by,
    refund_reference: row.refund_reference,
    refund_note: row.refund_note,
    created_at: row.created_at.toISOString(),
  };
}
