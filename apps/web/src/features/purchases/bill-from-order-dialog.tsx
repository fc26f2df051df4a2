import type { BillingBasis, PurchaseOrder } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { billPurchaseOrder } from './api.ts';
import { firstErrors } from './purchase-ui.tsx';

export interface BillFromOrderDialogProps {
  order: PurchaseOrder;
  open: boolean;
  onClose: () => void;
  onBilled: (billId: string) => void | Promise<void>;
}

/** Draws a draft bill from the order: what was received (default) or everything ordered, not billed yet. */
export function BillFromOrderDialog({ order, open, onClose, onBilled }: BillFromOrderDialogProps) {
  const { t } = useTranslation('purchases');
  const [basis, setBasis] = useState<BillingBasis>(order.received_quantity > 0 ? 'received' : 'ordered');
  const [reference, setReference] = useState('');
  const [billDate, setBillDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const result = await billPurchaseOrder(order.id, {
      basis,
      ...(reference.trim() ? { supplier_reference: reference.trim() } : {}),
      ...(billDate ? { bill_date: billDate } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        const fields = firstErrors(result.error.errors);
        setErrors(Object.keys(fields).length > 0 ? fields : { _: result.error.message });
      }
      return;
    }
    await onBilled(result.data.data.id);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('bill_from_order.title')}
      description={t('bill_from_order.description')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} loadingLabel={t('common.working')} onClick={() => void submit()}>
            {t('bill_from_order.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {errors._ && (
          <p role="alert" className="text-danger-text text-sm">
            {errors._}
          </p>
        )}
        <Field label={t('bill_from_order.basis')} error={errors.basis}>
          <Select
            value={basis}
            onChange={(event) => setBasis(event.target.value as BillingBasis)}
            options={[
              { value: 'received', label: t('bill_from_order.received') },
              { value: 'ordered', label: t('bill_from_order.ordered') },
            ]}
          />
        </Field>
        <Field label={t('bills.supplier_reference')} error={errors.supplier_reference}>
          <TextInput
            value={reference}
            maxLength={120}
            onChange={(event) => setReference(event.target.value)}
          />
        </Field>
        <Field label={t('bills.bill_date')} hint={t('bill_from_order.date_hint')} error={errors.bill_date}>
          <TextInput type="date" value={billDate} onChange={(event) => setBillDate(event.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
