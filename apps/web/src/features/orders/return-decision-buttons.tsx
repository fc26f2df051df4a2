import type { OrderReturn } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { ReturnDecisions } from './return-decisions.ts';

export interface ReturnDecisionButtonsProps {
  item: OrderReturn;
  decisions: ReturnDecisions;
  /** opens the approval dialog for this return */
  onApprove: () => void;
  /** the approval dialog is getting ready for this return */
  approving?: boolean;
}

/** "Approve…" (opens the dialog) and "Reject" (at once) for a requested return. */
export function ReturnDecisionButtons({ item, decisions, onApprove, approving }: ReturnDecisionButtonsProps) {
  const { t } = useTranslation('orders');
  const { rejecting } = decisions;
  return (
    <span className="flex flex-wrap gap-2">
      <Button size="small" loading={approving} disabled={rejecting.isPending} onClick={onApprove}>
        {t('returns.approve')}
      </Button>
      <Button
        size="small"
        variant="ghostDanger"
        loading={rejecting.isPending && rejecting.variables === item.id}
        disabled={rejecting.isPending}
        onClick={() => decisions.rejectReturn(item.id)}
      >
        {t('returns.reject')}
      </Button>
    </span>
  );
}
