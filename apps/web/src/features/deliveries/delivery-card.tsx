import { type Delivery, nextDeliveryStatuses } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { DeliveryBadge } from '../orders/status-badges.tsx';

export interface DeliveryCardProps {
  delivery: Delivery;
  money: (minor: number) => string;
  /** Offer the courier list (admins and managers); null for a courier. */
  couriers: { id: string; name: string }[] | null;
  busy: boolean;
  onMove: (delivery: Delivery, status: string) => void;
  onAssign: (delivery: Delivery, courierId: string | null) => void;
}

/** One delivery as a courier needs it on a phone: where, who to call, what to collect, what to do next. */
export function DeliveryCard({ delivery, money, couriers, busy, onMove, onAssign }: DeliveryCardProps) {
  const { t } = useTranslation('deliveries');
  const address = delivery.address
    ? [delivery.address.line1, delivery.address.district, delivery.address.city].filter(Boolean).join(', ')
    : null;
  const phone = delivery.contact_phone;
  const moves = nextDeliveryStatuses(delivery.status).filter((status) => status !== 'idle');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The natural next step stands out: taking a waiting delivery, then delivering it. "Delivered"
  // straight from waiting stays possible, but not as the button a thumb lands on first.
  const variantOf = (status: string) => {
    if (status === 'cancelled') return 'ghostDanger' as const;
    if (status === 'delivered')
      return delivery.status === 'pending' ? ('outline' as const) : ('success' as const);
    if (status === 'taken_in_charge') return 'primary' as const;
    return 'outline' as const;
  };

  return (
    <article
      aria-labelledby={`delivery-${delivery.id}`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`delivery-${delivery.id}`} className="font-semibold">
          {t('card.title', {
            reference: delivery.order_reference,
            customer: delivery.customer_name ?? t('card.no_customer'),
          })}
        </h2>
        <DeliveryBadge status={delivery.status} />
      </header>
      {address && <p>{address}</p>}
      {delivery.instructions && <p className="text-fg-muted text-sm">{delivery.instructions}</p>}
      {delivery.proof_thumbnail_url && (
        <a
          href={delivery.proof_url ?? delivery.proof_thumbnail_url}
          target="_blank"
          rel="noreferrer"
          className="flex w-fit items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-primary"
        >
          <img
            src={delivery.proof_thumbnail_url}
            alt={t('card.proof_alt', { reference: delivery.order_reference })}
            className="size-16 rounded-md border border-line object-cover"
            loading="lazy"
          />
          <span className="text-sm underline">{t('card.proof')}</span>
        </a>
      )}
      {delivery.last_note && delivery.status === 'delivered' && (
        <p className="text-fg-muted text-sm">{t('card.last_note', { note: delivery.last_note })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {phone && (
          <>
            <Button variant="outline" size="small" href={`tel:+${phone}`}>
              {t('card.call')}
            </Button>
            <Button
              variant="outline"
              size="small"
              href={`https://wa.me/${phone}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('card.whatsapp')}
            </Button>
          </>
        )}
      </div>
      <p className="text-sm">
        {delivery.balance_due > 0
          ? t('card.to_collect', { amount: money(delivery.balance_due) })
          : t('card.nothing_to_collect')}
      </p>
      {couriers && (
        <Field label={t('card.courier')}>
          <Select
            value={delivery.courier_id ?? ''}
            onChange={(event) => onAssign(delivery, event.target.value || null)}
            placeholder={t('card.nobody')}
            options={couriers.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
      )}
      {!couriers && delivery.courier_name && (
        <p className="text-fg-muted text-sm">{t('card.courier_is', { name: delivery.courier_name })}</p>
      )}
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) => (
            <Button
              key={status}
              variant={variantOf(status)}
              disabled={busy}
              onClick={() => (status === 'cancelled' ? setConfirmingCancel(true) : onMove(delivery, status))}
            >
              {t(`moves.${status}`)}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={t('cancel.title', { reference: delivery.order_reference })}
        text={t('cancel.text')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        workingLabel={t('cancel.working')}
        variant="danger"
        busy={busy}
        onConfirm={() => {
          setConfirmingCancel(false);
          onMove(delivery, 'cancelled');
        }}
        onClose={() => setConfirmingCancel(false)}
      />
    </article>
  );
}
