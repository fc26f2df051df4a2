import { z } from 'zod';
import { STATEMENT_LINE_KINDS } from '../customers/customer-statement.ts';

/** One line of a statement: an event of the period and the balance after it. */
export const customerStatementLineSchema = z.object({
  /** when it happened (ISO 8601 UTC) */
  date: z.string(),
  /** that moment's day in the company's calendar, YYYY-MM-DD */
  day: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** the sale's order number, the payment's reference, the return's or credit note's number */
  reference: z.string(),
  /** the invoice of a sale, the payment method of a payment, the credit note of a return */
  description: z.string().nullable(),
  order_id: z.string(),
  /** the event's face value; debit or credit differ from it only when the order was already settled */
  amount: z.number().int(),
  debit: z.number().int(),
  credit: z.number().int(),
  balance: z.number().int(),
});
export type CustomerStatementLine = z.infer<typeof customerStatementLineSchema>;

/** `GET /customers/:id/statement`: the customer's account over a period, in the company's currency. */
export const customerStatementSchema = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  currency: z.string(),
  /** the first and last days, both included, in the company's calendar */
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  opening_balance: z.number().int(),
  lines: z.array(customerStatementLineSchema),
  closing_balance: z.number().int(),
  totals: z.object({ debit: z.number().int(), credit: z.number().int() }),
  /** what is past due today (the credit ledger's figure) */
  overdue_amount: z.number().int(),
});
export type CustomerStatement = z.infer<typeof customerStatementSchema>;
