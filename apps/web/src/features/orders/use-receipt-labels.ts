import { useTranslation } from 'react-i18next';
import type { ReceiptLabels } from './receipt-text.ts';

/** A receipt's words in the user's language: the receipt page's and a kept sale's. */
export function useReceiptLabels(): ReceiptLabels {
  const { t } = useTranslation('orders');
  return {
    shipping: t('totals.shipping'),
    total: t('totals.total'),
    paid: t('totals.paid'),
    due: t('totals.balance_due'),
    paidWith: t('receipt.paid_with'),
    refund: t('payments.kinds.refund'),
    change: t('receipt.change'),
    thanks: t('receipt.thanks'),
    customer: (name: string) => t('receipt.customer', { name }),
    reference: (reference: string) => t('receipt.reference', { reference }),
  };
}
