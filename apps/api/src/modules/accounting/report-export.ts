import { getCurrency, minorToDecimalText, moneyDecimals } from '@comptoir/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { t } from '../../i18n/messages.ts';
import { csvDelimiter, csvField } from '../../lib/csv-export.ts';
import { xlsxWorkbook } from '../../lib/xlsx.ts';
import { findCompany } from '../company/company.repo.ts';

// A report as a table, sent as CSV (UTF-8 with a BOM, ";" in French and Spanish, like the list
// exports) or XLSX (money as numbers with the currency's decimals).

export type ReportCell = string | number | null | { money: number };

export interface ReportTable {
  /** file name without date and extension, e.g. "trial-balance" */
  name: string;
  /** message keys of the header */
  headers: string[];
  rows: ReportCell[][];
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export async function sendReportExport(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  table: ReportTable,
  format: ExportFormat,
): Promise<FastifyReply> {
  const company = await findCompany(ctx.db, request.scope!.companyId);
  const decimals = moneyDecimals(getCurrency(company?.currency ?? 'USD'));
  const headers = table.headers.map((key) => t(request.locale, key));
  // Cells written as message keys (totals, sides of the balance sheet) read in the request's language.
  const text = (value: string) => (value.startsWith('accounting.export.') ? t(request.locale, value) : value);
  const date = new Date().toISOString().slice(0, 10);
  reply.header('cache-control', 'no-store');
  if (format === 'xlsx') {
    const rows = table.rows.map((row) =>
      row.map((value) =>
        value !== null && typeof value === 'object'
          ? { money: minorToDecimalText(value.money, decimals) }
          : typeof value === 'string'
            ? text(value)
            : value,
      ),
    );
    const bytes = xlsxWorkbook({ sheetName: table.name, rows: [headers, ...rows], moneyDecimals: decimals });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${table.name}-${date}.xlsx"`)
      .send(Buffer.from(bytes));
  }
  const delimiter = csvDelimiter(request.locale);
  const line = (cells: (string | number | null)[]) =>
    `${cells.map((c) => csvField(c, delimiter)).join(delimiter)}\r\n`;
  const body = [
    `\uFEFF${line(headers)}`,
    ...table.rows.map((row) =>
      line(
        row.map((value) =>
          value !== null && typeof value === 'object'
            ? minorToDecimalText(value.money, decimals)
            : typeof value === 'string'
              ? text(value)
              : value,
        ),
      ),
    ),
  ].join('');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table.name}-${date}.csv"`)
    .send(body);
}
