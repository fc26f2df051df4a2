import { type Locale, taxSummary } from '@comptoir/core';
import type { DocumentParty } from '../db/schema/documents.ts';
import type { AppliedPurchaseTaxRow } from '../db/schema/purchases.ts';
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
  pdfFormats,
  startPdf,
  taxTotal,
} from './layout.ts';

/** Column x positions and widths: item, SKU, quantity, unit cost, amount before taxes. */
const COLUMNS: PdfColumn[] = [
  { key: 'item', x: MARGIN, width: 210, align: 'left' },
  { key: 'sku', x: MARGIN + 215, width: 80, align: 'left' },
  { key: 'quantity', x: MARGIN + 300, width: 45, align: 'right' },
  { key: 'unit_cost', x: MARGIN + 350, width: 80, align: 'right' },
  { key: 'amount', x: MARGIN + 435, width: 80, align: 'right' },
];

export interface PrintablePurchaseOrder {
  /** null while not approved: the PDF then says it is a draft */
  reference: string | null;
  status: string;
  currency: string;
  subtotal: number;
  tax_total: number;
  total: number;
  expected_at: string | null;
  notes: string | null;
  /** approval date, else creation date */
  date: Date;
  company: DocumentParty;
  /** the company's logo as it is now (a purchase order is not an issued document: nothing is frozen) */
  logo?: PdfLogo | null;
  supplier: DocumentParty & { contact_name?: string | null };
  deliver_to: { name: string; address?: string | null; city?: string | null; country?: string | null };
  lines: {
    title: string;
    variant_title: string | null;
    sku: string | null;
    quantity: number;
    unit_cost: number;
    subtotal: number;
    tax_total: number;
    taxes: AppliedPurchaseTaxRow[];
  }[];
}

/**
 * A purchase order (A4) in the company's language, laid out like its invoices: the company, the
 * supplier it is sent to, where and when the goods are expected, the lines at cost, the taxes with
 * their base, and the totals in the order's currency.
 */
export function renderPurchaseOrder(order: PrintablePurchaseOrder, locale: Locale): Promise<Buffer> {
  const { pdf, done } = startPdf(order.reference ?? 'draft');
  const formats = pdfFormats(locale, 'purchases', order.currency);
  const { label, money, date, day } = formats;

  const meta = [
    label.field('number', order.reference ?? label('draft')),
    label.field('date', date(order.date)),
  ];
  if (order.expected_at) meta.push(label.field('expected', day(order.expected_at)));
  drawHeader(pdf, { company: order.company, logo: order.logo ?? null, title: label('title'), meta }, label);

  // The supplier, left; where to deliver, right.
  drawParties(
    pdf,
    [
      { heading: label('supplier'), party: order.supplier, extra: [order.supplier.contact_name] },
      { heading: label('deliver_to'), party: order.deliver_to },
    ],
    label,
  );

  const rows = order.lines.map((line) => [
    lineName(line),
    latin1(line.sku ?? ''),
    String(line.quantity),
    money(line.unit_cost),
    money(line.subtotal),
  ]);
  drawLinesTable(pdf, COLUMNS, rows, label);

  // Totals, right: subtotal, each tax with its base, total.
  const summary = taxSummary(order.lines.map((line) => ({ net: line.subtotal, taxes: line.taxes })));
  drawTotals(pdf, [
    { name: label('subtotal'), value: money(order.subtotal) },
    ...summary.map((tax) => taxTotal(tax, formats, locale)),
    { name: label('total'), value: money(order.total), bold: true },
  ]);
  if (order.expected_at) drawParagraph(pdf, label('expected_note', { date: day(order.expected_at) }));
  if (order.notes) drawSection(pdf, label('notes'), [latin1(order.notes)], 1.5);
  pdf.end();
  return done;
}
