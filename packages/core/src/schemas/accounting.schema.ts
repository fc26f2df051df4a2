import { z } from 'zod';
import { AGEING_BUCKETS } from '../accounting/aged-balance.ts';
import { isCalendarDate, JOURNAL_CODES, POSTING_SOURCE_KINDS } from '../accounting/journal.ts';

// Payloads of /accounting: the merchant's own accounts, manual journal entries, reversals, the
// period lock, and the shapes of the reports. Amounts are integers in the currency's minor unit.

const id = z.uuid();
const calendarDate = z.string().refine(isCalendarDate, { message: 'date_invalid' });
const amount = z.number().int().min(0).max(1e13);
const labelText = z.string().trim().min(1).max(200);

export const PARTNER_TYPES = ['customer', 'supplier', 'employee'] as const;
export const ACCOUNT_KINDS = ['asset', 'liability', 'equity', 'income', 'expense', 'off_balance'] as const;

export const accountCreateSchema = z.object({
  /** 3 to 12 digits under a main account of the chart (checked against the chart by the server) */
  code: z.string().trim().max(12),
  label: labelText,
});
export type AccountCreate = z.input<typeof accountCreateSchema>;

export const accountUpdateSchema = z.object({ label: labelText });

export const accountSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** in the request's language for the seeded chart; as written for a merchant's account */
  label: z.string(),
  class: z.number(),
  kind: z.enum(ACCOUNT_KINDS),
  normal_side: z.enum(['debit', 'credit']),
  /** a heading groups other accounts and takes no postings */
  is_heading: z.boolean(),
  /** part of the SYSCOHADA chart every company has: neither edited nor deleted */
  is_system: z.boolean(),
  parent_code: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type LedgerAccount = z.infer<typeof accountSchema>;

export const journalLineInputSchema = z
  .object({
    account: z
      .string()
      .trim()
      .regex(/^\d{2,12}$/, { message: 'accounting.account_digits' }),
    debit: amount.default(0),
    credit: amount.default(0),
    label: z.string().trim().max(200).nullable().optional(),
    partner_type: z.enum(PARTNER_TYPES).nullable().optional(),
    partner_id: id.nullable().optional(),
  })
  .refine((line) => line.debit > 0 !== line.credit > 0, {
    message: 'accounting.line_one_side',
    path: ['debit'],
  })
  .refine((line) => !line.partner_id === !line.partner_type, {
    message: 'accounting.partner_incomplete',
    path: ['partner_id'],
  });

export const journalEntryCreateSchema = z
  .object({
    journal: z.enum(JOURNAL_CODES).default('OD'),
    date: calendarDate,
    label: labelText,
    reference: z.string().trim().max(100).nullable().optional(),
    lines: z.array(journalLineInputSchema).min(2).max(200),
  })
  .refine(
    (entry) =>
      entry.lines.reduce((sum, line) => sum + line.debit, 0) ===
      entry.lines.reduce((sum, line) => sum + line.credit, 0),
    { message: 'accounting.unbalanced', path: ['lines'] },
  );
export type JournalEntryCreate = z.input<typeof journalEntryCreateSchema>;

export const journalEntryReverseSchema = z.object({
  /** the reversal's date; defaults to today in the company's calendar */
  date: calendarDate.optional(),
  label: labelText.optional(),
});

export const accountingLockUpdateSchema = z.object({
  /** every day up to this one (included) is closed; null reopens everything (if no year is closed) */
  locked_until: calendarDate.nullable(),
});

