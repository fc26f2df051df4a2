import { type SalesDocument, signedDocumentTotal } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListEmpty } from '../../components/list/list-empty.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { orderPaths } from '../orders/paths.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { invoiceListQuery } from './api.ts';
import { InvoiceFilters } from './invoice-filters.tsx';
import { invoiceListQueryOf, isFiltered, readInvoiceParams, writeInvoiceParams } from './invoice-params.ts';
import { InvoiceRowActions } from './invoice-row-actions.tsx';

/** /invoices: every issued invoice, credit note and quotation, newest first, filters in the URL. */
export function InvoiceListPage() {
  const { t, i18n } = useTranslation('documents');
  const navigate = useNavigate();
  const session = useProductSession();
  const { state, change, clear } = useUrlListState(readInvoiceParams, writeInvoiceParams);
  const query = useMemo(() => invoiceListQueryOf(state), [state]);
  const canView = session.can('invoices.view');
  const list = useQuery({ ...invoiceListQuery(query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const customer = (d: SalesDocument) => d.buyer?.name || t('list.walk_in');

  const columns: TableColumn<SalesDocument>[] = [
    {
      key: 'document',
      header: t('list.document'),
      cell: (d) => (
        <span className="flex flex-col">
          <span>
            {t(`section.kind.${d.kind}`)} <span className="whitespace-nowrap">{d.reference}</span>
          </span>
          {/* The date and customer columns are left out on phones: their values come here. */}
          <PhoneDetail>
            {date(d.issued_at)} · {customer(d)}
          </PhoneDetail>
        </span>
      ),
    },
    { key: 'customer', header: t('list.customer'), hideOnPhone: true, cell: customer },
    { key: 'issued_at', header: t('list.issued'), hideOnPhone: true, cell: (d) => date(d.issued_at) },
    {
      key: 'total',
      header: t('list.total'),
      align: 'end',
      cell: (d) => (
        <span className="whitespace-nowrap font-medium">{session.money(signedDocumentTotal(d))}</span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      align: 'end',
      cell: (d) => <InvoiceRowActions document={d} money={session.money} />,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        // the screen's one action: nothing to fold away
        actions={session.can('invoices.export') && <ExportButton path={apiPath('invoices')} query={query} />}
      />

      <InvoiceFilters state={state} onChange={change} />

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={6} />
      ) : list.isError ? (
        <ListError
          ns="documents"
          fallbackKey="list.error"
          retryKey="list.retry"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table
          caption={t('list.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(d) => d.id}
          // Every document issued from an order carries it; the order is where it is followed up.
          onRowClick={(d) => {
            if (d.order_id) navigate(orderPaths.detail(d.order_id));
          }}
          empty={
            <ListEmpty
              filtered={isFiltered(state)}
              noMatch={t('list.no_match')}
              clearLabel={t('list.clear')}
              empty={t('list.empty')}
              emptyText={t('list.empty_text')}
              onClear={clear}
            />
          }
        />
      )}
      {list.data && (
        <ListPager ns="documents" hideSinglePage meta={list.data.meta} onPage={(page) => change({ page })} />
      )}
    </div>
  );
}
