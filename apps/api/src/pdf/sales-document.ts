import { amountInWords, type Locale } from '@comptoir/core';
import type { DocumentLine, DocumentParty, DocumentTaxLine } from '../db/schema/documents.ts';
import type { PdfLogo } from './company-logo.ts';
import {
  drawHeader,
  drawLinesTable,
  drawParagraph,
  drawParties,
  drawSection,
  drawTotals,
  latin1,
  lineName,
  MARGIN,
  type PdfColumn,
  type PdfTotal,
  pdfFormats,
  startPdf,
  taxTotal,
} from './layout.ts';

/** Column x positions and widths: item, quantity, unit price, discount, amount. */
const COLUMNS: PdfColumn[] = [
  { key: 'item', x: MARGIN, width: 215, align: 'left' },
  { key: 'quantity', x: MARGIN + 220, width: 45, align: 'right' },
  { key: 'unit_price', x: MARGIN + 270, width: 85, align: 'right' },
  { key: 'discount', x: MARGIN + 360, width: 70, align: 'right' },
  { key: 'amount', x: MARGIN + 435, width: 80, align: 'right' },
];

/** What the renderer needs of an issued document. */
export interface PrintableDocument {
  kind: 'quotation' | 'invoice' | 'credit_note';
  reference: string;
  currency: string;
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  lines: DocumentLine[];
  tax_lines: DocumentTaxLine[];
  seller: DocumentParty;
  buyer: DocumentParty | null;
  notes: string | null;
  issued_at: Date;
  due_at: Date | null;
  /** a quotation's last valid day (YYYY-MM-DD) */
  valid_until?: string | null;
  /** print the total in words under the totals */
  amount_in_words?: boolean;
  /** the reference of the invoice a credit note corrects */
  credits?: string | null;
  /** the public page where an invoice can be paid online */
  public_url?: string | null;
  /** the seller's logo as it was when the document was issued (loadLogo), printed top-left */
  logo?: PdfLogo | null;
}

/**
 * An invoice, credit note or quotation (A4) in the language it was issued in: the company's
 * details, the customer, the lines, the taxes broken down with their base, and the totals in the
 * document's currency format.
 */
export function renderSalesDocument(document: PrintableDocument, locale: Locale): Promise<Buffer> {
  const { pdf, done } = startPdf(document.reference);
  const formats = pdfFormats(locale, 'invoices', document.currency);
  const { currency, label, money, date, day } = formats;

  const meta = [label.field('number', document.reference), label.field('date', date(document.issued_at))];
  if (document.kind === 'invoice')
    meta.push(label.field('due', document.due_at ? date(document.due_at) : label('on_receipt')));
  if (document.kind === 'quotation' && document.valid_until)
    meta.push(label.field('valid_until', day(document.valid_until)));
  if (document.credits) meta.push(label('credits', { reference: document.credits }));
  drawHeader(
    pdf,
    { company: document.seller, logo: document.logo, title: label(document.kind), meta },
    label,
  );

  if (document.buyer) {
    const heading = document.kind === 'quotation' ? 'prepared_for' : 'billed_to';
    drawParties(pdf, [{ heading: label(heading), party: document.buyer }], label);
  }

  const rows = document.lines.map((line) => [
    lineName(line),
    String(line.quantity),
    money(line.price),
    line.discount > 0 ? money(line.discount) : '',
    money(line.total - line.tax_total),
  ]);
  drawLinesTable(pdf, COLUMNS, rows, label);

  // Totals, right: subtotal, discounts, each tax with its base, total.
  const totals: PdfTotal[] = [{ name: label('subtotal'), value: money(document.subtotal) }];
  if (document.discount_total > 0)
    totals.push({ name: label('discounts'), value: `-${money(document.discount_total)}` });
  for (const tax of document.tax_lines) totals.push(taxTotal(tax, formats, locale));
  totals.push({ name: label('total'), value: money(document.total), bold: true });
  drawTotals(pdf, totals);

  if (document.amount_in_words) {
    const words = amountInWords(document.total, currency, locale);
    const amount = words.charAt(0).toUpperCase() + words.slice(1);
    drawParagraph(pdf, label('in_words', { amount }), 'Helvetica-Oblique');
  }
  // Payment terms: when an invoice is due and where to pay it; how long a quotation holds.
  const terms: string[] = [];
  if (document.kind === 'invoice') {
    terms.push(
      document.due_at ? label('terms_due', { date: date(document.due_at) }) : label('terms_on_receipt'),
    );
    if (document.public_url) terms.push(label('pay_online', { url: document.public_url }));
  }
  if (document.kind === 'quotation' && document.valid_until)
    terms.push(label('terms_valid', { date: day(document.valid_until) }));
  if (terms.length > 0) drawSection(pdf, label('terms'), terms);
  if (document.notes) drawSection(pdf, label('notes'), [latin1(document.notes)], 1.5);
  pdf.end();
  return done;
}
