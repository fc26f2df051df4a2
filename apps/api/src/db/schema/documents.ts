import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { orders } from './orders.ts';
import { customers } from './sales-setup.ts';
import { users } from './users.ts';

// Issued sales documents: quotations, invoices and credit notes. Once issued a document never
// changes: its lines, totals, customer and company are copies taken when it was issued, and a
// correction is a credit note. Numbers are gap-free per company, kind and year.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

const money = (name: string) => bigint(name, { mode: 'number' });

export const DOCUMENT_KIND_VALUES = ['quotation', 'invoice', 'credit_note'] as const;

export interface DocumentLine {
  title: string;
  variant_title: string | null;
  sku: string | null;
  quantity: number;
  price: number;
  discount: number;
  tax_total: number;
  total: number;
  taxes: { code: string; label: string; rate: string | null; amount: number }[];
}

export interface DocumentTaxLine {
  code: string;
  label: string;
  rate: string | null;
  /** what the tax was computed on (sum of the lines' net amounts that carry it) */
  base: number;
  amount: number;
}

export interface DocumentParty {
  name: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  tax_id?: string | null;
  /** the seller's logo when the document was issued (a storage key, never sent to clients) */
  logo_key?: string | null;
}

export const documents = pgTable(
  'documents',
  {
    id: id(),
    company_id: companyId(),
    kind: text('kind', { enum: DOCUMENT_KIND_VALUES }).notNull(),
    /** SPEC §3 document type codes: QUOTATION 0, INVOICE 1, CANCELLED 10; CREDIT_NOTE 3 is ours */
    type_code: integer('type_code').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** prefix + year + number, e.g. "INV-2026-0007" */
    reference: text('reference').notNull(),
    order_id: uuid('order_id').references(() => orders.id),
    customer_id: uuid('customer_id').references(() => customers.id),
    /** the invoice a credit note corrects */
    credited_document_id: uuid('credited_document_id'),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    discount_total: money('discount_total').notNull(),
    tax_total: money('tax_total').notNull(),
    total: money('total').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    tax_lines: jsonb('tax_lines').$type<DocumentTaxLine[]>().notNull(),
    seller: jsonb('seller').$type<DocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<DocumentParty | null>(),
    /** the language it was issued in: its PDF and public page read in it */
    locale: text('locale').notNull(),
    notes: text('notes'),
    due_at: ts('due_at'),
    /** a quotation's last day of validity, in the company's calendar */
    valid_until: date('valid_until', { mode: 'string' }),
    /** its PDF prints the total in words (the company's setting when it was issued, or the issuer's choice) */
    amount_in_words: boolean('amount_in_words').notNull().default(false),
    issued_at: ts('issued_at').notNull(),
    /** the secret in its public link (view and pay without signing in) */
    public_token: text('public_token').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('documents_company_idx').on(t.company_id, t.issued_at, t.id),
    uniqueIndex('documents_company_number_uq').on(t.company_id, t.kind, t.year, t.number),
    uniqueIndex('documents_public_token_uq').on(t.public_token),
    index('documents_company_order_idx').on(t.company_id, t.order_id),
  ],
);
