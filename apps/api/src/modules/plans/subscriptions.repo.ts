import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';
import type { SubscriptionRow } from '../company/company.dto.ts';

/** Each company's subscription with its plan's name, limits and features, in one query. */
export async function subscriptionsOf(
  db: Executor,
  companyIds: string[],
): Promise<Map<string, SubscriptionRow>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      company_id: subscriptions.company_id,
      plan_lookup_key: subscriptions.plan_lookup_key,
      status: subscriptions.status,
      current_period_end: subscriptions.current_period_end,
      plan_name: plans.name,
      limits: plans.limits,
      features: plans.features,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(
      companyIds.length === 1
        ? eq(subscriptions.company_id, companyIds[0]!)
        : inArray(subscriptions.company_id, companyIds),
    );
  return new Map(rows.map(({ company_id, ...row }) => [company_id, row]));
}

export async function subscriptionOf(db: Executor, companyId: string): Promise<SubscriptionRow | null> {
  return (await subscriptionsOf(db, [companyId])).get(companyId) ?? null;
}
