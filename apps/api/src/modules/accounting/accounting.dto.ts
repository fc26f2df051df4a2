import {
  type ChartAccount,
  type JournalEntry,
  journalEntryNumber,
  type Locale,
  type PostingSourceKind,
} from '@comptoir/core';
import { accountLabel } from './chart.ts';
import type { JournalEntryRow, JournalLineRow } from './ledger.service.ts';

export function toJournalEntryDto(
  row: JournalEntryRow,
  options: {
    reversedBy?: string | null;
    lines?: JournalLineRow[];
    chart?: readonly ChartAccount[];
    locale: Locale;
  },
): JournalEntry {
  return {
    id: row.id,
    journal: row.journal,
    number: journalEntryNumber(row.journal, row.year, row.number),
    date: row.date,
    label: row.label,
    reference: row.reference,
    source_kind: (row.source_kind as PostingSourceKind | null) ?? null,
    source_id: row.source_id,
    reversal_of: row.reversal_of,
    reversed_by: options.reversedBy ?? null,
    total: row.total,
    created_by: row.created_by,
    posted_at: row.posted_at.toISOString(),
    ...(options.lines
      ? {
          lines: options.lines.map((line) => ({
            position: line.position,
            account: line.account,
            account_label: options.chart ? accountLabel(options.chart, line.account, options.locale) : null,
            debit: line.debit,
            credit: line.credit,
            label: line.label,
            partner_type: line.partner_type,
            partner_id: line.partner_id,
            due_date: line.due_date,
          })),
        }
      : {}),
  };
}
