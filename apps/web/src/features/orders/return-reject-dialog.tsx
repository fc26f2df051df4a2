import type { OrderReturn } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import type { ReturnDecisions } from './return-decisions.ts';

export interface ReturnRejectDialogProps {
  item: OrderReturn;
  decisions: ReturnDecisions;
  onClose: () => void;
}

/** Rejecting a return asks first, with an optional reason kept on the return and its order's timeline. */
export function ReturnRejectDialog({ item, decisions, onClose }: ReturnRejectDialogProps) {
  const { t } = useTranslation('orders');
  const [note, setNote] = useState('');
  const reject = () => decisions.rejectReturn(item.id, note, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('returns.reject_title', { reference: item.reference })}
      description={t('returns.reject_text')}
      closeLabel={t('pay.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('returns.cancel')}
          </Button>
          <Button variant="danger" loading={decisions.rejecting.isPending} onClick={reject}>
            {t('returns.reject_submit')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reject();
        }}
      >
        <Field label={t('returns.reject_reason')}>
          <TextArea value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
