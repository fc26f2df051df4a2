import { z } from 'zod';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_ITEM_CATEGORIES,
  EXPENSE_NATURES,
  type ExpenseNature,
} from '../accounting/posting-accounts.ts';
import { RECURRENCE_FREQUENCIES } from '../treasury/recurrence.ts';
import { TREASURY_ACCOUNT_KINDS } from '../treasury/treasury-accounts.ts';

const MAX_AMOUNT = 10_000_000_000_000;
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const natures = Object.keys(EXPENSE_NATURES) as [ExpenseNature, ...ExpenseNature[]];

/** What an expense is and how much: shared by one-off expenses and recurring templates. */
const expenseBase = {
  category: z.enum(EXPENSE_CATEGORIES),
  item_category: z.enum(EXPENSE_ITEM_CATEGORIES).nullable().optional(),
  /** a finer nature (rent, fuel, salaries…) that picks the charge account over the category's */
  nature: z.enum(natures).nullable().optional(),
  label: z.string().trim().min(1).max(200),
  /** minor units; taxes included unless amount_includes_taxes is false */
  amount: z.number().int().min(1).max(MAX_AMOUNT),
  /** true (default): the amount is what was paid, taxes included, as a receipt shows it */
  amount_includes_taxes: z.boolean().optional(),
  /** the company's taxes on it (VAT, withholding) */
  tax_ids: z.array(z.uuid()).max(10).optional(),
  /** false when its VAT cannot be deducted; default true */
  tax_deductible: z.boolean().optional(),
  /** who was paid, as free text (a landlord, a mechanic), and/or the supplier on record */
  payee: optionalText(160),
  supplier_id: z.uuid().nullable().optional(),
  /** how it is paid: the method's treasury account is used unless treasury_account_id says another */
  payment_method_id: z.uuid().nullable().optional(),
  treasury_account_id: z.uuid().nullable().optional(),
  notes: optionalText(2000),
};

export const expenseCreateSchema = z.object({
  ...expenseBase,
  /** YYYY-MM-DD; defaults to today in the company's time zone */
  date: z.iso.date().optional(),
  /** true (default): paid on the spot, money leaves a treasury account; false: owed until paid */
  paid: z.boolean().optional(),
  /** when an owed expense must be paid */
  due_date: z.iso.date().nullable().optional(),
  /** a photo of the receipt, uploaded first (POST /upload/presign, model "expenses", collection "receipts") */
  receipt_media_id: z.uuid().nullable().optional(),
});
export type ExpenseCreate = z.input<typeof expenseCreateSchema>;

export const expenseUpdateSchema = expenseCreateSchema.omit({ paid: true }).partial();
export type ExpenseUpdate = z.input<typeof expenseUpdateSchema>;

export const expensePaySchema = z.object({
  treasury_account_id: z.uuid().nullable().optional(),
  payment_method_id: z.uuid().nullable().optional(),
  /** YYYY-MM-DD; defaults to today */
  paid_on: z.iso.date().optional(),
});
export type ExpensePay = z.input<typeof expensePaySchema>;

export const EXPENSE_STATUSES = ['paid', 'unpaid'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

const expenseTaxSchema = z.object({
  tax_id: z.string(),
  code: z.string(),
  label: z.string(),
  rate: z.string().nullable(),
  fixed_amount: z.number().nullable(),
  is_withholding: z.boolean(),
  amount: z.number(),
});

export const expenseSchema = z.object({
  id: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  item_category: z.enum(EXPENSE_ITEM_CATEGORIES).nullable(),
  nature: z.enum(natures).nullable(),
  /** the SYSCOHADA charge account it posts to (from nature, else category and item category) */
  account_code: z.string(),
  label: z.string(),
  /** paid or owed: net + taxes */
  amount: z.number(),
  net_amount: z.number(),
  tax_amount: z.number(),
  deductible_tax_amount: z.number(),
  amount_includes_taxes: z.boolean(),
  tax_deductible: z.boolean(),
  taxes: z.array(expenseTaxSchema),
  currency: z.string(),
  date: z.string(),
  payee: z.string().nullable(),
  supplier_id: z.string().nullable(),
  supplier_name: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  paid_on: z.string().nullable(),
  due_date: z.string().nullable(),
  /** owed and past its due date */
  overdue: z.boolean(),
  payment_method_id: z.string().nullable(),
  treasury_account_id: z.string().nullable(),
  treasury_account_name: z.string().nullable(),
  /** the treasury outflow that paid it */
  transaction_id: z.string().nullable(),
  receipt_media_id: z.string().nullable(),
  /** a signed address of the receipt photo, while it is available */
  receipt_url: z.string().nullable(),
  recurring_expense_id: z.string().nullable(),
  notes: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExpenseRecord = z.infer<typeof expenseSchema>;

// ——— Recurring expenses ———

export const recurringExpenseCreateSchema = z.object({
  ...expenseBase,
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  /** every n weeks or months; default 1 */
  interval: z.number().int().min(1).max(52).optional(),
  /** monthly: day of the month 1–31 (31 falls on the month's last day); weekly: 1 Monday – 7 Sunday */
  day: z.number().int().min(1).max(31),
  start_date: z.iso.date(),
  end_date: z.iso.date().nullable().optional(),
  /** true: each generated expense is paid from the treasury account on its day; false (default): owed */
  auto_pay: z.boolean().optional(),
  /** owed expenses fall due this many days after their date; default 0 */
  due_days: z.number().int().min(0).max(365).optional(),
  is_active: z.boolean().optional(),
});
export type RecurringExpenseCreate = z.input<typeof recurringExpenseCreateSchema>;

export const recurringExpenseUpdateSchema = recurringExpenseCreateSchema.partial();
export type RecurringExpenseUpdate = z.input<typeof recurringExpenseUpdateSchema>;

export const recurringExpenseSchema = z.object({
  id: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  item_category: z.enum(EXPENSE_ITEM_CATEGORIES).nullable(),
  nature: z.enum(natures).nullable(),
  label: z.string(),
  amount: z.number(),
  amount_includes_taxes: z.boolean(),
  tax_ids: z.array(z.string()),
  tax_deductible: z.boolean(),
  payee: z.string().nullable(),
  supplier_id: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  treasury_account_id: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number(),
  day: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  auto_pay: z.boolean(),
  due_days: z.number(),
  is_active: z.boolean(),
  /** the next occurrence the scheduler will create; null once past the end */
  next_run_on: z.string().nullable(),
  last_run_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecurringExpenseRecord = z.infer<typeof recurringExpenseSchema>;

/** What the quick-add form offers someone who may add expenses but not read the settings behind them. */
export const expenseFormOptionsSchema = z.object({
  treasury_accounts: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(TREASURY_ACCOUNT_KINDS) }),
  ),
  payment_methods: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      is_default: z.boolean(),
      treasury_account_id: z.string().nullable(),
    }),
  ),
  taxes: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      label: z.string(),
      rate: z.string().nullable(),
      fixed_amount: z.number().nullable(),
      is_withholding: z.boolean(),
    }),
  ),
  /** the cash account used when nothing else is said */
  default_treasury_account_id: z.string().nullable(),
});
export type ExpenseFormOptions = z.infer<typeof expenseFormOptionsSchema>;