export const accountingLockSchema = z.object({
  locked_until: z.string().nullable(),
  /** the earliest date the lock may move back to: the end of the last closed financial year */
  reopen_floor: z.string().nullable(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export const journalLineSchema = z.object({
  position: z.number(),
  account: z.string(),
  account_label: z.string().nullable(),
  debit: z.number(),
  credit: z.number(),
  label: z.string().nullable(),
  partner_type: z.enum(PARTNER_TYPES).nullable(),
  partner_id: z.string().nullable(),
  due_date: z.string().nullable(),
});

export const journalEntrySchema = z.object({
  id: z.string(),
  journal: z.enum(JOURNAL_CODES),
  /** the entry's own number, e.g. "VT-2026-00042" */
  number: z.string(),
  date: z.string(),
  label: z.string(),
  reference: z.string().nullable(),
  source_kind: z.enum(POSTING_SOURCE_KINDS).nullable(),
  source_id: z.string().nullable(),
  reversal_of: z.string().nullable(),
  reversed_by: z.string().nullable(),
  total: z.number(),
  created_by: z.string().nullable(),
  posted_at: z.string(),
  lines: z.array(journalLineSchema).optional(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

// ——— Reports ———

const labelsSchema = z.object({ fr: z.string(), en: z.string(), es: z.string() });
const windowSchema = z.object({ from: z.string().nullable(), to: z.string() });

export const trialBalanceReportSchema = z.object({
  period: windowSchema,
  rows: z.array(
    z.object({
      account: z.string(),
      label: z.string().nullable(),
      opening: z.number(),
      debit: z.number(),
      credit: z.number(),
      closing: z.number(),
    }),
  ),
  totals: z.object({
    opening_debit: z.number(),
    opening_credit: z.number(),
    debit: z.number(),
    credit: z.number(),
    closing_debit: z.number(),
    closing_credit: z.number(),
  }),
});

export const generalLedgerReportSchema = z.object({
  period: windowSchema,
  account: z.string(),
  label: z.string().nullable(),
  opening: z.number(),
  debit: z.number(),
  credit: z.number(),
  closing: z.number(),
  lines: z.array(
    z.object({
      entry_id: z.string(),
      entry_number: z.string(),
      journal: z.enum(JOURNAL_CODES),
      date: z.string(),
      account: z.string(),
      label: z.string().nullable(),
      reference: z.string().nullable(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  meta: z.object({
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  }),
});

const statementLineSchema = z.object({
  ref: z.string(),
  label: z.string(),
  labels: labelsSchema,
  is_total: z.boolean(),
  amount: z.number(),
  /** the same line over the past period, when a comparison was asked */
  past_amount: z.number().nullable(),
});

export const incomeStatementReportSchema = z.object({
  period: windowSchema,
  past_period: windowSchema.nullable(),
  lines: z.array(statementLineSchema),
  revenue: z.number(),
  net_result: z.number(),
  past_revenue: z.number().nullable(),
  past_net_result: z.number().nullable(),
});

export const balanceSheetReportSchema = z.object({
  as_of: z.string(),
  assets: z.array(statementLineSchema),
  liabilities: z.array(statementLineSchema),
  total_assets: z.number(),
  total_liabilities: z.number(),
  result: z.number(),
});

export const vatSummaryReportSchema = z.object({
  period: windowSchema,
  collected: z.number(),
  deductible: z.number(),
  balance: z.number(),
  due: z.number(),
  credit: z.number(),
  accounts: z.array(z.object({ account: z.string(), label: z.string().nullable(), amount: z.number() })),
});

const ageingAmountsSchema = z.object(
  Object.fromEntries([...AGEING_BUCKETS, 'total'].map((key) => [key, z.number()])) as Record<
    (typeof AGEING_BUCKETS)[number] | 'total',
    z.ZodNumber
  >,
);

export const agedBalanceReportSchema = z.object({
  as_of: z.string(),
  side: z.enum(['receivable', 'payable']),
  rows: z.array(
    z.object({
      partner_id: z.string().nullable(),
      partner_name: z.string().nullable(),
      amounts: ageingAmountsSchema,
    }),
  ),
  totals: ageingAmountsSchema,
});

export const ACCOUNTING_STAT_ITEMS = [
  'revenue',
  'expenses',
  'result',
  'cash',
  'receivables',
  'payables',
  'vat_due',
] as const;
export type AccountingStatItem = (typeof ACCOUNTING_STAT_ITEMS)[number];

export const accountingStatsSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  past_period: z.object({ start: z.string(), end: z.string() }),
  paid_only: z.boolean(),
  stats: z.array(
    z.object({
      item: z.enum(ACCOUNTING_STAT_ITEMS),
      value: z.number(),
      past_value: z.number(),
      /** change against the past period, in percent; null when the past value is 0 */
      change: z.number().nullable(),
    }),
  ),
});

export const accountingStatSeriesSchema = z.object({
  item: z.enum(ACCOUNTING_STAT_ITEMS),
  paid_only: z.boolean(),
  bucket: z.enum(['day', 'week', 'month', 'year']),
  period: z.object({ start: z.string(), end: z.string() }),
  points: z.array(z.object({ date: z.string(), value: z.number() })),
  total: z.number(),
});

export type TrialBalanceReport = z.infer<typeof trialBalanceReportSchema>;
export type GeneralLedgerReport = z.infer<typeof generalLedgerReportSchema>;
export type IncomeStatementReport = z.infer<typeof incomeStatementReportSchema>;
export type BalanceSheetReport = z.infer<typeof balanceSheetReportSchema>;
export type VatSummaryReport = z.infer<typeof vatSummaryReportSchema>;
export type AgedBalanceReport = z.infer<typeof agedBalanceReportSchema>;
export type AccountingStats = z.infer<typeof accountingStatsSchema>;
