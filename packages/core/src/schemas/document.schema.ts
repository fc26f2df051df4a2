import { z } from 'zod';
import { DOCUMENT_PAYMENT_STATUSES } from '../documents/document-payment.ts';
import { SALES_DOCUMENT_KINDS } from '../documents/documents.ts';

const party = z.object({
  name: z.string(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  tax_id: z.string().nullable().optional(),
});

export const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(SALES_DOCUMENT_KINDS),
  type_code: z.number(),
  reference: z.string(),
  number: z.number(),
  year: z.number(),
  order_id: z.string().nullable(),
  customer_id: z.string().nullable(),
  credited_document_id: z.string().nullable(),
  currency: z.string(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  lines: z.array(
    z.object({
      title: z.string(),
      variant_title: z.string().nullable(),
      sku: z.string().nullable(),
      quantity: z.number(),
      price: z.number(),
      discount: z.number(),
      tax_total: z.number(),
      total: z.number(),
      taxes: z.array(
        z.object({ code: z.string(), label: z.string(), rate: z.string().nullable(), amount: z.number() }),
      ),
    }),
  ),
  tax_lines: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      rate: z.string().nullable(),
      base: z.number(),
      amount: z.number(),
    }),
  ),
  seller: party,
  buyer: party.nullable(),
  locale: z.string(),
  notes: z.string().nullable(),
  due_at: z.string().nullable(),
  /** a quotation's last day of validity (YYYY-MM-DD) */
  valid_until: z.string().nullable(),
  /** its PDF prints the total in words */
  amount_in_words: z.boolean(),
  issued_at: z.string(),
  /** the public page of the document: view, download, pay (no sign-in) */
  public_url: z.string(),
  /** its PDF, from the same public link */
  pdf_url: z.string(),
  created_at: z.string(),
});
export type SalesDocument = z.infer<typeof documentSchema>;

/** Print the total in words; when not sent, the company's `amount_in_words` setting decides. */
const amountInWordsOption = z.boolean().optional();

export const invoiceIssueSchema = z.object({
  /** days until payment is due; none: the company's invoice_due_days, else due on receipt */
  due_in_days: z.number().int().min(0).max(365).optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
  amount_in_words: amountInWordsOption,
});
export type InvoiceIssue = z.input<typeof invoiceIssueSchema>;

export const QUOTATION_VALIDITY_DAYS = 30;

export const quotationIssueSchema = z.object({
  /** last day the offer holds (YYYY-MM-DD, in the company's time zone); default 30 days from today */
  valid_until: z.iso.date().optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
  amount_in_words: amountInWordsOption,
});
export type QuotationIssue = z.input<typeof quotationIssueSchema>;

const publicParty = z.object({
  name: z.string(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  tax_id: z.string().nullable().optional(),
});

/** What the holder of a public link sees: the document as issued, what is left to pay, how to pay it. */
export const publicDocumentSchema = z.object({
  kind: z.enum(SALES_DOCUMENT_KINDS),
  reference: z.string(),
  currency: z.string(),
  locale: z.string(),
  issued_at: z.string(),
  due_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  seller: publicParty.extend({
    /** the logo the document was issued with, served from the public link; null without one */
    logo_url: z.string().nullable(),
  }),
  buyer: z.object({ name: z.string() }).nullable(),
  lines: z.array(
    z.object({
      title: z.string(),
      variant_title: z.string().nullable(),
      quantity: z.number(),
      price: z.number(),
      discount: z.number(),
      /** before taxes */
      amount: z.number(),
    }),
  ),
  tax_lines: z.array(
    z.object({ label: z.string(), rate: z.string().nullable(), base: z.number(), amount: z.number() }),
  ),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  /** the total written out, when the document prints it */
  total_in_words: z.string().nullable(),
  notes: z.string().nullable(),
  payment: z.object({
    status: z.enum(DOCUMENT_PAYMENT_STATUSES),
    paid: z.number(),
    due: z.number(),
  }),
  /** online payment providers that can take what is due (empty when nothing is due) */
  pay_with: z.array(z.string()),
  pdf_url: z.string(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
