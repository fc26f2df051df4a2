import {
  canBillPurchaseOrder,
  canReceivePurchaseOrder,
  isPurchaseOrderEditable,
  type PurchaseOrder,
  purchaseOrderTransition,
} from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { useDateTime } from '../../app/use-date-time.ts';
import { Button } from '../../components/ui/button.tsx';
import { LinesTable } from '../../components/ui/lines-table.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { useDeviceClass } from '../shell/rules/breakpoints.ts';
import {
  deletePurchaseOrder,
  type OrderAction,
  openPurchaseOrderPdf,
  purchaseKeys,
  purchaseOrderAction,
  purchaseOrderQuery,
  purchasingSetupQuery,
  receiptsQuery,
} from './api.ts';
import { BillFromOrderDialog } from './bill-from-order-dialog.tsx';
import { purchasePaths } from './paths.ts';
import { lineLabel } from './purchase-draft.ts';
import {
  Confirm,
  LoadError,
  OrderStatusBadge,
  PURCHASE_NAMESPACES,
  PurchasesHeader,
} from './purchase-ui.tsx';
import { ReceiveDialog } from './receive-dialog.tsx';

type Step = OrderAction | 'delete';

/** What the stock and catalogue screens show that a receipt changes. */
const RECEIPT_INVALIDATIONS = [
  ['stock-overview'],
  ['stock-movements'],
  ['stock-balances'],
  ['low-stock'],
  ['products'],
  ['product-variants'],
] as const;

