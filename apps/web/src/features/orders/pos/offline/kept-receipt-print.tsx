import { type PriceOrderResult, receiptChange } from '@comptoir/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../../app/use-date-time.ts';
import { PrintOnly } from '../../../../components/ui/print-only.tsx';
import { ReceiptPrintStyle } from '../../receipt-print-style.tsx';
import type { PrintedReceiptSale } from '../../receipt-text.ts';
import { ReceiptTicket } from '../../receipt-ticket.tsx';
import type { Basket } from '../../sale/basket.ts';
import { keptSaleReceipt } from './kept-receipt.ts';
import type { OutboxSale } from './outbox.ts';

/** What a kept sale's receipt needs beyond the sale: line totals as the counter prices them, the methods, the shop. */
export interface KeptReceiptSource {
  /** the basket priced as the counter prices it */
  priceBasket: (basket: Basket) => Pick<PriceOrderResult, 'lines' | 'tax_total'>;
  methods: readonly { id: string; name: string; kind: string }[];
  shopName: string;
}

/** A kept sale's receipt, its number replaced by "sale of 30/11 15:32, number to follow". */
export function useKeptSaleReceipt({ priceBasket, methods }: KeptReceiptSource) {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime({ compact: true });
  return (sale: OutboxSale): PrintedReceiptSale =>
    keptSaleReceipt(sale, {
      priced: priceBasket(sale.basket),
      methods,
      reference: t('pos.offline.receipt_reference', { time: dateTime(sale.soldAt) }),
    });
}

/**
 * Which kept sale is on paper (its key), and the call that prints one: its receipt is rendered first, then the
 * browser's print opens (synchronously: the receipt must be in the page by then). It stays rendered while its dialog
 * is open, so the browser's own Print gives it too.
 */
export function usePrintKeptSale() {
  const [printing, setPrinting] = useState<string | null>(null);
  const print = (key: string) => {
    flushSync(() => setPrinting(key));
    window.print();
  };
  return [printing, print] as const;
}

interface KeptReceiptPrintProps {
  sale: OutboxSale;
  receipt: PrintedReceiptSale;
  shopName: string;
  money: (minor: number) => string;
  /** the change the counter gave back, for a payment kept without the cash handed over */
  change?: number;
}

/**
 * A kept sale's receipt as the online receipt page prints it, on this device's receipt paper, "number to follow" in
 * place of its number.
 */
export function KeptReceiptPrint({ sale, receipt, shopName, money, change = 0 }: KeptReceiptPrintProps) {
  const { t } = useTranslation('orders');
  return (
    <PrintOnly>
      <ReceiptPrintStyle />
      <ReceiptTicket
        sale={receipt}
        shopName={shopName}
        heading={t('pos.offline.receipt_heading')}
        madeAt={sale.soldAt}
        // kept with the cash payment (what was handed over), as the online receipt reads it
        change={receiptChange(receipt) || change}
        money={money}
      />
    </PrintOnly>
  );
}
