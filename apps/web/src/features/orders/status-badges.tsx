import type { DeliveryMode, DeliveryStatus, OrderStatus, PaymentStatus } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import type { PaletteKey } from '../../components/ui/palette.ts';

const ORDER_COLOURS: Record<OrderStatus, PaletteKey> = {
  draft: 'yellow',
  quotation: 'sky',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
};
const PAYMENT_COLOURS: Record<PaymentStatus, PaletteKey> = {
  pending: 'amber',
  partially_paid: 'orange',
  paid: 'green',
  partially_credited: 'purple',
  fully_credited: 'indigo',
  cancelled: 'red',
};
const DELIVERY_COLOURS: Record<DeliveryStatus, PaletteKey> = {
  // apart from delivered's green at a glance: 'To collect' and 'Collected' looked alike in lime and green
  idle: 'indigo',
  pending: 'amber',
  taken_in_charge: 'sky',
  delivered: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Badge color={ORDER_COLOURS[status]}>{t(`status.${status}`)}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return <Badge color={PAYMENT_COLOURS[status]}>{t(`payment.${status}`)}</Badge>;
}

/** A pickup order is collected, not delivered: "To collect", "Collected" instead of the courier's words. */
export function DeliveryBadge({ status, mode }: { status: DeliveryStatus; mode?: DeliveryMode }) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={DELIVERY_COLOURS[status]}>
      {t(mode === 'pickup' ? `delivery_pickup.${status}` : `delivery.${status}`)}
    </Badge>
  );
}
