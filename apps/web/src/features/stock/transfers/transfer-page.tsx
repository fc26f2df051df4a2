import { receivedWithinShipped, type StockTransferDetail, transferTransition } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { useDateTime } from '../../../app/use-date-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LinesTable } from '../../../components/ui/lines-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { openTransferNote, stockInvalidations, stockKeys, transferAction, transferQuery } from '../api.ts';
import { parseCounted, variantLabel } from '../lines.ts';
import { stockPaths } from '../paths.ts';
import {
  Confirm,
  LoadError,
  SignedQuantity,
  STOCK_NAMESPACES,
  StatusBadge,
  StockHeader,
  useNumber,
} from '../stock-ui.tsx';

type Action = 'ship' | 'receive' | 'cancel';

/** The receive body: only the lines whose typed quantity differs from what was shipped. */
export function receiveBody(
  transfer: Pick<StockTransferDetail, 'lines'>,
  typed: Readonly<Record<string, string>>,
) {
  const lines = transfer.lines.flatMap((line) => {
    const text = typed[line.variant_id];
    if (text === undefined) return [];
    const value = parseCounted(text);
    if (value === null || value === 'invalid' || value === line.quantity) return [];
    return [{ variant_id: line.variant_id, received_quantity: value }];
  });
  return lines.length > 0 ? { lines } : {};
}

/**
 * The server's field errors of a refused receipt by variant: they are keyed by the line's index in
 * the body sent (`lines.1.received_quantity`), which holds only the lines typed differently.
 */
export function receiveLineErrors(
  body: ReturnType<typeof receiveBody>,
  errors: Readonly<Record<string, string[]>>,
): Record<string, string[]> {
  const byVariant: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const index = /^lines\.(\d+)\./.exec(key)?.[1];
    const variantId = index === undefined ? undefined : body.lines?.[Number(index)]?.variant_id;
    if (variantId) byVariant[variantId] = [...(byVariant[variantId] ?? []), ...messages];
  }
  return byVariant;
}

