import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { companies } from './companies.ts';

/** Transactional outbox: written with the change it describes, fanned out after commit. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: uuid('company_id').references(() => companies.id),
    type: text('type').notNull(),
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id'),
    actor_user_id: uuid('actor_user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    dispatched_at: ts('dispatched_at'),
  },
  (t) => [
    index('events_company_idx').on(t.company_id, t.created_at),
    // A company's events of one type (onboarding facts now, the audit log's type filter later).
    index('events_company_type_idx').on(t.company_id, t.type, t.id),
    index('events_undispatched_idx').on(t.id).where(sql`dispatched_at is null`),
  ],
);
