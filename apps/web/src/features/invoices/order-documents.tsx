import type { SalesDocument } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { orderKeys, orderQuery } from '../orders/api.ts';
import { creditInvoice, invoiceKeys, invoiceListQuery, issueInvoice, issueQuotation } from './api.ts';
import { DocumentItem } from './document-item.tsx';

export interface OrderDocumentsProps {
  orderId: string;
  /** Only a confirmed or completed order can be invoiced. */
  invoiceable: boolean;
  canCreate: boolean;
  money: (minor: number) => string;
}

/**
 * The order's quotations, invoices and credit notes, each with its PDF, public page and WhatsApp
 * message; issues the quotation of an order in status quotation, and the invoice of a confirmed one.
 */
export function OrderDocuments({ orderId, invoiceable, canCreate, money }: OrderDocumentsProps) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  // The order page has loaded it already: its status and customer come from the cache.
  const order = useQuery(orderQuery(orderId));
  const list = useQuery(invoiceListQuery({ filter: { order_id: orderId }, sort: 'issued_at', per_page: 50 }));
  const [validUntil, setValidUntil] = useState('');
  const documents = list.data?.data ?? [];
  const creditedIds = new Set(
    documents.flatMap((d) => (d.credited_document_id ? [d.credited_document_id] : [])),
  );
  const liveInvoice = documents.find((d) => d.kind === 'invoice' && !creditedIds.has(d.id));
  const quotable = order.data?.status === 'quotation';
  const phone = order.data?.customer?.phone ?? null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const failed = (id: string, error: unknown) =>
    showErrorToast(
      id,
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('section.error'),
    );
  const invoice = useMutation({ mutationFn: () => issueInvoice(orderId, {}), meta: { path: 'invoices' } });
  const quotation = useMutation({
    mutationFn: () => issueQuotation(orderId, validUntil ? { valid_until: validUntil } : {}),
    meta: { path: 'invoices' },
  });
  const credit = useMutation({ mutationFn: (id: string) => creditInvoice(id), meta: { path: 'invoices' } });
  // A credit note cancels the invoice for good (issued documents are never changed): asked first.
  const [crediting, setCrediting] = useState<SalesDocument | null>(null);

  const issued = (document: SalesDocument) => {
    showSuccessToast('document-issued', t('section.issued', { reference: document.reference }));
    refresh();
  };
  const submitQuotation = (event: FormEvent) => {
    event.preventDefault();
    quotation.mutate(undefined, {
      onSuccess: ({ document, issued: isNew }) =>
        isNew
          ? issued(document)
          : showSuccessToast(
              'quotation-unchanged',
              t('section.unchanged', { reference: document.reference }),
            ),
      onError: (error) => failed('quotation-issue-error', error),
    });
  };

  return (
    <section aria-labelledby="order-documents" className="flex flex-col gap-2">
      <h2 id="order-documents" className="font-semibold text-lg">
        {t('section.title')}
      </h2>
      {documents.length === 0 && !list.isPending && (
        <p className="text-fg-muted text-sm">{t('section.none')}</p>
      )}
      {documents.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              money={money}
              phone={phone}
              creditable={canCreate && document.kind === 'invoice' && !creditedIds.has(document.id)}
              crediting={credit.isPending && credit.variables === document.id}
              onCredit={() => setCrediting(document)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={crediting !== null}
        title={t('section.credit_confirm.title', { reference: crediting?.reference ?? '' })}
        text={t('section.credit_confirm.text', { total: money(crediting?.total ?? 0) })}
        confirmLabel={t('section.credit_confirm.confirm')}
        cancelLabel={t('section.credit_confirm.keep')}
        workingLabel={t('section.credit_confirm.working')}
        variant="danger"
        busy={credit.isPending}
        onConfirm={() =>
          crediting &&
          credit.mutate(crediting.id, {
            onSuccess: (note) => {
              setCrediting(null);
              showSuccessToast('invoice-credited', t('section.credited', { reference: note.reference }));
              refresh();
            },
            onError: (error) => failed('invoice-credit-error', error),
          })
        }
        onClose={() => setCrediting(null)}
      />
      {canCreate && quotable && (
        <form onSubmit={submitQuotation} className="flex flex-wrap items-end gap-2">
          <Field label={t('section.validity')} className="w-48">
            <TextInput type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
          </Field>
          <Button type="submit" loading={quotation.isPending}>
            {t('section.issue_quotation')}
          </Button>
        </form>
      )}
      {canCreate && invoiceable && !liveInvoice && (
        <div>
          <Button
            loading={invoice.isPending}
            onClick={() =>
              invoice.mutate(undefined, {
                onSuccess: issued,
                onError: (error) => failed('invoice-issue-error', error),
              })
            }
          >
            {t('section.issue_invoice')}
          </Button>
        </div>
      )}
    </section>
  );
}
