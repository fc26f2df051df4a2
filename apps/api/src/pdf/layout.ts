import { formatMoney, getCurrency, type Locale, labelStatesRate, labelWithColon } from '@comptoir/core';
import type PDFKitDocument from 'pdfkit';
import { t } from '../i18n/messages.ts';
import { lazyRequire } from '../lib/lazy-require.ts';
import { drawLogo, type PdfLogo } from './company-logo.ts';

/**
 * The A4 layout the commercial documents share (invoices, credit notes, quotations, purchase
 * orders): the company under its logo with the title and dates, the parties, the lines table, the
 * totals and the notes. Each document says only what goes in them.
 */

export const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = MARGIN + CONTENT_WIDTH;
/** The right-hand column of the header and the parties: the title, dates, a second party. */
const RIGHT_COLUMN = { x: MARGIN + 280, width: 235 };
/** Past this height a new page starts, with the table's header again. */
const PAGE_BOTTOM = 720;

type Pdf = PDFKit.PDFDocument;

/** pdfkit's document class, loaded with the first PDF (lib/lazy-require.ts). */
export const pdfkit = lazyRequire<typeof PDFKitDocument>('pdfkit');

/** Standard PDF fonts are Latin-1: narrow no-break spaces (French grouping) become plain spaces. */
export const latin1 = (text: string) => text.replace(/[\u202f\u2009]/g, ' ').replace(/[^\x20-\xff\n]/g, '?');

