import type { Delivery } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { orderKeys } from '../orders/api.ts';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { assignCourier, couriersQuery, deliveryKeys, deliveryListQuery, moveDelivery } from './api.ts';
import { DeliveryCard } from './delivery-card.tsx';
import { ProofPhotoField, useProofPhoto } from './proof-photo.tsx';

const VIEWS = { todo: 'pending,taken_in_charge', delivered: 'delivered', all: '' } as const;
type View = keyof typeof VIEWS;

/**
 * /deliveries: for a courier, their run of the day (and the deliveries nobody took yet) with call,
 * WhatsApp, take, deliver with the cash collected and a photo of the handover, or bring back; for
 * the office, every delivery with the courier to give it to.
 */
export function DeliveriesPage() {
  const { t } = useTranslation('deliveries');
  const queryClient = useQueryClient();
  const session = useProductSession();
  const [params, setParams] = useSearchParams();
  const view: View = (params.get('view') as View) in VIEWS ? (params.get('view') as View) : 'todo';
  const canView = session.can('deliveries.view');
  const isCourier = session.profile?.role === 'courrier';
  const list = useQuery({
    ...deliveryListQuery({
      per_page: 50,
      sort: '-created_at',
      ...(VIEWS[view] ? { filter: { status: VIEWS[view] } } : {}),
    }),
    enabled: canView,
  });
  const couriers = useQuery({
    ...couriersQuery(),
    enabled: canView && !isCourier && session.can('users.view'),
  });
  const [delivering, setDelivering] = useState<Delivery | null>(null);
  const [note, setNote] = useState('');
  const [cash, setCash] = useState<number | null>(null);
  // Why the cash typed is not an amount: the field then keeps its last good value, not what the courier sees.
  const [cashError, setCashError] = useState<string | null>(null);
  const photo = useProofPhoto();
  const proof = photo.state;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const failed = (error: unknown) =>
    showErrorToast(
      'delivery-error',
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
    );
  const move = useMutation({
    mutationFn: (args: {
      id: string;
      status: string;
      note?: string;
      cash_collected?: number;
      proof_media_id?: string;
    }) =>
      moveDelivery(args.id, {
        status: args.status,
        ...(args.note ? { note: args.note } : {}),
        ...(args.cash_collected ? { cash_collected: args.cash_collected } : {}),
        ...(args.proof_media_id ? { proof_media_id: args.proof_media_id } : {}),
      }),
    meta: { path: 'deliveries' },
    onSuccess: (delivery) => {
      showSuccessToast(
        'delivery-moved',
        t('moved', { reference: delivery.order_reference, status: t(`status.${delivery.status}`) }),
      );
      setDelivering(null);
      refresh();
    },
    onError: failed,
  });
  const assign = useMutation({
    mutationFn: (args: { id: string; courierId: string | null }) => assignCourier(args.id, args.courierId),
    meta: { path: 'deliveries' },
    onSuccess: (delivery) => {
      // The status does not change on assignment: say it was saved.
      showSuccessToast(
        'delivery-assigned',
        delivery.courier_name
          ? t('assigned', { reference: delivery.order_reference, courier: delivery.courier_name })
          : t('unassigned', { reference: delivery.order_reference }),
      );
      refresh();
    },
    onError: failed,
  });

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('forbidden')}</p>;
  const deliveries = list.data?.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-2xl">{isCourier ? t('title_courier') : t('title')}</h1>
      <nav aria-label={t('views.label')} className="flex flex-wrap gap-2">
        {(Object.keys(VIEWS) as View[]).map((key) => (
          <Button
            key={key}
            variant={key === view ? 'primary' : 'outline'}
            size="small"
            aria-current={key === view ? 'page' : undefined}
            onClick={() =>
              setParams(key === 'todo' ? new URLSearchParams() : new URLSearchParams({ view: key }))
            }
          >
            {t(`views.${key}`)}
          </Button>
        ))}
      </nav>
      {list.isPending ? (
        <Skeleton label={t('loading')} lines={6} />
      ) : list.isError ? (
        <p role="alert">{list.error.message || t('errors.generic')}</p>
      ) : deliveries.length === 0 ? (
        <EmptyState title={t('empty')} description={t('empty_text')} />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {deliveries.map((delivery) => (
            <DeliveryCard
              key={delivery.id}
              delivery={delivery}
              money={session.money}
              couriers={isCourier ? null : (couriers.data ?? [])}
              busy={move.isPending || assign.isPending}
              onAssign={(d, courierId) => assign.mutate({ id: d.id, courierId })}
              onMove={(d, status) => {
                if (status === 'delivered') {
                  setNote('');
                  setCash(d.balance_due > 0 ? d.balance_due : null);
                  setCashError(null);
                  photo.clear();
                  setDelivering(d);
                } else move.mutate({ id: d.id, status });
              }}
            />
          ))}
        </div>
      )}
      <Dialog
        open={delivering !== null}
        onClose={() => setDelivering(null)}
        title={t('deliver.title', { reference: delivering?.order_reference ?? '' })}
        closeLabel={t('deliver.close')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDelivering(null)}>
              {t('deliver.back')}
            </Button>
            <Button
              variant="success"
              loading={move.isPending}
              disabled={proof.status === 'uploading' || cashError !== null}
              onClick={() =>
                delivering &&
                move.mutate({
                  id: delivering.id,
                  status: 'delivered',
                  note,
                  ...(cash ? { cash_collected: cash } : {}),
                  ...(proof.status === 'done' ? { proof_media_id: proof.mediaId } : {}),
                })
              }
            >
              {t('deliver.confirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Field label={t('deliver.cash')} hint={t('deliver.cash_hint')} error={cashError ?? undefined}>
            <MoneyInput
              currency={session.currency}
              value={cash}
              onChange={setCash}
              onValidity={setCashError}
            />
          </Field>
          <Field label={t('deliver.note')}>
            <TextArea value={note} onChange={(event) => setNote(event.target.value)} rows={2} />
          </Field>
          <ProofPhotoField photo={photo} />
        </div>
      </Dialog>
    </div>
  );
}
