import {
  type Checkout,
  checkoutAmountProblem,
  credentialsComplete,
  type DocumentPay,
  type DocumentPaymentState,
  documentPaymentState,
  getCurrency,
  isLocale,
  type OnlinePaymentProvider,
  providerTakes,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { type DocumentRow, documentsOfOrder, findDocumentByToken } from '../invoices/invoices.repo.ts';
import { findOrder, type OrderRow } from '../orders/orders.repo.ts';
import { applySalePayments } from '../payments/payments.service.ts';
import {
  findOnlinePaymentForUpdate,
  findProviderAccountById,
  insertOnlinePayment,
  type OnlinePaymentRow,
  type ProviderAccountRow,
  providerAccounts,
  updateOnlinePayment,
} from './online-payments.repo.ts';
import { credentialsOf, notifyUrl } from './payment-providers.service.ts';
import { adapterFor } from './providers/adapter-for.ts';
import {
  InvalidSignatureError,
  type PaymentOutcome,
  ProviderFailedError,
} from './providers/payment-provider.ts';

const documentNotFound = () => new AppError('not_found', { resource: 'resource.document' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

export interface PublicDocumentView {
  document: DocumentRow;
  payment: DocumentPaymentState;
  /** providers that can take what is due now */
  payWith: OnlinePaymentProvider[];
}

/** The accounts that can take payments in this currency: active and fully configured. */
async function usableAccounts(ctx: AppContext, db: Executor, companyId: string, currency: string) {
  const rows = await providerAccounts(db, companyId);
  return rows.filter(
    (row) =>
      row.is_active &&
      row.payment_method_id !== null &&
      providerTakes(row.provider, currency) &&
      credentialsComplete(row.provider, credentialsOf(ctx, row)),
  );
}

async function paymentStateOf(
  db: Executor,
  document: DocumentRow,
): Promise<{ order: OrderRow | null; state: DocumentPaymentState }> {
  if (document.kind !== 'invoice' || !document.order_id) {
    return {
      order: null,
      state: documentPaymentState({ kind: document.kind, credited: false, order: null }),
    };
  }
  const [order, siblings] = await Promise.all([
    findOrder(db, document.company_id, null, document.order_id),
    documentsOfOrder(db, document.company_id, document.order_id),
  ]);
  const credited = siblings.some((d) => d.credited_document_id === document.id);
  return { order, state: documentPaymentState({ kind: document.kind, credited, order }) };
}

/** A document from its public link, what is left to pay on it and how it can be paid online. */
export async function viewPublicDocument(ctx: AppContext, token: string): Promise<PublicDocumentView> {
  const document = await findDocumentByToken(ctx.db, token);
  if (!document) throw documentNotFound();
  const { state } = await paymentStateOf(ctx.db, document);
  const payable = state.due > 0;
  const accounts = payable ? await usableAccounts(ctx, ctx.db, document.company_id, document.currency) : [];
  return { document, payment: state, payWith: accounts.map((account) => account.provider) };
}

export interface CheckoutUrls {
  /** where the provider sends the payer back: GET or POST, answered with a redirect to the page */
  returnUrl: string;
  cancelUrl: string;
  base: string;
}

/**
 * Starts paying a document online: checks what is due and that the provider takes the amount,
 * writes the checkout, then (outside any transaction) asks the provider for its hosted page.
 */
export async function startCheckout(
  ctx: AppContext,
  token: string,
  input: DocumentPay,
  urls: CheckoutUrls,
): Promise<Checkout> {
  const document = await findDocumentByToken(ctx.db, token);
  if (!document) throw documentNotFound();
  const { order, state } = await paymentStateOf(ctx.db, document);
  if (!order || state.status === 'not_payable' || state.status === 'cancelled') {
    throw new AppError('online_payment_unavailable');
  }
  if (state.due <= 0) throw new AppError('nothing_due');
  const accounts = await usableAccounts(ctx, ctx.db, document.company_id, document.currency);
  if (accounts.length === 0) throw new AppError('online_payment_unavailable');
  let account: ProviderAccountRow | undefined;
  if (input.provider) {
    account = accounts.find((row) => row.provider === input.provider);
    if (!account) throw fieldError('provider', 'online_payments.provider_unavailable');
  } else if (accounts.length === 1) {
    account = accounts[0];
  } else {
    throw fieldError('provider', 'online_payments.provider_required');
  }
  const provider = account!.provider;
  const amount = input.amount ?? state.due;
  if (amount > state.due) throw fieldError('amount', 'payments.more_than_due');
  const currency = getCurrency(document.currency) ?? { alpha: document.currency, precision: 2 };
  const problem = checkoutAmountProblem(provider, amount, currency);
  if (problem) throw fieldError('amount', problem);

  const payment = await insertOnlinePayment(ctx.db, {
    company_id: document.company_id,
    document_id: document.id,
    order_id: order.id,
    provider_account_id: account!.id,
    provider,
    amount,
    currency: document.currency,
  });
  const adapter = adapterFor(provider, credentialsOf(ctx, account!), ctx.config);
  const locale = isLocale(document.locale) ? document.locale : 'en';
  try {
    const started = await adapter.createCheckout({
      reference: payment.id,
      amount,
      currency,
      description: `${document.seller.name} ${document.reference}`,
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
      notifyUrl: notifyUrl(urls.base, account!),
      locale,
      customer: document.buyer ?? undefined,
    });
    await updateOnlinePayment(ctx.db, payment.id, {
      status: 'pending',
      provider_reference: started.providerReference,
      redirect_url: started.redirectUrl,
    });
    return { provider, amount, currency: document.currency, redirect_url: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof ProviderFailedError)) throw error;
    ctx.log.warn({ err: error, onlinePayment: payment.id }, 'online payment checkout refused');
    await updateOnlinePayment(ctx.db, payment.id, { status: 'failed', failure: error.message.slice(0, 500) });
    throw new AppError('payment_provider_failed');
  }
}

export type NotificationResult = { recorded: boolean; status: OnlinePaymentRow['status'] | 'ignored' };

/** Settles a checkout the provider says was paid, in one transaction with the order's payment. */
async function settle(
  ctx: AppContext,
  account: ProviderAccountRow,
  outcome: PaymentOutcome,
): Promise<NotificationResult> {
  return ctx.db.transaction(async (tx) => {
    const payment = await findOnlinePaymentForUpdate(tx, account.id, outcome.providerReference);
    if (!payment) return { recorded: false, status: 'ignored' as const };
    // A replayed or late notification finds the checkout already settled: nothing happens twice.
    if (payment.status === 'paid' || payment.status === 'needs_refund' || payment.status === 'refunded') {
      return { recorded: false, status: payment.status };
    }
    if (outcome.status === 'pending') return { recorded: false, status: payment.status };
    if (outcome.status === 'failed') {
      await updateOnlinePayment(tx, payment.id, { status: 'failed', failure: 'refused by the provider' });
      return { recorded: false, status: 'failed' as const };
    }
    const refuse = async (failure: string) => {
      await updateOnlinePayment(tx, payment.id, {
        status: 'needs_refund',
        failure,
        provider_transaction: outcome.transaction,
        paid_at: new Date(),
      });
      await recordEvent(tx, {
        companyId: payment.company_id,
        type: 'online_payment.needs_refund',
        subjectId: payment.id,
        payload: { order_id: payment.order_id, amount: outcome.amount, currency: outcome.currency, failure },
      });
      return { recorded: false, status: 'needs_refund' as const };
    };
    if (outcome.currency !== payment.currency) return refuse('currency');
    const order = await findOrder(tx, payment.company_id, null, payment.order_id, { lock: true });
    if (!order) return refuse('order');
    try {
      const { payments } = await applySalePayments(
        tx,
        order,
        [
          {
            payment_method_id: account.payment_method_id!,
            amount: outcome.amount,
            reference: (outcome.transaction ?? outcome.providerReference).slice(0, 120),
            note: `${account.provider} ${payment.id}`,
          },
        ],
        null,
        'amount',
      );
      await updateOnlinePayment(tx, payment.id, {
        status: 'paid',
        payment_id: payments[0]!.id,
        provider_transaction: outcome.transaction,
        amount: outcome.amount,
        paid_at: new Date(),
      });
      return { recorded: true, status: 'paid' as const };
    } catch (error) {
      // More than is still due (paid meanwhile at the counter), the order cancelled, the method off:
      // the payment is not recorded and the checkout is flagged for a refund from the provider.
      if (error instanceof AppError) {
        const first = Object.values(error.fieldErrors ?? {}).flat()[0];
        return refuse((typeof first === 'object' ? first.key : first) ?? error.code);
      }
      throw error;
    }
  });
}

/** A provider's notification: proven by its signature, applied once however often it comes. */
export async function receiveNotification(
  ctx: AppContext,
  provider: OnlinePaymentProvider,
  accountId: string,
  notification: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
): Promise<NotificationResult> {
  const account = await findProviderAccountById(ctx.db, accountId);
  if (!account || account.provider !== provider)
    throw new AppError('not_found', { resource: 'resource.payment_provider' });
  const adapter = adapterFor(provider, credentialsOf(ctx, account), ctx.config);
  let outcome: PaymentOutcome | null;
  try {
    outcome = await adapter.readNotification(notification);
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw new AppError('invalid_signature');
    if (error instanceof ProviderFailedError) throw new AppError('payment_provider_failed');
    throw error;
  }
  if (!outcome) return { recorded: false, status: 'ignored' };
  return settle(ctx, account, outcome);
}
