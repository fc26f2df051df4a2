import { z } from 'zod';
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
  issued_at: z.string(),
  /** the public page of the document: view, download, pay */
  public_url: z.string(),
  created_at: z.string(),
});
export type SalesDocument = z.infer<typeof documentSchema>;

export const invoiceIssueSchema = z.object({
  /** days until payment is due; none: due on receipt */
  due_in_days: z.number().int().min(0).max(365).optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type InvoiceIssue = z.input<typeof invoiceIssueSchema>;
