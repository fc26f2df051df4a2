import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@comptoir/core';
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
  idle: 'lime',
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

export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('orders');
  return <Badge color={DELIVERY_COLOURS[status]}>{t(`delivery.${status}`)}</Badge>;
}
