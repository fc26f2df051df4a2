import type { Locale, StockTransferDetail } from '@comptoir/core';
import { labelWithColon, shownVariantTitle } from '@comptoir/core';
import { t } from '../i18n/messages.ts';
import { pdfkit } from './layout.ts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/**
 * Column x positions and widths: product, variant, SKU, shipped, received, and missing (lost in
 * transit). Received and missing stay blank until the transfer is received: the receiver can write
 * on a note printed at shipping.
 */
const COLUMNS = [
  { key: 'product', x: MARGIN, width: 140 },
  { key: 'variant', x: MARGIN + 145, width: 90 },
  { key: 'sku', x: MARGIN + 240, width: 80 },
  { key: 'sent', x: MARGIN + 325, width: 60, align: 'right' as const },
  { key: 'received', x: MARGIN + 390, width: 60, align: 'right' as const },
  { key: 'missing', x: MARGIN + 455, width: 60, align: 'right' as const },
];

/** Shipped minus received when fewer arrived, else nothing to show. */
const missingOf = (line: { quantity: number; received_quantity: number | null }) =>
  line.received_quantity === null ? null : Math.max(line.quantity - line.received_quantity, 0);

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * A printable transfer note (A4): company, number, date, the two warehouses, the lines and two
 * signature boxes, in the reader's language. Built with the standard Helvetica font (Latin-1 text:
 * French and Spanish accents print; other scripts would need an embedded font).
 */
export function renderTransferNote(
  transfer: StockTransferDetail,
  companyName: string,
  locale: Locale,
): Promise<Buffer> {
  const doc = new (pdfkit())({ size: 'A4', margin: MARGIN, info: { Title: transfer.reference } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const label = (key: string) => t(locale, `stock.pdf.${key}`);

  doc.font('Helvetica-Bold').fontSize(16).text(companyName, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(12).text(label('transfer_note'));
  doc.moveDown(0.5);

  const info: [string, string][] = [
    [label('number'), transfer.reference],
    [label('date'), formatDate(transfer.shipped_at ?? transfer.created_at, locale)],
    [label('status'), label(`status_value.${transfer.status}`)],
    [label('from'), transfer.from_warehouse_name],
    [label('to'), transfer.to_warehouse_name],
  ];
  doc.fontSize(10);
  for (const [name, value] of info) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(labelWithColon(name, locale), MARGIN, y, { width: 90 });
    doc.font('Helvetica').text(value, MARGIN + 95, y, { width: CONTENT_WIDTH - 95 });
  }
  if (transfer.note) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(labelWithColon(label('note'), locale), MARGIN, y, { width: 90 });
    doc.font('Helvetica').text(transfer.note, MARGIN + 95, y, { width: CONTENT_WIDTH - 95 });
  }
  doc.moveDown(1);

  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    for (const c of COLUMNS) doc.text(label(c.key), c.x, y, { width: c.width, align: c.align ?? 'left' });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y + 2)
      .stroke();
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(9);
  };
  header();
  for (const line of transfer.lines) {
    if (doc.y > 700) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells: Record<string, string> = {
      product: line.product_title,
      variant: shownVariantTitle(line.variant_title) ?? '',
      sku: line.sku ?? '',
      sent: String(line.quantity),
      received: line.received_quantity === null ? '' : String(line.received_quantity),
      missing: missingOf(line) ? String(missingOf(line)) : '',
    };
    let bottom = y;
    for (const c of COLUMNS) {
      doc.text(cells[c.key] ?? '', c.x, y, { width: c.width, align: c.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    doc.y = bottom + 3;
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .stroke();
  doc.moveDown(0.4);
  const totalY = doc.y;
  const totals: Record<string, string> = { sent: String(transfer.total_quantity) };
  if (transfer.status === 'received') {
    totals.received = String(transfer.lines.reduce((sum, l) => sum + (l.received_quantity ?? 0), 0));
    totals.missing = String(transfer.lines.reduce((sum, l) => sum + (missingOf(l) ?? 0), 0));
  }
  doc.font('Helvetica-Bold').text(label('total'), MARGIN, totalY, { width: 300 });
  for (const c of COLUMNS.filter((column) => totals[column.key] !== undefined)) {
    doc.text(totals[c.key] ?? '', c.x, totalY, { width: c.width, align: 'right' });
  }
  const lost = Number(totals.missing ?? 0);
  if (lost > 0) {
    doc.moveDown(0.6);
    doc.font('Helvetica').text(t(locale, 'stock.pdf.lost_in_transit', { quantity: lost }), MARGIN);
  }

  // Signature boxes side by side, on a new page if they would not fit.
  if (doc.y > 680) doc.addPage();
  const boxY = doc.y + 30;
  const boxWidth = (CONTENT_WIDTH - 20) / 2;
  for (const [i, key] of (['shipped_by', 'received_by'] as const).entries()) {
    const x = MARGIN + i * (boxWidth + 20);
    doc.rect(x, boxY, boxWidth, 80).stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(label(key), x + 6, boxY + 6, { width: boxWidth - 12 });
  }
  doc.end();
  return done;
}
