/** The paper this device prints receipts on: a thermal roll 80 or 58 mm wide, or an A4 sheet. */
export const RECEIPT_PAPERS = ['80mm', '58mm', 'a4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
export const DEFAULT_RECEIPT_PAPER: ReceiptPaper = '80mm';

/** The paper a stored or chosen value names; anything else (missing, an old value, garbage) is the default. */
export const receiptPaperOf = (value: unknown): ReceiptPaper =>
  RECEIPT_PAPERS.includes(value as ReceiptPaper) ? (value as ReceiptPaper) : DEFAULT_RECEIPT_PAPER;

/** Sizes in millimetres, the font in points. */
interface PaperLayout {
  /** a roll's width; its length follows the ticket */
  roll: number | null;
  margin: { block: number; inline: number };
  /** what the head prints across: 48 mm of a 58 mm roll, 72 mm of an 80 mm one */
  ticket: number;
  font: number;
}

const PAPER_LAYOUTS: Record<ReceiptPaper, PaperLayout> = {
  '80mm': { roll: 80, margin: { block: 3, inline: 4 }, ticket: 72, font: 10 },
  '58mm': { roll: 58, margin: { block: 3, inline: 5 }, ticket: 48, font: 8.5 },
  a4: { roll: null, margin: { block: 15, inline: 15 }, ticket: 100, font: 11 },
};

/** A roll's length when the ticket was not measured (printing from outside the browser's print events). */
export const UNMEASURED_ROLL_LENGTH = 297;
/** Beyond the ticket's measured height, so that rounding never spills a line onto a second page (one more cut). */
const ROLL_SLACK = 4;

export const RECEIPT_TICKET_CLASS = 'receipt-ticket';
/** Where a copy of the ticket is laid out at its printed width and font, off screen, to measure its length. */
export const RECEIPT_MEASURE_CLASS = 'receipt-measure';

export const pxToMm = (px: number) => (px * 25.4) / 96;

/**
 * The print style of a receipt on `paper`. The page is the paper, the ticket as wide as the head prints, its font
 * sized for it, and the elements around the ticket stripped of their spacing (the app's shell pads its content).
 * A roll's page is as long as the ticket (`ticketHeight`, in mm, measured as printing starts), not a fixed length:
 * `size: 80mm auto` is not valid CSS (browsers drop the whole declaration) and a single length is a square page.
 */
export function receiptPageCss(paper: ReceiptPaper, ticketHeight?: number): string {
  const layout = PAPER_LAYOUTS[paper];
  const { block, inline } = layout.margin;
  const length =
    ticketHeight && ticketHeight > 0
      ? Math.ceil(ticketHeight + 2 * block + ROLL_SLACK)
      : UNMEASURED_ROLL_LENGTH;
  const size = layout.roll === null ? 'A4' : `${layout.roll}mm ${length}mm`;
  const ticket = `.${RECEIPT_TICKET_CLASS}`;
  const ticketRules = `width: ${layout.ticket}mm !important; max-width: none !important; margin: ${layout.roll === null ? '0 auto' : '0'} !important;
    padding: 0 !important; border: 0 !important; border-radius: 0 !important; font-size: ${layout.font}pt !important;`;
  return `@page { size: ${size}; margin: ${block}mm ${inline}mm; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body *:has(${ticket}) { margin: 0 !important; padding: 0 !important; border: 0 !important; gap: 0 !important; min-height: 0 !important; }
  ${ticket} { ${ticketRules} }
}
.${RECEIPT_MEASURE_CLASS} { position: absolute; top: 0; left: -10000px; visibility: hidden; }
.${RECEIPT_MEASURE_CLASS} > ${ticket} { ${ticketRules} }`;
}
