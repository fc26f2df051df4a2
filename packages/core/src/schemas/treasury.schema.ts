import { z } from 'zod';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_SOURCES,
  TREASURY_ACCOUNT_KINDS,
} from '../treasury/treasury-accounts.ts';

/** Money in minor units; 10^13 keeps sums of many rows inside a safe integer. */
const MAX_AMOUNT = 10_000_000_000_000;
const positiveAmount = z.number().int().min(1).max(MAX_AMOUNT);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

// ——— Treasury accounts ———

export const treasuryAccountCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  kind: z.enum(TREASURY_ACCOUNT_KINDS),
  /** a postable class-5 account of the chart; defaults from the kind (571, 521, 538) */
  accounting_code: z.string().trim().min(2).max(12).nullable().optional(),
  /** the bank's account number, the wallet's phone number… */
  reference: optionalText(120),
  description: optionalText(500),
  /** minor units; may be negative (an overdrawn account) */
  opening_balance: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional(),
  /** YYYY-MM-DD; defaults to today */
  opening_date: z.iso.date().optional(),
  /** the payment methods whose money lands here (each moves from the account it was on) */
  payment_method_ids: z.array(z.uuid()).max(50).optional(),
  is_archived: z.boolean().optional(),
});
export type TreasuryAccountCreate = z.input<typeof treasuryAccountCreateSchema>;

export const treasuryAccountUpdateSchema = treasuryAccountCreateSchema.partial();
export type TreasuryAccountUpdate = z.input<typeof treasuryAccountUpdateSchema>;

export const treasuryAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(TREASURY_ACCOUNT_KINDS),
  accounting_code: z.string(),
  currency: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  opening_balance: z.number(),
  opening_date: z.string(),
  is_archived: z.boolean(),
  /** now: the opening balance plus every transaction so far */
  balance: z.number(),
  /** transactions not yet ticked off against a statement */
  unreconciled_count: z.number(),
  payment_method_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TreasuryAccountRecord = z.infer<typeof treasuryAccountSchema>;

export const treasuryBalanceQuerySchema = z.strictObject({
  /** YYYY-MM-DD (the end of that day in the company's time zone) or an ISO instant; defaults to now */
  at: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});

export const treasuryBalanceSchema = z.object({
  account_id: z.string(),
  at: z.string(),
  opening_balance: z.number(),
  total_in: z.number(),
  total_out: z.number(),
  balance: z.number(),
  currency: z.string(),
});
export type TreasuryBalance = z.infer<typeof treasuryBalanceSchema>;

// ——— Transactions ———

/** YYYY-MM-DD (that day in the company's time zone) or an ISO instant; defaults to now. */
const occurredAt = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const transactionCreateSchema = z.object({
  account_id: z.uuid(),
  direction: z.enum(TRANSACTION_DIRECTIONS),
  amount: positiveAmount,
  occurred_at: occurredAt.optional(),
  label: z.string().trim().min(1).max(200),
  reference: optionalText(120),
  notes: optionalText(1000),
  /**
   * The ledger account the money comes from or goes to (101 capital brought in, 641 a tax…);
   * without it, 4712 Créditeurs divers (in) or 4711 Débiteurs divers (out), to be moved later.
   */
  ledger_account: z
    .string()
    .trim()
    .regex(/^\d{2,12}$/)
    .optional(),
});
export type TransactionCreate = z.input<typeof transactionCreateSchema>;

/** A transaction's own fields; amount, date and account only on hand-made ones (manual, transfer). */
export const transactionUpdateSchema = z.object({
  account_id: z.uuid().optional(),
  direction: z.enum(TRANSACTION_DIRECTIONS).optional(),
  amount: positiveAmount.optional(),
  occurred_at: occurredAt.optional(),
  label: z.string().trim().min(1).max(200).optional(),
  reference: optionalText(120),
  notes: optionalText(1000),
});
export type TransactionUpdate = z.input<typeof transactionUpdateSchema>;

export const transferCreateSchema = z.object({
  from_account_id: z.uuid(),
  to_account_id: z.uuid(),
  amount: positiveAmount,
  occurred_at: occurredAt.optional(),
  label: z.string().trim().min(1).max(200).optional(),
  reference: optionalText(120),
  notes: optionalText(1000),
});
export type TransferCreate = z.input<typeof transferCreateSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  account_name: z.string().nullable(),
  direction: z.enum(TRANSACTION_DIRECTIONS),
  amount: z.number(),
  /** + for in, − for out */
  signed_amount: z.number(),
  currency: z.string(),
  occurred_at: z.string(),
  label: z.string().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.enum(TRANSACTION_SOURCES),
  source_id: z.string().nullable(),
  /** the other account of a transfer */
  counterpart_account_id: z.string().nullable(),
  reconciled_at: z.string().nullable(),
  reconciled_by: z.string().nullable(),
  /** manual and transfer rows can be edited and deleted until reconciled */
  editable: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionSchema>;

export const transferSchema = z.object({
  transfer_id: z.string(),
  out: transactionSchema,
  in: transactionSchema,
});
export type TransferRecord = z.infer<typeof transferSchema>;
