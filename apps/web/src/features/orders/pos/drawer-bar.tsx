import { type CashSession, signedMoney } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api.ts';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../../lib/http/api-client.ts';
import { cashSessionPaths } from '../../cash-sessions/paths.ts';
import { apiPath } from '../../products/api.ts';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { currentDrawerQuery, drawerKeys } from './drawer-api.ts';
import { ZReport } from './z-report.tsx';

type Dialogs = 'open' | 'move' | 'close' | 'report' | null;

export interface DrawerBarProps {
  currency: MoneyCurrency;
  money: (minor: number) => string;
}

/**
 * The counter's cash drawer above the sale screen: open it with a float, put cash in or take it out,
 * close it with the cash counted, and read the Z report.
 */
export function DrawerBar({ currency, money }: DrawerBarProps) {
  const { t, i18n } = useTranslation('orders');
  const queryClient = useQueryClient();
  const appLink = useAppLink();
  const navigate = useNavigate();
  const drawer = useQuery(currentDrawerQuery());
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [amount, setAmount] = useState<number | null>(null);
  // Why the amount typed is not one: the field then keeps its last good value, not the text shown,
  // so nothing is sent (a float, a movement, a count for the Z report) until it reads again.
  const [amountError, setAmountError] = useState<string | null>(null);
  const [kind, setKind] = useState<'in' | 'out'>('out');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [report, setReport] = useState<CashSession | null>(null);
  const session = drawer.data ?? null;

  const done = (message: string) => {
    showSuccessToast('drawer-done', message);
    void queryClient.invalidateQueries({ queryKey: drawerKeys.all });
  };
  const failed = (error: unknown) =>
    showErrorToast(
      'drawer-error',
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
    );
  const post = useMutation({
    mutationFn: async ({ path, body }: { path: string; body: unknown }) =>
      unwrap(await api.post<{ data: CashSession }>(`${apiPath('cash-sessions')}${path}`, body)).data,
    meta: { path: 'cash-sessions' },
    onError: failed,
  });
  const start = (next: Dialogs, initial: number | null = null) => {
    setAmount(initial);
    setAmountError(null);
    setReason('');
    setNote('');
    setDialog(next);
  };

  if (drawer.isPending) return null;
  const expected = session?.report.expected_cash ?? 0;

  return (
    <section
      aria-label={t('drawer.label')}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3 text-sm"
    >
      {session ? (
        <p>
          {t('drawer.open_since', {
            time: new Date(session.opened_at).toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
          })}{' '}
          · {t('drawer.expected', { amount: money(expected) })}
        </p>
      ) : (
        <p>{t('drawer.closed')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghostPrimary" size="small" {...appLink(cashSessionPaths.list())}>
          {t('drawer.past_sessions')}
        </Button>
        {session ? (
          <>
            <Button variant="outline" size="small" onClick={() => start('move')}>
              {t('drawer.move')}
            </Button>
            {/* The count starts empty: the cashier counts the drawer rather than confirming a figure. */}
            <Button variant="outline" size="small" onClick={() => start('close')}>
              {t('drawer.close')}
            </Button>
          </>
        ) : (
          <Button size="small" onClick={() => start('open', 0)}>
            {t('drawer.open')}
          </Button>
        )}
      </div>

      <Dialog
        open={dialog === 'open'}
        onClose={() => setDialog(null)}
        title={t('drawer.open_title')}
        closeLabel={t('pay.close')}
        footer={
          <Button
            loading={post.isPending}
            disabled={amountError !== null}
            onClick={() =>
              post.mutate(
                { path: '', body: { opening_float: amount ?? 0 } },
                {
                  onSuccess: () => {
                    setDialog(null);
                    done(t('drawer.opened'));
                  },
                },
              )
            }
          >
            {t('drawer.open')}
          </Button>
        }
      >
        <Field label={t('drawer.float')} error={amountError ?? undefined}>
          <MoneyInput currency={currency} value={amount} onChange={setAmount} onValidity={setAmountError} />
        </Field>
      </Dialog>

      <Dialog
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        title={t('drawer.move')}
        closeLabel={t('pay.close')}
        footer={
          <Button
            loading={post.isPending}
            disabled={!amount || reason.trim() === '' || amountError !== null}
            onClick={() =>
              session &&
              post.mutate(
                { path: `/${session.id}/movements`, body: { kind, amount, reason } },
                {
                  onSuccess: () => {
                    setDialog(null);
                    done(t('drawer.moved'));
                  },
                },
              )
            }
          >
            {t('drawer.save')}
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          <Field label={t('drawer.kind')}>
            <Select
              value={kind}
              onChange={(event) => setKind(event.target.value as 'in' | 'out')}
              options={[
                { value: 'out', label: t('drawer.out') },
                { value: 'in', label: t('drawer.in') },
              ]}
            />
          </Field>
          <Field label={t('drawer.amount')} error={amountError ?? undefined}>
            <MoneyInput currency={currency} value={amount} onChange={setAmount} onValidity={setAmountError} />
          </Field>
          <Field label={t('drawer.reason')}>
            <TextInput value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
        </div>
      </Dialog>

      <Dialog
        open={dialog === 'close'}
        onClose={() => setDialog(null)}
        title={t('drawer.close_title')}
        closeLabel={t('pay.close')}
        footer={
          <Button
            loading={post.isPending}
            disabled={amount === null || amountError !== null}
            onClick={() =>
              session &&
              amount !== null &&
              post.mutate(
                {
                  path: `/${session.id}/close`,
                  body: { counted_cash: amount, ...(note.trim() ? { note: note.trim() } : {}) },
                },
                {
                  onSuccess: (closed) => {
                    setReport(closed);
                    setDialog('report');
                    done(t('drawer.closed_done'));
                  },
                },
              )
            }
          >
            {t('drawer.close')}
          </Button>
        }
      >
        <div className="flex flex-col gap-2">
          <p>{t('drawer.expected', { amount: money(expected) })}</p>
          <Field label={t('drawer.counted')} error={amountError ?? undefined}>
            <MoneyInput currency={currency} value={amount} onChange={setAmount} onValidity={setAmountError} />
          </Field>
          <p aria-live="polite" data-testid="drawer-difference">
            {/* No difference until cash is counted: an empty count is not a count of zero. */}
            {t('drawer.difference', {
              amount: amount === null ? '—' : signedMoney(amount - expected, money),
            })}
          </p>
          {/* why the count differs (a torn note, change given from one's pocket), kept on the Z report */}
          <Field label={t('drawer.note')}>
            <TextInput value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </Field>
        </div>
      </Dialog>

      <Dialog
        open={dialog === 'report' && report !== null}
        onClose={() => setDialog(null)}
        title={t('drawer.report_title', { reference: report?.reference ?? '' })}
        closeLabel={t('pay.close')}
        footer={
          // Printed from the session's own page, made for paper: here the sale screen would print under it.
          <Button
            onClick={() => report && navigate(cashSessionPaths.detail(report.id), { state: { print: true } })}
          >
            {t('receipt.print')}
          </Button>
        }
      >
        {report && <ZReport session={report} money={money} />}
      </Dialog>
    </section>
  );
}
