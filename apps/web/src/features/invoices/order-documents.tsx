import type { SalesDocument } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { orderKeys } from '../orders/api.ts';
import { creditInvoice, invoiceKeys, invoiceListQuery, issueInvoice } from './api.ts';

export interface OrderDocumentsProps {
  orderId: string;
  /** Only a confirmed or completed order can be invoiced. */
  invoiceable: boolean;
  canCreate: boolean;
  money: (minor: number) => string;
}

/** The order's invoices and credit notes, each with its PDF, and the button that issues one. */
export function OrderDocuments({ orderId, invoiceable, canCreate, money }: OrderDocumentsProps) {
  const { t, i18n } = useTranslation('orders');
  const queryClient = useQueryClient();
  const list = useQuery(invoiceListQuery({ filter: { order_id: orderId }, sort: 'issued_at', per_page: 50 }));
  const documents = list.data?.data ?? [];
  const creditedIds = new Set(
    documents.flatMap((d) => (d.credited_document_id ? [d.credited_document_id] : [])),
  );
  const liveInvoice = documents.find((d) => d.kind === 'invoice' && !creditedIds.has(d.id));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const failed = (id: string, error: unknown) =>
    showErrorToast(
      id,
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
    );
  const issue = useMutation({ mutationFn: () => issueInvoice(orderId, {}), meta: { path: 'invoices' } });
  const credit = useMutation({ mutationFn: (id: string) => creditInvoice(id), meta: { path: 'invoices' } });

  return (
    <section aria-labelledby="order-documents" className="flex flex-col gap-2">
      <h2 id="order-documents" className="font-semibold text-lg">
        {t('documents.title')}
      </h2>
      {documents.length === 0 && !list.isPending && (
        <p className="text-fg-muted text-sm">{t('documents.none')}</p>
      )}
      {documents.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {documents.map((document: SalesDocument) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="block font-medium">
                  {t(`documents.${document.kind}`)} {document.reference}
                </span>
                <span className="block text-fg-muted text-sm">
                  {new Date(document.issued_at).toLocaleDateString(i18n.language)} · {money(document.total)}
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="outline"
                  size="small"
                  href={document.public_url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('documents.pdf', { reference: document.reference })}
                </Button>
                {canCreate && document.kind === 'invoice' && !creditedIds.has(document.id) && (
                  <Button
                    variant="ghostDanger"
                    size="small"
                    loading={credit.isPending}
                    onClick={() =>
                      credit.mutate(document.id, {
                        onSuccess: (note) => {
                          showSuccessToast(
                            'invoice-credited',
                            t('documents.credited', { reference: note.reference }),
                          );
                          refresh();
                        },
                        onError: (error) => failed('invoice-credit-error', error),
                      })
                    }
                  >
                    {t('documents.credit')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canCreate && invoiceable && !liveInvoice && (
        <div>
          <Button
            loading={issue.isPending}
            onClick={() =>
              issue.mutate(undefined, {
                onSuccess: (invoice) => {
                  showSuccessToast('invoice-issued', t('documents.issued', { reference: invoice.reference }));
                  refresh();
                },
                onError: (error) => failed('invoice-issue-error', error),
              })
            }
          >
            {t('documents.issue')}
          </Button>
        </div>
      )}
    </section>
  );
}
