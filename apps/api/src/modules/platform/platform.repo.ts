import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, plans, rowCounts, subscriptions } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import { paginate } from '../../lib/paginate.ts';

/**
 * The platform reads across companies on purpose: it is the super-admin's console.
 * Soft-deleted companies stay invisible.
 */
const live = isNull(companies.deleted_at);

/** Companies whose subscription is on one of these plans. */
export const onPlans = (lookupKeys: string[]): SQL =>
  // A subquery keeps the count and the page on the companies table alone.
  sql`${companies.id} in (select ${subscriptions.company_id} from ${subscriptions} where ${inArray(subscriptions.plan_lookup_key, lookupKeys)})`;

export async function companyPage(db: Executor, query: ListQuery, extra: SQL | undefined) {
  return paginate(
    db,
    { table: companies, scope: and(live, extra)!, query, counted: null },
    (where, limit, offset) =>
      db
        .select()
        .from(companies)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export type Counts = { users: number; shops: number; warehouses: number };

/** Live users, shops and warehouses per company, from the trigger-kept row counts (one indexed read). */
export async function countsOf(db: Executor, companyIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(companyIds.map((id) => [id, { users: 0, shops: 0, warehouses: 0 }]));
  if (companyIds.length === 0) return counts;
  const rows = await db
    .select({ company_id: rowCounts.company_id, table_name: rowCounts.table_name, count: rowCounts.count })
    .from(rowCounts)
    .where(
      and(
        inArray(rowCounts.company_id, companyIds),
        inArray(rowCounts.table_name, ['users', 'shops', 'warehouses']),
      ),
    );
  for (const row of rows) {
    const entry = counts.get(row.company_id);
    if (entry) entry[row.table_name as keyof Counts] = row.count;
  }
  return counts;
}

export async function findPlan(db: Executor, lookupKey: string) {
  const rows = await db.select().from(plans).where(eq(plans.lookup_key, lookupKey)).limit(1);
  return rows[0] ?? null;
}

export async function lockSubscription(db: Executor, companyId: string) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.company_id, companyId))
    .orderBy(desc(subscriptions.created_at))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function saveSubscription(
  db: Executor,
  companyId: string,
  values: {
    plan_id: string;
    plan_lookup_key: string;
    status: 'active' | 'trialing' | 'past_due' | 'cancelled';
  },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({ company_id: companyId, ...values })
    .onConflictDoUpdate({ target: subscriptions.company_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return row!;
}
