import type { CustomerStatement, Locale } from '@comptoir/core';
import type { DocumentParty } from '../db/schema/documents.ts';
import type { PdfLogo } from './company-logo.ts';
import {
  drawHeader,
  drawLinesTable,
  drawParagraph,
  drawParties,
  drawTotals,
  latin1,
  MARGIN,
  type PdfColumn,
  pdfFormats,
  startPdf,
} from './layout.ts';

/** Column x positions and widths: day, what happened, debit, credit, balance after it. */
const COLUMNS: PdfColumn[] = [
  { key: 'date', x: MARGIN, width: 70, align: 'left' },
  { key: 'entry', x: MARGIN + 75, width: 200, align: 'left' },
  { key: 'debit', x: MARGIN + 280, width: 75, align: 'right' },
  { key: 'credit', x: MARGIN + 360, width: 75, align: 'right' },
  { key: 'balance', x: MARGIN + 440, width: 75, align: 'right' },
];

export interface PrintableStatement {
  statement: CustomerStatement;
  company: DocumentParty;
  /** the company's logo as it is now: a statement is printed again whenever asked */
  logo?: PdfLogo | null;
  customer: DocumentParty;
  /** when it was printed */
  printedAt: Date;
}

/**
 * A customer's account statement (A4) in the company's language, laid out like its invoices: the
 * company under its logo, the customer, the period, the opening balance, one row per event with the
 * running balance, the period's totals and the closing balance in bold.
 */
export function renderCustomerStatement(printable: PrintableStatement, locale: Locale): Promise<Buffer> {
  const { statement } = printable;
  const { pdf, done } = startPdf(`statement-${statement.from}-${statement.to}`);
  const { label, money, date, day } = pdfFormats(locale, 'statements', statement.currency);
  const amount = (minor: number) => (minor === 0 ? '' : money(minor));

  drawHeader(
    pdf,
    {
      company: printable.company,
      logo: printable.logo ?? null,
      title: label('title'),
      meta: [
        label.field('period', label('period_value', { from: day(statement.from), to: day(statement.to) })),
        label.field('printed', date(printable.printedAt)),
      ],
    },
    label,
  );
  drawParties(pdf, [{ heading: label('customer'), party: printable.customer }], label);

  const rows = [
    ['', label('opening_balance'), '', '', money(statement.opening_balance)],
    ...statement.lines.map((line) => [
      day(line.day),
      latin1(
        [`${label(`kinds.${line.kind}`)} ${line.reference}`, line.description].filter(Boolean).join(' - '),
      ),
      amount(line.debit),
      amount(line.credit),
      money(line.balance),
    ]),
  ];
  drawLinesTable(pdf, COLUMNS, rows, label);
  drawTotals(pdf, [
    { name: label('total_debit'), value: money(statement.totals.debit) },
    { name: label('total_credit'), value: money(statement.totals.credit) },
    { name: label('closing_balance'), value: money(statement.closing_balance), bold: true },
  ]);
  if (statement.lines.length === 0) drawParagraph(pdf, label('empty'), 'Helvetica-Oblique');
  if (statement.overdue_amount > 0)
    drawParagraph(pdf, label('overdue', { amount: money(statement.overdue_amount) }));
  pdf.end();
  return done;
}
