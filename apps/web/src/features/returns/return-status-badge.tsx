import type { OrderReturn, ReturnStatus } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import type { PaletteKey } from '../../components/ui/palette.ts';

const COLOURS: Record<ReturnStatus, PaletteKey> = { requested: 'amber', approved: 'green', rejected: 'red' };

/** Where a return stands; once approved, how the customer was paid back (credit note or refund). */
export function ReturnStatusBadge({ item }: { item: OrderReturn }) {
  const { t } = useTranslation('orders');
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge color={COLOURS[item.status]}>{t(`returns.list.statuses.${item.status}`)}</Badge>
      {item.status === 'approved' && item.resolution && (
        <span className="text-fg-muted text-xs">{t(`returns.resolutions.${item.resolution}`)}</span>
      )}
    </span>
  );
}
