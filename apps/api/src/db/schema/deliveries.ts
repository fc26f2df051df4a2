import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { mediaFiles } from './media.ts';
import { type AddressSnapshot, orders, payments } from './orders.ts';
import { users } from './users.ts';

// A delivery: the trip of one order to its customer, given to a courier. Its status is the order's
// delivery status (SPEC §4), moved together in one transaction.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

export const TRANSPORT_MODE_VALUES = ['Road', 'Air', 'Sea', 'Rail', 'Courrier', 'Mix'] as const;

export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    company_id: companyId(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    courier_id: uuid('courier_id').references(() => users.id),
    transport_mode: text('transport_mode', { enum: TRANSPORT_MODE_VALUES }).notNull().default('Road'),
    /** the order's delivery status, kept equal to it in the same transaction (lists filter on it) */
    status: text('status', { enum: ['idle', 'pending', 'taken_in_charge', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    address: jsonb('address').$type<AddressSnapshot | null>(),
    /** the customer's phone for the courier to call */
    contact_phone: text('contact_phone'),
    scheduled_for: ts('scheduled_for'),
    instructions: text('instructions'),
    /** what the courier wrote when moving it (why it came back, who received it) */
    last_note: text('last_note'),
    /** a photo of the handover, uploaded through the media flow */
    proof_media_id: uuid('proof_media_id').references(() => mediaFiles.id),
    /** cash the courier took from the customer on delivery (minor units), recorded as a payment */
    cash_collected: bigint('cash_collected', { mode: 'number' }).notNull().default(0),
    cash_payment_id: uuid('cash_payment_id').references(() => payments.id),
    taken_at: ts('taken_at'),
    delivered_at: ts('delivered_at'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('deliveries_company_idx').on(t.company_id, t.created_at, t.id),
    uniqueIndex('deliveries_order_uq').on(t.order_id),
    index('deliveries_company_courier_idx').on(t.company_id, t.courier_id, t.created_at),
    index('deliveries_company_status_idx').on(t.company_id, t.status, t.created_at),
    // The dashboard's deliveries of today: due today, or moved today (any write stamps updated_at). Those due today
    // are read in the card's order (scheduled_for, created_at, id) from the index alone (migration 0058).
    index('deliveries_company_scheduled_idx')
      .on(t.company_id, t.scheduled_for, t.created_at, t.id)
      .where(sql`scheduled_for is not null`),
    index('deliveries_company_updated_idx').on(t.company_id, t.updated_at),
    // Deliveries analytics over a period (by status, handover time, cash): an index-only scan.
    index('deliveries_company_analytics_idx').on(
      t.company_id,
      t.created_at,
      t.status,
      t.delivered_at,
      t.cash_collected,
    ),
  ],
);
