import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { warehouses } from './shops.ts';
import { users } from './users.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

export const STOCK_REASON_VALUES = [
  'sale',
  'return',
  'purchase_receipt',
  'adjustment',
  'transfer',
  'count',
  'opening',
  'transfer_loss',
] as const;

/** Quantity of one variant in one warehouse: the running sum of its movements, updated under a row lock. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    company_id: companyId(),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull().default(0),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouse_id, t.variant_id] }),
    index('stock_balances_variant_idx').on(t.company_id, t.variant_id),
  ],
);

/** Every stock change (SPEC.md flow directions), append-only. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    company_id: companyId(),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    /** always positive; the direction gives the sign */
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: STOCK_REASON_VALUES }).notNull(),
    /** what caused it: stock_transfer, stock_count, order, return, purchase_receipt… */
    reference_type: text('reference_type'),
    reference_id: uuid('reference_id'),
    /** why stock was adjusted by hand (ADJUSTMENT_REASONS), a code the screens translate; adjustments only */
    adjustment_reason: text('adjustment_reason', {
      enum: ['correction', 'damaged', 'lost', 'found', 'received', 'other'],
    }),
    /** the user's own words, never prose built by the app */
    note: text('note'),
    /** the warehouse balance right after this movement */
    balance_after: integer('balance_after').notNull(),
    user_id: uuid('user_id').references(() => users.id),
    created_at: ts('created_at').notNull().defaultNow(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('stock_movements_company_idx').on(t.company_id, t.created_at, t.id),
    index('stock_movements_variant_idx').on(t.company_id, t.variant_id, t.created_at),
    index('stock_movements_warehouse_idx').on(t.company_id, t.warehouse_id, t.created_at),
    index('stock_movements_reference_idx').on(t.reference_id),
  ],
);

/** Count sheet: counted quantities of a warehouse, applied as `count` movements for the differences. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    company_id: companyId(),
    number: integer('number').notNull(),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: ['draft', 'applied', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note'),
    created_by: uuid('created_by').references(() => users.id),
    applied_by: uuid('applied_by').references(() => users.id),
    applied_at: ts('applied_at'),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [index('stock_counts_company_idx').on(t.company_id, t.created_at, t.id)],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    company_id: companyId(),
    count_id: uuid('count_id')
      .notNull()
      .references(() => stockCounts.id),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    /** the balance when the count was applied (null while draft) */
    expected_quantity: integer('expected_quantity'),
    counted_quantity: integer('counted_quantity'),
  },
  (t) => [primaryKey({ columns: [t.count_id, t.variant_id] })],
);

/** Transfer between two warehouses: draft → in_transit (stock leaves) → received (stock arrives). */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: id(),
    company_id: companyId(),
    number: integer('number').notNull(),
    from_warehouse_id: uuid('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    to_warehouse_id: uuid('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: ['draft', 'in_transit', 'received', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note'),
    created_by: uuid('created_by').references(() => users.id),
    shipped_by: uuid('shipped_by').references(() => users.id),
    shipped_at: ts('shipped_at'),
    received_by: uuid('received_by').references(() => users.id),
    received_at: ts('received_at'),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [index('stock_transfers_company_idx').on(t.company_id, t.created_at, t.id)],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    company_id: companyId(),
    transfer_id: uuid('transfer_id')
      .notNull()
      .references(() => stockTransfers.id),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    received_quantity: integer('received_quantity'),
  },
  (t) => [primaryKey({ columns: [t.transfer_id, t.variant_id] })],
);

/** Gap-free document numbers per company, kind and year (transfers, counts, later invoices…). */
export const documentSequences = pgTable(
  'document_sequences',
  {
    company_id: companyId(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last_number: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.kind, t.year] })],
);

/** Durable background jobs (thumbnails…): claimed with FOR UPDATE SKIP LOCKED on both databases. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: uuid('company_id').references(() => companies.id),
    type: text('type').notNull(),
    payload: text('payload').notNull().default('{}'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    run_at: ts('run_at').notNull().defaultNow(),
    locked_at: ts('locked_at'),
    last_error: text('last_error'),
    ...timestamps(),
  },
  (t) => [index('jobs_ready_idx').on(t.run_at, t.id).where(sql`status = 'queued'`)],
);
