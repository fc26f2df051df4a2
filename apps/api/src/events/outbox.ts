import type { Executor } from '../db/client.ts';
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
  await tx.insert(events).values({
    company_id: event.companyId,
    type: event.type,
    subject_type: event.type.split('.')[0] ?? event.type,
    subject_id: event.subjectId ?? null,
    actor_user_id: event.actorUserId ?? null,
    payload: event.payload ?? {},
  });
}
