import { getTableName } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { execRows } from '../db/raw-rows.ts';
import { events } from '../db/schema/index.ts';

export interface DomainEvent {
  companyId: string | null;
  /** '<subject>.<verb>', e.g. 'user.created', 'company.updated' */
  type: string;
  subjectId?: string | null;
  actorUserId?: string | null;
  payload?: Record<string, unknown>;
}

/** Records a domain event in the transaction that made the change, so neither exists without the other. */
export async function recordEvent(tx: Executor, event: DomainEvent): Promise<void> {
  // A named statement straight to the driver (db/raw-rows.ts): every write records one.
  await execRows(tx, {
    name: 'events_insert',
    text: INSERT_EVENT,
    values: [
      event.companyId,
      event.type,
      event.type.split('.')[0] ?? event.type,
      event.subjectId ?? null,
      event.actorUserId ?? null,
      JSON.stringify(event.payload ?? {}),
    ],
  });
}

const INSERT_EVENT = `insert into ${getTableName(events)} (company_id, type, subject_type, subject_id, actor_user_id, payload)
  values ($1, $2, $3, $4, $5, $6)`;
