import { formatMoney, getCurrency, type Locale, taxSummary } from '@comptoir/core';
import PDFDocument from 'pdfkit';
import type { DocumentParty } from '../db/schema/documents.ts';
import type { AppliedPurchaseTaxRow } from '../db/schema/purchases.ts';
import { t } from '../i18n/messages.ts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = MARGIN + CONTENT_WIDTH;

/** Column x positions and widths: item, SKU, quantity, unit cost, amount before taxes. */
const COLUMNS = [
  { key: 'item', x: MARGIN, width: 210, align: 'left' as const },
  { key: 'sku', x: MARGIN + 215, width: 80, align: 'left' as const },
  { key: 'quantity', x: MARGIN + 300, width: 45, align: 'right' as const },
  { key: 'unit_cost', x: MARGIN + 350, width: 80, align: 'right' as const },
  { key: 'amount', x: MARGIN + 435, width: 80, align: 'right' as const },
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

const formatRate = (rate: string | null, locale: Locale) =>
  rate === null
    ? ''
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(rate))} %`;

/** Standard PDF fonts are Latin-1: narrow no-break spaces (French grouping) become plain spaces. */
const latin1 = (text: string) => text.replace(/[\u202f\u2009]/g, ' ').replace(/[^\x20-\xff\n]/g, '?');

/**
 * A purchase order (A4) in the company's language, laid out like its invoices: the company, the
 * supplier it is sent to, where and when the goods are expected, the lines at cost, the taxes with
 * their base, and the totals in the order's currency.
 */
export function renderPurchaseOrder(order: PrintablePurchaseOrder, locale: Locale): Promise<Buffer> {
  const title = order.reference ?? 'draft';
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const label = (key: string, params: Record<string, string> = {}) =>
    latin1(t(locale, `purchases.pdf.${key}`, params));
  const currency = getCurrency(order.currency) ?? { alpha: order.currency, precision: 2 };
  const money = (minor: number) => latin1(formatMoney(minor, currency, locale));
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value);
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );

  // The company, left; the title, number and dates, right.
  const top = MARGIN;
  pdf.font('Helvetica-Bold').fontSize(14).text(latin1(order.company.name), MARGIN, top, { width: 280 });
  pdf.font('Helvetica').fontSize(9);
  for (const line of partyLines(order.company, label)) pdf.text(latin1(line), { width: 280 });
  const afterCompany = pdf.y;

  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(label('title'), MARGIN + 280, top, { width: 235, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  const meta: [string, string][] = [
    [label('number'), order.reference ? latin1(order.reference) : label('draft')],
    [label('date'), date(order.date)],
  ];
  if (order.expected_at) meta.push([label('expected'), day(order.expected_at)]);
  for (const [name, value] of meta)
    pdf.text(`${name}: ${value}`, MARGIN + 280, pdf.y, { width: 235, align: 'right' });

  // The supplier, left; where to deliver, right.
  pdf.y = Math.max(afterCompany, pdf.y) + 16;
  const partiesTop = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(10).text(label('supplier'), MARGIN, partiesTop, { width: 250 });
  pdf.font('Helvetica').fontSize(9).text(latin1(order.supplier.name), { width: 250 });
  if (order.supplier.contact_name) pdf.text(latin1(order.supplier.contact_name), { width: 250 });
  for (const line of partyLines(order.supplier, label)) pdf.text(latin1(line), { width: 250 });
  const afterSupplier = pdf.y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(label('deliver_to'), MARGIN + 280, partiesTop, { width: 235 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(latin1(order.deliver_to.name), MARGIN + 280, pdf.y, { width: 235 });
  for (const line of [
    order.deliver_to.address,
    [order.deliver_to.city, order.deliver_to.country].filter(Boolean).join(', '),
  ]) {
    if (line) pdf.text(latin1(line), MARGIN + 280, pdf.y, { width: 235 });
  }
  pdf.y = Math.max(afterSupplier, pdf.y) + 14;

  const header = () => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(9);
    for (const c of COLUMNS) pdf.text(label(c.key), c.x, y, { width: c.width, align: c.align });
    pdf
      .moveTo(MARGIN, pdf.y + 2)
      .lineTo(RIGHT, pdf.y + 2)
      .stroke();
    pdf.moveDown(0.5);
    pdf.font('Helvetica').fontSize(9);
  };
  header();
  for (const line of order.lines) {
    if (pdf.y > 720) {
      pdf.addPage();
      header();
    }
    const y = pdf.y;
    const name = line.variant_title ? `${line.title} (${line.variant_title})` : line.title;
    const cells = [
      latin1(name),
      latin1(line.sku ?? ''),
      String(line.quantity),
      money(line.unit_cost),
      money(line.subtotal),
    ];
    let bottom = y;
    COLUMNS.forEach((c, index) => {
      pdf.text(cells[index]!, c.x, y, { width: c.width, align: c.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 3;
  }
  pdf.moveTo(MARGIN, pdf.y).lineTo(RIGHT, pdf.y).stroke();
  pdf.moveDown(0.6);

  // Totals, right: subtotal, each tax with its base, total.
  const totals: [string, string, boolean][] = [[label('subtotal'), money(order.subtotal), false]];
  const summary = taxSummary(order.lines.map((line) => ({ net: line.subtotal, taxes: line.taxes })));
  for (const tax of summary) {
    const rate = formatRate(tax.rate, locale);
    totals.push([
      `${latin1(tax.label)}${rate ? ` ${latin1(rate)}` : ''} (${label('tax_base', { base: money(tax.base) })})`,
      money(tax.amount),
      false,
    ]);
  }
  totals.push([label('total'), money(order.total), true]);
  for (const [name, value, bold] of totals) {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    pdf.text(name, MARGIN + 200, y, { width: 220, align: 'right' });
    pdf.text(value, MARGIN + 425, y, { width: 90, align: 'right' });
  }
  pdf.x = MARGIN;
  if (order.expected_at) {
    pdf.moveDown(1);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(label('expected_note', { date: day(order.expected_at) }), MARGIN, pdf.y, {
        width: CONTENT_WIDTH,
      });
  }
  if (order.notes) {
    pdf.moveDown(1.5);
    pdf.font('Helvetica-Bold').fontSize(9).text(label('notes'), MARGIN);
    pdf.font('Helvetica').text(latin1(order.notes), { width: CONTENT_WIDTH });
  }
  pdf.end();
  return done;
}

function partyLines(party: DocumentParty, label: (key: string) => string): string[] {
  return [
    party.address,
    [party.city, party.country].filter(Boolean).join(', '),
    party.phone && /^\d+$/.test(party.phone) ? `+${party.phone}` : party.phone,
    party.email,
    party.tax_id ? `${label('tax_id')}: ${party.tax_id}` : null,
  ].filter((line): line is string => Boolean(line));
}
