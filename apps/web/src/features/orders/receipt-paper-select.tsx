import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/class-names.ts';
import { Select } from '../../components/ui/select.tsx';
import { RECEIPT_PAPERS, receiptPaperOf } from './receipt-paper.ts';
import { useReceiptPaper } from './use-receipt-paper.ts';

/** "Receipt paper: 80 mm roll", beside a Print button: the choice is this device's, kept for the next receipts. */
export function ReceiptPaperSelect({ className }: { className?: string }) {
  const { t } = useTranslation('orders');
  const [paper, setPaper] = useReceiptPaper();
  const id = useId();
  return (
    <div className={cx('flex items-center gap-2 print:hidden', className)}>
      <label htmlFor={id} className="shrink-0 font-medium text-fg text-sm">
        {t('receipt.paper')}
      </label>
      <Select
        id={id}
        value={paper}
        onChange={(event) => setPaper(receiptPaperOf(event.target.value))}
        options={RECEIPT_PAPERS.map((value) => ({ value, label: t(`receipt.papers.${value}`) }))}
        className="w-auto"
      />
    </div>
  );
}