/** /stock/transfers/:id: a transfer's lines and its steps: ship, receive, cancel, print the note. */
export function TransferPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(STOCK_NAMESPACES);
  const queryClient = useQueryClient();
  const session = useProductSession();
  const appLink = useAppLink();
  const dateTime = useDateTime();
  const number = useNumber();
  const transfer = useQuery(transferQuery(id));
  const [confirm, setConfirm] = useState<Action | null>(null);
  const [busy, setBusy] = useState<Action | 'print' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const errorIdBase = useId();

  if (!session.ready || transfer.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!session.can('stocks.view')) return <p role="alert">{t('common.forbidden')}</p>;
  if (transfer.isError) return <LoadError error={transfer.error} onRetry={() => void transfer.refetch()} />;

  const data = transfer.data;
  const canUpdate = session.can('stocks.update');
  const allowed = (action: Action) => canUpdate && transferTransition(data.status, action) !== null;
  const receiving = data.status === 'in_transit' && canUpdate;
  // What was shipped and never arrived: recorded as lost in transit on receipt.
  const lost = data.lines.reduce((sum, line) => sum + Math.max(-(line.difference ?? 0), 0), 0);
  const invalidReceived = Object.values(received).some((text) => {
    const value = parseCounted(text);
    return value === 'invalid' || value === null;
  });

  /**
   * Receiving: a line typed above what was shipped is said under it, before the confirmation (the
   * server refuses it too). Extra units are an adjustment, not a receipt.
   */
  function askToReceive() {
    const above: Record<string, string[]> = {};
    for (const line of data.lines) {
      const value = parseCounted(received[line.variant_id] ?? '');
      if (typeof value === 'number' && !receivedWithinShipped(line.quantity, value)) {
        above[line.variant_id] = [
          t('transfer.above_shipped', { count: line.quantity, shipped: number(line.quantity) }),
        ];
      }
    }
    if (Object.keys(above).length > 0) setLineErrors((current) => ({ ...current, ...above }));
    else setConfirm('receive');
  }

  async function run(action: Action) {
    setBusy(action);
    setFailure(null);
    setLineErrors({});
    const body = action === 'receive' ? receiveBody(data, received) : undefined;
    const result = await transferAction(id, action, body);
    setBusy(null);
    setConfirm(null);
    if (!result.ok) {
      if (result.error) {
        setFailure(result.error.message);
        showErrorToast('stock-transfer-error', result.error.message);
        if (body) setLineErrors(receiveLineErrors(body, result.error.errors));
      }
      return;
    }
    queryClient.setQueryData(stockKeys.transfers.detail(id), result.data.data);
    setReceived({});
    await Promise.all(stockInvalidations.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    showSuccessToast(`stock-transfer-${action}`, t(`transfer.done_${action}`));
  }

  async function print() {
    setBusy('print');
    const result = await openTransferNote(id);
    setBusy(null);
    if (!result.ok && result.message) showErrorToast('stock-transfer-note', result.message);
  }

  const steps: { key: string; at: string | null; by: string | null }[] = [
    { key: 'created', at: data.created_at, by: data.created_by_name },
    { key: 'shipped', at: data.shipped_at, by: null },
    { key: 'received', at: data.received_at, by: null },
  ];

  return (
    <div className="flex flex-col gap-4">
      <StockHeader
        title={t('transfer.title', { reference: data.reference })}
        nav={false}
        actions={
          <>
            <Button variant="outline" {...appLink(stockPaths.transfers())}>
              {t('transfer.back')}
            </Button>
            {canUpdate && transferTransition(data.status, 'edit') !== null && (
              <Button variant="outline" {...appLink(stockPaths.transferEdit(id))}>
                {t('transfer.edit')}
              </Button>
            )}
            <Button
              variant="outline"
              loading={busy === 'print'}
              loadingLabel={t('common.working')}
              onClick={() => void print()}
            >
              {t('transfer.print')}
            </Button>
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t('transfers.status')}</dt>
          <dd>
            <StatusBadge status={data.status} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('transfers.from')}</dt>
          <dd>{data.from_warehouse_name}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('transfers.to')}</dt>
          <dd>{data.to_warehouse_name}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('transfers.units')}</dt>
          <dd className="tabular-nums">{number(data.total_quantity)}</dd>
        </div>
        {steps
          .filter((step) => step.at)
          .map((step) => (
            <div key={step.key} className="col-span-2">
              <dt className="text-fg-muted">{t(`transfer.step_${step.key}`)}</dt>
              <dd>
                {dateTime(step.at)}
                {step.by ? ` — ${step.by}` : ''}
              </dd>
            </div>
          ))}
        {data.note && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-fg-muted">{t('transfers.note')}</dt>
            <dd>{data.note}</dd>
          </div>
        )}
      </dl>

      <LinesTable
        caption={t('transfers.lines')}
        columns={[
          t('overview.product'),
          t('transfer.shipped'),
          t('transfer.received'),
          t('count.difference'),
        ]}
      >
        {data.lines.map((line) => {
          const label = variantLabel(line);
          const errors = receiving ? (lineErrors[line.variant_id] ?? []) : [];
          const errorId = `${errorIdBase}-${line.variant_id}`;
          return (
            <tr key={line.variant_id} className="border-line border-t">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {label}
                {errors.length > 0 && (
                  <span id={errorId} className="block font-normal text-danger-text text-xs">
                    {errors.join(' ')}
                  </span>
                )}
              </th>
              <td className="px-3 py-2 text-end tabular-nums">{number(line.quantity)}</td>
              <td className="px-3 py-2 text-end">
                {receiving ? (
                  <TextInput
                    aria-label={t('transfer.received_of', { name: label })}
                    inputMode="numeric"
                    autoComplete="off"
                    value={received[line.variant_id] ?? String(line.quantity)}
                    onChange={(event) => {
                      const value = event.target.value;
                      setReceived((current) => ({ ...current, [line.variant_id]: value }));
                      setLineErrors(({ [line.variant_id]: _fixed, ...others }) => others);
                    }}
                    aria-invalid={errors.length > 0 || undefined}
                    aria-describedby={errors.length > 0 ? errorId : undefined}
                    className="ms-auto w-24 text-end tabular-nums"
                  />
                ) : (
                  <span className="tabular-nums">
                    {line.received_quantity === null ? '—' : number(line.received_quantity)}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-end">
                {line.difference === null ? '—' : <SignedQuantity value={line.difference} />}
              </td>
            </tr>
          );
        })}
      </LinesTable>
      {receiving && <p className="text-fg-muted text-sm">{t('transfer.receive_hint')}</p>}
      {lost > 0 && <p className="text-sm">{t('transfer.lost', { count: lost })}</p>}
      {invalidReceived && (
        <p role="alert" className="text-danger-text text-sm">
          {t('count.invalid')}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-danger-text p-3 text-danger-text text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {allowed('ship') && (
          <Button disabled={busy !== null} onClick={() => setConfirm('ship')}>
            {t('transfer.ship')}
          </Button>
        )}
        {allowed('receive') && (
          <Button disabled={busy !== null || invalidReceived} onClick={askToReceive}>
            {t('transfer.receive')}
          </Button>
        )}
        {allowed('cancel') && (
          <Button variant="ghostDanger" disabled={busy !== null} onClick={() => setConfirm('cancel')}>
            {t('transfer.cancel')}
          </Button>
        )}
      </div>
      {(['ship', 'receive', 'cancel'] as const).map((action) => (
        <Confirm
          key={action}
          open={confirm === action}
          title={t(`transfer.confirm_${action}_title`)}
          text={t(
            action === 'cancel' && data.status === 'in_transit'
              ? 'transfer.confirm_cancel_transit_text'
              : `transfer.confirm_${action}_text`,
            { from: data.from_warehouse_name, to: data.to_warehouse_name },
          )}
          confirmLabel={t(`transfer.${action}`)}
          variant={action === 'cancel' ? 'danger' : 'primary'}
          busy={busy === action}
          onConfirm={() => void run(action)}
          onClose={() => setConfirm(null)}
        />
      ))}
    </div>
  );
}
