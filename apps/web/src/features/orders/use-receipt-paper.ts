import { RECEIPT_PAPER_KEY } from '../../stores/storage-keys.ts';
import { type StoredValue, useStoredValue } from '../../stores/use-stored-value.ts';
import { type ReceiptPaper, receiptPaperOf } from './receipt-paper.ts';

const receiptPaperStore: StoredValue<ReceiptPaper> = {
  key: RECEIPT_PAPER_KEY,
  read: (storage) => receiptPaperOf(storage.getItem(RECEIPT_PAPER_KEY)),
  write: (storage, paper) => {
    try {
      storage.setItem(RECEIPT_PAPER_KEY, paper);
    } catch {
      // a full or refused storage: the receipt prints on the paper it had
    }
  },
};

/** The paper this device prints receipts on (80 mm roll unless chosen), and the call that changes it. */
export const useReceiptPaper = () => useStoredValue(receiptPaperStore);
