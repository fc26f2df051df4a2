import type { OrderReturn } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { ReturnDecisions } from './return-decisions.ts';
import { ReturnRejectDialog } from './return-reject-dialog.tsx';

export interface ReturnDecisionButtonsProps {
  item: OrderReturn;
  decisions: ReturnDecisions;
  /** opens the approval dialog for this return */
  onApprove: () => void;
  /** the approval dialog is getting ready for this return */
  approving?: boolean;
}

/** "Approve…" (opens the approval dialog) and "Reject…" (asks first, with an optional reason) for a requested return. */
export function ReturnDecisionButtons({ item, decisions, onApprove, approving }: ReturnDecisionButtonsProps) {
  const { t } = useTranslation('orders');
  const [asking, setAsking] = useState(false);
  return (
    <span className="flex flex-wrap gap-2">
      <Button size="small" loading={approving} onClick={onApprove}>
        {t('returns.approve')}
      </Button>
      <Button size="small" variant="ghostDanger" onClick={() => setAsking(true)}>
        {t('returns.reject')}
      </Button>
      {asking && <ReturnRejectDialog item={item} decisions={decisions} onClose={() => setAsking(false)} />}
    </span>
  );
}
