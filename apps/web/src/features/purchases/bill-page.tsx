import { canCancelBill, canPayBill, type SupplierBill } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { LinesTable } from '../../components/ui/lines-table.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { useDeviceClass } from '../shell/rules/breakpoints.ts';
import { billAction, billQuery, purchaseKeys, purchasingSetupQuery } from './api.ts';
import { purchasePaths } from './paths.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { lineLabel } from './purchase-draft.ts';
import { BillStatusBadge, Confirm, LoadError, PURCHASE_NAMESPACES, PurchasesHeader } from './purchase-ui.tsx';

type Step = 'open' | 'cancel';

/** /purchases/bills/:id: a supplier bill, what it still owes, its payments; enter, pay or cancel it. */
export function BillPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  const queryClient = useQueryClient();
  const appLink = useAppLink();
  const day = useDay();
  // A phone gets the lines' essential columns; the others go under each item.
  const phone = useDeviceClass() === 'mobile';
  const canView = session.can('suppliers.view');
  const bill = useQuery({ ...billQuery(id), enabled: canView });
  const setup = useQuery({ ...purchasingSetupQuery, enabled: canView });
  const [confirm, setConfirm] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;
  if (bill.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (bill.isError) return <LoadError error={bill.error} onRetry={() => void bill.refetch()} />;

  const data = bill.data;
  const canUpdate = session.can('suppliers.update');

  async function refresh(updated: SupplierBill) {
    queryClient.setQueryData(purchaseKeys.bills.detail(id), updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: purchaseKeys.bills.lists() }),
      queryClient.invalidateQueries({ queryKey: purchaseKeys.orders.all }),
      queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
    ]);
  }

  async function run(step: Step) {
    setBusy(true);
    const result = await billAction(id, step);
    setBusy(false);
    setConfirm(null);
    if (!result.ok) {
      if (result.error) showErrorToast('bill-action-error', result.error.message);
      return;
    }
    await refresh(result.data.data);
    showSuccessToast(`bill-${step}`, t(`bill.done_${step}`));
  }

  const totals: [string, number, boolean][] = [
    [t('orders.subtotal'), data.subtotal, false],
    [t('orders.tax_total'), data.tax_total, false],
    [t('orders.total'), data.total, true],
    [t('bills.paid_total'), data.paid_total, false],
    [t('bills.balance_due'), data.balance_due, true],
  ];

  return (
    <div className="flex flex-col gap-4">
      <PurchasesHeader
        title={data.reference ? t('bill.title', { reference: data.reference }) : t('bill.draft_title')}
        badge={<BillStatusBadge status={data.status} />}
        nav={false}
        actions={
          <>
            <Button variant="outline" {...appLink(purchasePaths.bills())}>
              {t('bill.back')}
            </Button>
            {canUpdate && data.status === 'draft' && (
              <Button onClick={() => setConfirm('open')}>{t('bill.open')}</Button>
            )}
            {session.can('transactions.create') && canPayBill(data.status) && (
              <Button onClick={() => setPaying(true)}>{t('bill.pay')}</Button>
            )}
            {canUpdate && canCancelBill(data.status, data.paid_total) && (
              <Button variant="danger" onClick={() => setConfirm('cancel')}>
                {t('bill.cancel')}
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
          <dt className="text-fg-muted">{t('bills.supplier_reference')}</dt>
          <dd>{data.supplier_reference ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('bills.bill_date')}</dt>
          <dd>{day(data.bill_date)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('bills.due_date')}</dt>
          <dd>
            {day(data.due_date) || '—'}
            {data.days_overdue > 0 && (
              <span className="block font-medium text-danger-text">
                {t('bills.overdue', { count: data.days_overdue })}
              </span>
            )}
          </dd>
        </div>
        {data.purchase_order_id && (
          <div className="col-span-2">
            <dt className="text-fg-muted">{t('bills.purchase_order')}</dt>
            <dd>
              <a className="text-link underline" {...appLink(purchasePaths.order(data.purchase_order_id))}>
                {data.purchase_order_reference ?? t('orders.unnumbered')}
              </a>
            </dd>
          </div>
        )}
      </dl>

      <LinesTable
        caption={t('bill.lines')}
        columns={[
          t('order.columns.item'),
          t('bill.quantity'),
          // The unit cost and taxes columns are left out on phones: each line says them.
          ...(phone ? [] : [t('order.columns.unit_cost'), t('order.columns.taxes')]),
          t('order.columns.amount'),
        ]}
        footer={totals.map(([label, amount, strong]) => (
          <tr key={label} className="border-line border-t">
            <th scope="row" colSpan={phone ? 2 : 4} className="px-3 py-2 text-end font-medium">
              {label}
            </th>
            <td className={`px-3 py-2 text-end tabular-nums ${strong ? 'font-semibold' : ''}`}>
              {session.money(amount)}
            </td>
          </tr>
        ))}
      >
        {(data.lines ?? []).map((line) => (
          <tr key={line.id} className="border-line border-t">
            <th scope="row" className="px-3 py-2 text-start font-medium">
              {lineLabel(line)}
              {/* The unit cost and taxes columns are left out on phones: they come here. */}
              {phone && (
                <span className="block font-normal text-fg-muted text-xs">
                  {`${t('order.columns.unit_cost')} ${session.money(line.unit_cost)} · ${t('order.columns.taxes')} ${session.money(line.tax_total)}`}
                </span>
              )}
            </th>
            <td className="px-3 py-2 text-end tabular-nums">{line.quantity}</td>
            {!phone && <td className="px-3 py-2 text-end tabular-nums">{session.money(line.unit_cost)}</td>}
            {!phone && <td className="px-3 py-2 text-end tabular-nums">{session.money(line.tax_total)}</td>}
            <td className="px-3 py-2 text-end tabular-nums">{session.money(line.total)}</td>
          </tr>
        ))}
      </LinesTable>

      <section
        aria-labelledby="bill-payments"
        className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
      >
        <h2 id="bill-payments" className="font-semibold text-lg">
          {t('bill.payments')}
        </h2>
        {(data.payments ?? []).length === 0 ? (
          <p className="text-fg-muted text-sm">{t('bill.no_payments')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line text-sm">
            {(data.payments ?? []).map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {day(payment.paid_at)} — {payment.payment_method_name ?? '—'}
                  {payment.reference && <span className="block text-fg-muted">{payment.reference}</span>}
                </span>
                <span className="font-medium tabular-nums">{session.money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {confirm && (
        <Confirm
          open
          title={t(`bill.confirm_${confirm}_title`)}
          text={t(`bill.confirm_${confirm}_text`)}
          confirmLabel={t(`bill.${confirm}`)}
          variant={confirm === 'cancel' ? 'danger' : 'primary'}
          busy={busy}
          onConfirm={() => void run(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
      {paying && (
        <PaymentDialog
          open
          bill={data}
          setup={setup.data}
          onClose={() => setPaying(false)}
          onPaid={async (updated) => {
            setPaying(false);
            await refresh(updated);
            showSuccessToast('bill-paid', t('payment.done'));
          }}
        />
      )}
    </div>
  );
}