/** An A4 document; `done` answers its bytes once `pdf.end()` is called. */
export function startPdf(title: string): { pdf: Pdf; done: Promise<Buffer> } {
  const pdf = new (pdfkit())({ size: 'A4', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

export interface PdfLabel {
  (key: string, params?: Record<string, string>): string;
  /** "Numéro : F-2026-0001": the label, its colon as the language sets it (labelWithColon), the value */
  field: (key: string, value: string) => string;
}

/**
 * The words and numbers of one document: its labels (under `<prefix>.pdf.` in the messages), its
 * money in its currency, dates and calendar days in the document's language.
 */
export function pdfFormats(locale: Locale, messagePrefix: string, currencyCode: string) {
  const currency = getCurrency(currencyCode) ?? { alpha: currencyCode, precision: 2 };
  const text = (key: string, params: Record<string, string> = {}) =>
    latin1(t(locale, `${messagePrefix}.pdf.${key}`, params));
  const label: PdfLabel = Object.assign(text, {
    field: (key: string, value: string) => `${labelWithColon(text(key), locale)} ${value}`,
  });
  const money = (minor: number) => latin1(formatMoney(minor, currency, locale));
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value);
  // A calendar day (YYYY-MM-DD) stays that day whatever the server's time zone.
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  return { currency, label, money, date, day };
}

/** What a party block prints of a company, customer, supplier or warehouse. */
export interface PdfParty {
  name: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  tax_id?: string | null;
}

function partyLines(party: PdfParty, label: PdfLabel): string[] {
  return [
    party.address,
    [party.city, party.country].filter(Boolean).join(', '),
    party.phone && /^\d+$/.test(party.phone) ? `+${party.phone}` : party.phone,
    party.email,
    party.tax_id ? label.field('tax_id', party.tax_id) : null,
  ].filter((line): line is string => Boolean(line));
}

export interface PdfHeader {
  company: PdfParty;
  logo?: PdfLogo | null;
  title: string;
  /** the number, dates and references under the title, one a line */
  meta: string[];
}

/** The company under its logo, left; the document's title, number and dates, right. */
export function drawHeader(pdf: Pdf, header: PdfHeader, label: PdfLabel) {
  const top = MARGIN;
  const logoHeight = drawLogo(pdf, header.logo, MARGIN, top);
  const companyTop = logoHeight > 0 ? top + logoHeight + 8 : top;
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(latin1(header.company.name), MARGIN, companyTop, { width: 280 });
  pdf.font('Helvetica').fontSize(9);
  for (const line of partyLines(header.company, label)) pdf.text(latin1(line), { width: 280 });
  const afterCompany = pdf.y;

  const { x, width } = RIGHT_COLUMN;
  pdf.font('Helvetica-Bold').fontSize(18).text(header.title, x, top, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  for (const line of header.meta) pdf.text(latin1(line), x, pdf.y, { width, align: 'right' });
  pdf.y = Math.max(afterCompany, pdf.y) + 16;
}

export interface PdfPartyBlock {
  heading: string;
  party: PdfParty;
  /** lines printed between the name and the address (a contact's name) */
  extra?: (string | null | undefined)[];
}

/**
 * One party across the page, or two side by side (the second in the right-hand column); the
 * table starts under the taller.
 */
export function drawParties(pdf: Pdf, blocks: [PdfPartyBlock, PdfPartyBlock?], label: PdfLabel) {
  const [left, right] = blocks;
  const top = pdf.y;
  let bottom = drawParty(pdf, left, MARGIN, top, right ? 250 : CONTENT_WIDTH, label);
  if (right) bottom = Math.max(bottom, drawParty(pdf, right, RIGHT_COLUMN.x, top, RIGHT_COLUMN.width, label));
  pdf.y = bottom + 14;
}

function drawParty(pdf: Pdf, block: PdfPartyBlock, x: number, y: number, width: number, label: PdfLabel) {
  pdf.font('Helvetica-Bold').fontSize(10).text(block.heading, x, y, { width });
  pdf.font('Helvetica').fontSize(9);
  const lines = [block.party.name, ...(block.extra ?? []), ...partyLines(block.party, label)];
  for (const line of lines) if (line) pdf.text(latin1(line), x, pdf.y, { width });
  return pdf.y;
}

export interface PdfColumn {
  /** its heading's label key */
  key: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** The lines, one row of cells each, under the columns' headings (again on each new page). */
export function drawLinesTable(pdf: Pdf, columns: PdfColumn[], rows: string[][], label: PdfLabel) {
  const header = () => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(9);
    for (const c of columns) pdf.text(label(c.key), c.x, y, { width: c.width, align: c.align });
    pdf
      .moveTo(MARGIN, pdf.y + 2)
      .lineTo(RIGHT, pdf.y + 2)
      .stroke();
    pdf.moveDown(0.5);
    pdf.font('Helvetica').fontSize(9);
  };
  header();
  for (const cells of rows) {
    if (pdf.y > PAGE_BOTTOM) {
      pdf.addPage();
      header();
    }
    const y = pdf.y;
    let bottom = y;
    columns.forEach((c, index) => {
      pdf.text(cells[index] ?? '', c.x, y, { width: c.width, align: c.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 3;
  }
  pdf.moveTo(MARGIN, pdf.y).lineTo(RIGHT, pdf.y).stroke();
  pdf.moveDown(0.6);
}

/** A line's name as printed: the product, and its variant in brackets. */
export const lineName = (line: { title: string; variant_title: string | null }) =>
  latin1(line.variant_title ? `${line.title} (${line.variant_title})` : line.title);

const formatRate = (rate: string | null, locale: Locale) =>
  rate === null
    ? ''
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(rate))} %`;

export interface PdfTotal {
  name: string;
  value: string;
  bold?: boolean;
}

/** A tax's total row: its label and rate, the base it was charged on, the amount. */
export function taxTotal(
  tax: { label: string; rate: string | null; base: number; amount: number },
  formats: { label: PdfLabel; money: (minor: number) => string },
  locale: Locale,
): PdfTotal {
  const rate = labelStatesRate(tax.label, tax.rate) ? '' : formatRate(tax.rate, locale);
  const base = formats.label('tax_base', { base: formats.money(tax.base) });
  return {
    name: `${latin1(tax.label)}${rate ? ` ${latin1(rate)}` : ''} (${base})`,
    value: formats.money(tax.amount),
  };
}

/** The totals, right-aligned under the table; the last one (the total) in bold. */
export function drawTotals(pdf: Pdf, totals: PdfTotal[]) {
  for (const { name, value, bold = false } of totals) {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    pdf.text(name, MARGIN + 200, y, { width: 220, align: 'right' });
    pdf.text(value, MARGIN + 425, y, { width: 90, align: 'right' });
  }
  pdf.x = MARGIN;
}

/** A bold heading and the lines under it across the page (payment terms, notes). */
export function drawSection(pdf: Pdf, heading: string, lines: string[], space = 1) {
  pdf.moveDown(space);
  pdf.font('Helvetica-Bold').fontSize(9).text(heading, MARGIN, pdf.y);
  pdf.font('Helvetica');
  for (const line of lines) pdf.text(line, { width: CONTENT_WIDTH });
}

/** A paragraph across the page under what came before (the total in words, a delivery note). */
export function drawParagraph(pdf: Pdf, text: string, font: 'Helvetica' | 'Helvetica-Oblique' = 'Helvetica') {
  pdf.moveDown(1);
  pdf.font(font).fontSize(9).text(text, MARGIN, pdf.y, { width: CONTENT_WIDTH });
}
