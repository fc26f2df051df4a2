import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  pxToMm,
  RECEIPT_MEASURE_CLASS,
  RECEIPT_TICKET_CLASS,
  type ReceiptPaper,
  receiptPageCss,
} from './receipt-paper.ts';
import { useReceiptPaper } from './use-receipt-paper.ts';

/** The ticket's height in mm at its printed width and font: a copy laid out off screen (the ticket may be hidden). */
function measureTicket(ticket: Element): number {
  const box = document.createElement('div');
  box.className = RECEIPT_MEASURE_CLASS;
  box.setAttribute('aria-hidden', 'true');
  const copy = ticket.cloneNode(true) as Element;
  box.append(copy);
  document.body.append(box);
  const height = copy.getBoundingClientRect().height;
  box.remove();
  return pxToMm(height);
}

/**
 * The print style of the receipt on this device's paper (receiptPageCss), with a roll's length measured as printing
 * starts: 'beforeprint' comes from window.print() and from the browser's own Print alike, and the page is laid out
 * for paper only after it.
 */
export function ReceiptPrintStyle() {
  const [paper] = useReceiptPaper();
  const [measured, setMeasured] = useState<{ paper: ReceiptPaper; height: number } | null>(null);

  // A layout effect: a kept sale's receipt mounts and prints in one go (usePrintKeptSale).
  useLayoutEffect(() => {
    const measure = () => {
      const ticket = document.querySelector(`.${RECEIPT_TICKET_CLASS}`);
      if (!ticket) return;
      const height = measureTicket(ticket);
      flushSync(() => setMeasured({ paper, height }));
    };
    window.addEventListener('beforeprint', measure);
    return () => window.removeEventListener('beforeprint', measure);
  }, [paper]);

  return <style>{receiptPageCss(paper, measured?.paper === paper ? measured.height : undefined)}</style>;
}