/** /purchases/:id: the order, its lines (received, outstanding, billed), its steps and its timeline. */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const appLink = useAppLink();
  const day = useDay();
  // A phone gets the lines' essential columns; the others go under each item.
  const phone = useDeviceClass() === 'mobile';
  const columns = phone
    ? ['item', 'ordered', 'amount']
    : ['item', 'ordered', 'received', 'outstanding', 'billed', 'unit_cost', 'taxes', 'amount'];
  const dateTime = useDateTime();
  const canView = session.can('suppliers.view');
  const order = useQuery({ ...purchaseOrderQuery(id), enabled: canView });
  const receipts = useQuery({ ...receiptsQuery(id), enabled: canView });
  const setup = useQuery({ ...purchasingSetupQuery, enabled: canView });
  const [confirm, setConfirm] = useState<Step | null>(null);
  const [busy, setBusy] = useState<Step | 'pdf' | null>(null);
  const [receiving, setReceiving] = useState(false);
  const [billing, setBilling] = useState(false);

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;
  if (order.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;

  const data = order.data;
  const canUpdate = session.can('suppliers.update');
  const allowed = (action: OrderAction) =>
    canUpdate &&
    purchaseOrderTransition(data.status, action) !== null &&
    (action !== 'approve' || session.can('products.cost'));
  const warehouseName = setup.data?.warehouses.find((w) => w.id === data.warehouse_id)?.name;

  async function refresh(updated?: PurchaseOrder) {
    if (updated) queryClient.setQueryData(purchaseKeys.orders.detail(id), updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: purchaseKeys.orders.all }),
      queryClient.invalidateQueries({ queryKey: purchaseKeys.bills.all }),
    ]);
  }

  async function run(step: Step) {
    setBusy(step);
    if (step === 'delete') {
      const result = await deletePurchaseOrder(id);
      setBusy(null);
      setConfirm(null);
      if (!result.ok) {
        if (result.error) showErrorToast('purchase-delete-error', result.error.message);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.orders.lists() });
      showSuccessToast('purchase-deleted', t('order.done_delete'));
      navigate(purchasePaths.orders());
      return;
    }
    const result = await purchaseOrderAction(id, step);
    setBusy(null);
    setConfirm(null);
    if (!result.ok) {
      if (result.error) showErrorToast('purchase-action-error', result.error.message);
      return;
    }
    await refresh(result.data.data);
    showSuccessToast(`purchase-${step}`, t(`order.done_${step}`));
  }

  async function pdf() {
    setBusy('pdf');
    const result = await openPurchaseOrderPdf(id);
    setBusy(null);
    if (!result.ok && result.message) showErrorToast('purchase-pdf', result.message);
  }

  const actionButton = (action: OrderAction, variant: 'primary' | 'outline' | 'danger' = 'outline') =>
    allowed(action) && (
      <Button key={action} variant={variant} onClick={() => setConfirm(action)}>
        {t(`order.${action}`)}
      </Button>
    );

  return (
    <div className="flex flex-col gap-4">
      <PurchasesHeader
        title={data.reference ? t('order.title', { reference: data.reference }) : t('order.draft_title')}
        badge={<OrderStatusBadge status={data.status} />}
        nav={false}
        actions={
          <>
            <Button variant="outline" {...appLink(purchasePaths.orders())}>
              {t('order.back')}
            </Button>
            <Button
              variant="outline"
              loading={busy === 'pdf'}
              loadingLabel={t('common.working')}
              onClick={() => void pdf()}
            >
              {t('order.pdf')}
            </Button>
            {canUpdate && isPurchaseOrderEditable(data.status) && (
              <Button variant="outline" {...appLink(purchasePaths.edit(id))}>
                {t('order.edit')}
              </Button>
            )}
            {actionButton('submit')}
            {actionButton('reopen')}
            {actionButton('approve', 'primary')}
            {canUpdate && canReceivePurchaseOrder(data.status) && (
              <Button onClick={() => setReceiving(true)}>{t('order.receive')}</Button>
            )}
            {session.can('suppliers.create') && canBillPurchaseOrder(data.status) && (
              <Button variant="outline" onClick={() => setBilling(true)}>
                {t('order.bill')}
              </Button>
            )}
            {actionButton('cancel', 'danger')}
            {session.can('suppliers.delete') && data.status === 'draft' && (
              <Button variant="danger" onClick={() => setConfirm('delete')}>
                {t('order.delete')}
              </Button>
            )}
          </>
        }
      />

      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t('orders.supplier')}</dt>
          <dd>{data.supplier_name}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('orders.warehouse')}</dt>
          <dd>{warehouseName ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('orders.expected_at')}</dt>
          <dd>{day(data.expected_at) || '—'}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('orders.received')}</dt>
          <dd className="tabular-nums">
            {t('orders.units_of', { received: data.received_quantity, ordered: data.ordered_quantity })}
          </dd>
        </div>
        {data.notes && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-fg-muted">{t('orders.notes')}</dt>
            <dd className="whitespace-pre-line">{data.notes}</dd>
          </div>
        )}
      </dl>

      <LinesTable
        caption={t('order.lines')}
        columns={columns.map((column) => t(`order.columns.${column}`))}
        footer={(
          [
            ['subtotal', data.subtotal],
            ['tax_total', data.tax_total],
            ['total', data.total],
          ] as const
        ).map(([key, amount]) => (
          <tr key={key} className="border-line border-t">
            <th scope="row" colSpan={columns.length - 1} className="px-3 py-2 text-end font-medium">
              {t(`orders.${key}`)}
            </th>
            <td className="px-3 py-2 text-end font-semibold tabular-nums">{session.money(amount)}</td>
          </tr>
        ))}
      >
        {(data.lines ?? []).map((line) => (
          <tr key={line.id} className="border-line border-t">
            <th scope="row" className="px-3 py-2 text-start font-medium">
              {lineLabel(line)}
              {!line.deductible && (
                <span className="block font-normal text-fg-muted text-xs">{t('order.not_deductible')}</span>
              )}
              {/* The columns left out on phones come here: received, unit cost. */}
              {phone && (
                <span className="block font-normal text-fg-muted text-xs">
                  {`${t('order.columns.received')} ${t('orders.units_of', { received: line.received_quantity, ordered: line.quantity })} · ${session.money(line.unit_cost)}`}
                </span>
              )}
            </th>
            <td className="px-3 py-2 text-end tabular-nums">{line.quantity}</td>
            {!phone && (
              <>
                <td className="px-3 py-2 text-end tabular-nums">{line.received_quantity}</td>
                <td className="px-3 py-2 text-end tabular-nums">{line.outstanding_quantity}</td>
                <td className="px-3 py-2 text-end tabular-nums">{line.billed_quantity}</td>
                <td className="px-3 py-2 text-end tabular-nums">{session.money(line.unit_cost)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{session.money(line.tax_total)}</td>
              </>
            )}
            <td className="px-3 py-2 text-end tabular-nums">{session.money(line.total)}</td>
          </tr>
        ))}
      </LinesTable>

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="purchase-receipts"
          className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <h2 id="purchase-receipts" className="font-semibold text-lg">
            {t('order.receipts')}
          </h2>
          {receipts.isPending ? (
            <Skeleton label={t('common.loading')} lines={2} />
          ) : receipts.isError ? (
            <LoadError error={receipts.error} onRetry={() => void receipts.refetch()} />
          ) : receipts.data.length === 0 ? (
            <p className="text-fg-muted text-sm">{t('order.no_receipts')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line text-sm">
              {receipts.data.map((receipt) => (
                <li key={receipt.id} className="py-2">
                  <span className="font-medium">{dateTime(receipt.received_at)}</span>
                  {' — '}
                  {t('order.receipt_units', { count: receipt.lines.reduce((sum, l) => sum + l.quantity, 0) })}
                  {' · '}
                  <span className="tabular-nums">{session.money(receipt.value)}</span>
                  {receipt.note && <span className="block text-fg-muted">{receipt.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="purchase-timeline"
          className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <h2 id="purchase-timeline" className="font-semibold text-lg">
            {t('order.timeline')}
          </h2>
          <ol className="flex flex-col gap-2 text-sm">
            {(data.timeline ?? []).map((entry) => (
              <li key={entry.id}>
                <span className="font-medium">
                  {t(`timeline.${entry.type}`, { defaultValue: entry.type })}
                </span>
                {entry.type === 'approved' && entry.to_value ? ` — ${entry.to_value}` : ''}
                <span className="block text-fg-muted">
                  {dateTime(entry.created_at)}
                  {entry.user_name ? ` — ${entry.user_name}` : ''}
                </span>
                {entry.note && <span className="block">{entry.note}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>

      {confirm && (
        <Confirm
          open
          title={t(`order.confirm_${confirm}_title`)}
          text={t(`order.confirm_${confirm}_text`)}
          confirmLabel={t(`order.${confirm}`)}
          variant={confirm === 'cancel' || confirm === 'delete' ? 'danger' : 'primary'}
          busy={busy === confirm}
          onConfirm={() => void run(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
      {receiving && (
        <ReceiveDialog
          open
          order={data}
          setup={setup.data}
          onClose={() => setReceiving(false)}
          onReceived={async () => {
            setReceiving(false);
            await refresh();
            await Promise.all(
              RECEIPT_INVALIDATIONS.map((queryKey) =>
                queryClient.invalidateQueries({ queryKey: [...queryKey] }),
              ),
            );
            showSuccessToast('purchase-received', t('receive.done'));
          }}
        />
      )}
      {billing && (
        <BillFromOrderDialog
          open
          order={data}
          onClose={() => setBilling(false)}
          onBilled={async (billId) => {
            setBilling(false);
            await refresh();
            navigate(purchasePaths.bill(billId));
          }}
        />
      )}
    </div>
  );
}
