import { amountInWords, formatMoney, getCurrency, type Locale } from '@comptoir/core';
import PDFDocument from 'pdfkit';
import type { DocumentLine, DocumentParty, DocumentTaxLine } from '../db/schema/documents.ts';
import { t } from '../i18n/messages.ts';
import { drawLogo, type PdfLogo } from './company-logo.ts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = MARGIN + CONTENT_WIDTH;

/** Column x positions and widths: item, quantity, unit price, discount, amount. */
const COLUMNS = [
  { key: 'item', x: MARGIN, width: 215, align: 'left' as const },
  { key: 'quantity', x: MARGIN + 220, width: 45, align: 'right' as const },
  { key: 'unit_price', x: MARGIN + 270, width: 85, align: 'right' as const },
  { key: 'discount', x: MARGIN + 360, width: 70, align: 'right' as const },
  { key: 'amount', x: MARGIN + 435, width: 80, align: 'right' as const },
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

const formatRate = (rate: string | null, locale: Locale) =>
  rate === null
    ? ''
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(rate))} %`;

/** Standard PDF fonts are Latin-1: narrow no-break spaces (French grouping) become plain spaces. */
const latin1 = (text: string) => text.replace(/[\u202f\u2009]/g, ' ').replace(/[^\x20-\xff\n]/g, '?');

/**
 * An invoice, credit note or quotation (A4) in the language it was issued in: the company's
 * details, the customer, the lines, the taxes broken down with their base, and the totals in the
 * document's currency format.
 */
export function renderSalesDocument(document: PrintableDocument, locale: Locale): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: document.reference } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const label = (key: string, params: Record<string, string> = {}) =>
    latin1(t(locale, `invoices.pdf.${key}`, params));
  const currency = getCurrency(document.currency) ?? { alpha: document.currency, precision: 2 };
  const money = (minor: number) => latin1(formatMoney(minor, currency, locale));
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value);
  // A calendar day (YYYY-MM-DD) stays that day whatever the server's time zone.
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );

  // The company under its logo, left; the document's title, number and dates, right.
  const top = MARGIN;
  const logoHeight = drawLogo(pdf, document.logo, MARGIN, top);
  const sellerTop = logoHeight > 0 ? top + logoHeight + 8 : top;
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(latin1(document.seller.name), MARGIN, sellerTop, { width: 280 });
  pdf.font('Helvetica').fontSize(9);
  for (const line of partyLines(document.seller, label)) pdf.text(latin1(line), { width: 280 });
  const afterSeller = pdf.y;

  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(label(document.kind), MARGIN + 300, top, { width: 215, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  const meta: [string, string][] = [
    [label('number'), document.reference],
    [label('date'), date(document.issued_at)],
  ];
  if (document.kind === 'invoice')
    meta.push([label('due'), document.due_at ? date(document.due_at) : label('on_receipt')]);
  if (document.kind === 'quotation' && document.valid_until)
    meta.push([label('valid_until'), day(document.valid_until)]);
  for (const [name, value] of meta)
    pdf.text(`${name}: ${latin1(value)}`, MARGIN + 300, pdf.y, { width: 215, align: 'right' });
  if (document.credits)
    pdf.text(label('credits', { reference: document.credits }), MARGIN + 300, pdf.y, {
      width: 215,
      align: 'right',
    });

  pdf.y = Math.max(afterSeller, pdf.y) + 16;
  if (document.buyer) {
    const heading = document.kind === 'quotation' ? 'prepared_for' : 'billed_to';
    pdf.font('Helvetica-Bold').fontSize(10).text(label(heading), MARGIN, pdf.y);
    pdf.font('Helvetica').fontSize(9).text(latin1(document.buyer.name));
    for (const line of partyLines(document.buyer, label)) pdf.text(latin1(line));
    pdf.moveDown(1);
  }

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
  for (const line of document.lines) {
    if (pdf.y > 720) {
      pdf.addPage();
      header();
    }
    const y = pdf.y;
    const name = line.variant_title ? `${line.title} (${line.variant_title})` : line.title;
    const cells = [
      latin1(name),
      String(line.quantity),
      money(line.price),
      line.discount > 0 ? money(line.discount) : '',
      money(line.total - line.tax_total),
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

  // Totals, right: subtotal, discounts, each tax with its base, total.
  const totals: [string, string, boolean][] = [[label('subtotal'), money(document.subtotal), false]];
  if (document.discount_total > 0)
    totals.push([label('discounts'), `-${money(document.discount_total)}`, false]);
  for (const tax of document.tax_lines) {
    const rate = formatRate(tax.rate, locale);
    totals.push([
      `${latin1(tax.label)}${rate ? ` ${latin1(rate)}` : ''} (${label('tax_base', { base: money(tax.base) })})`,
      money(tax.amount),
      false,
    ]);
  }
  totals.push([label('total'), money(document.total), true]);
  for (const [name, value, bold] of totals) {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    pdf.text(name, MARGIN + 220, y, { width: 200, align: 'right' });
    pdf.text(value, MARGIN + 425, y, { width: 90, align: 'right' });
  }
  pdf.x = MARGIN;
  if (document.amount_in_words) {
    const words = amountInWords(document.total, currency, locale);
    pdf.moveDown(1);
    pdf
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(label('in_words', { amount: words.charAt(0).toUpperCase() + words.slice(1) }), MARGIN, pdf.y, {
        width: CONTENT_WIDTH,
      });
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
  if (terms.length > 0) {
    pdf.moveDown(1);
    pdf.font('Helvetica-Bold').fontSize(9).text(label('terms'), MARGIN, pdf.y);
    pdf.font('Helvetica');
    for (const line of terms) pdf.text(line, { width: CONTENT_WIDTH });
  }
  if (document.notes) {
    pdf.moveDown(1.5);
    pdf.font('Helvetica-Bold').fontSize(9).text(label('notes'), MARGIN);
    pdf.font('Helvetica').text(latin1(document.notes), { width: CONTENT_WIDTH });
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
