import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { plans, rowCounts, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type Limited = 'shops' | 'users' | 'warehouses';

/**
 * Refuses with 402 when adding one more `resource` would pass the company's plan limit.
 * Call it inside the creating transaction, after locking the subscription row, so two
 * concurrent creations cannot both take the last place.
 */
export async function assertWithinPlan(tx: Executor, companyId: string, resource: Limited): Promise<void> {
  const [plan] = await tx
    .select({ limits: plans.limits })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(eq(subscriptions.company_id, companyId))
    .for('update', { of: subscriptions });
  const limit = plan?.limits[resource];
  if (limit === null || limit === undefined) return;
  // row_counts is kept exact by triggers: no count(*) over a big company's rows.
  const [row] = await tx
    .select({ n: rowCounts.count })
    .from(rowCounts)
    .where(and(eq(rowCounts.company_id, companyId), eq(rowCounts.table_name, resource)));
  if ((row?.n ?? 0) >= limit) {
    throw new AppError('plan_limit_reached', { limit, resource: `resource.${resource}` });
  }
}
