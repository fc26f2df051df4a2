import { useState } from 'react';
import type { Basket } from '../../sale/basket.ts';
import type { KeptReceiptSource } from './kept-receipt-print.tsx';
import { OfflineBar } from './offline-bar.tsx';
import { useCatalogueRefresh, useOfflineCatalogue } from './offline-catalogue.ts';
import { OfflineSaleDialog } from './offline-sale-dialog.tsx';
import { type OutboxSale, removeSale, retrySale } from './outbox.ts';
import { OutboxDialog } from './outbox-dialog.tsx';
import { useSentNotice } from './outbox-sender.tsx';
import { sendOutbox, useOutbox } from './outbox-store.ts';
import { useOnline } from './use-online.ts';
import { useOutboxSync } from './use-outbox-sync.ts';

export interface KeptSale {
  sale: OutboxSale;
  change: number;
}

interface OfflineCounterProps {
  companyId: string;
  money: (minor: number) => string;
  /** what a kept sale's receipt needs: line totals as the counter prices them, the methods' names, the shop */
  receipt: KeptReceiptSource;
  basket: Basket;
  onBasket: (basket: Basket) => void;
  /** the sale just kept on the device (shown in place of the receipt), null when none */
  kept: KeptSale | null;
  onKeptClose: () => void;
}

/**
 * What lets the counter sell without a connection: the product list kept on the device, the outbox sending kept
 * sales when the server answers again, and what the cashier sees of both (the bar, the outbox, the kept sale).
 */
export function OfflineCounter({
  companyId,
  money,
  receipt,
  basket,
  onBasket,
  kept,
  onKeptClose,
}: OfflineCounterProps) {
  const online = useOnline();
  const catalogue = useOfflineCatalogue(companyId);
  const [outbox, saveOutbox] = useOutbox(companyId);
  const [reviewing, setReviewing] = useState(false);
  useCatalogueRefresh(companyId);

  const onSent = useSentNotice();
  useOutboxSync(companyId, onSent);

  return (
    <>
      <OfflineBar online={online} outbox={outbox} catalogue={catalogue} onReview={() => setReviewing(true)} />
      <OutboxDialog
        open={reviewing}
        onClose={() => setReviewing(false)}
        sales={outbox}
        money={money}
        receipt={receipt}
        online={online}
        basketBusy={basket.lines.length > 0}
        onSendNow={() =>
          void sendOutbox(companyId).then((sent) => {
            if (sent > 0) onSent(sent);
          })
        }
        onRetry={(key) => saveOutbox(retrySale(outbox, key))}
        onToBasket={(key) => {
          const sale = outbox.find((queued) => queued.key === key);
          if (!sale) return;
          saveOutbox(removeSale(outbox, key));
          onBasket(sale.basket);
          setReviewing(false);
        }}
        onDiscard={(key) => saveOutbox(removeSale(outbox, key))}
      />
      <OfflineSaleDialog kept={kept} money={money} {...receipt} onClose={onKeptClose} />
    </>
  );
}
