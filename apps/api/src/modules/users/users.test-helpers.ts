import { eq, sql } from 'drizzle-orm';
import { type Account, registerCompany, uniqueEmail } from '../../../test/helpers/factories.ts';
import { call, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, plans, shops, subscriptions } from '../../db/schema/index.ts';

/** Shared by the users module's test files. */
export type UserBody = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  has_pin: boolean;
  shop_ids?: string[];
};
export type ListBody = {
  data: UserBody[];
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
    from: number | null;
    to: number | null;
  };
};
export type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> };

export const USERS_URL = '/api/v1/admin/users';

/** A new company on `plan` (enterprise: no user limit). */
export async function companyOnPlan(t: TestApp, plan = 'enterprise'): Promise<Account> {
  const admin = await registerCompany(t.app);
  await t.ctx.db
    .update(subscriptions)
    .set({
      plan_id: sql`(select ${plans.id} from ${plans} where ${plans.lookup_key} = ${plan})`,
      plan_lookup_key: plan,
    })
    .where(eq(subscriptions.company_id, admin.companyId));
  return admin;
}

export const eventTypes = async (t: TestApp, subjectId: string) =>
  (await t.ctx.db.select({ type: events.type }).from(events).where(eq(events.subject_id, subjectId))).map(
    (e) => e.type,
  );

export async function addShop(t: TestApp, companyId: string, slug: string): Promise<string> {
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({ company_id: companyId, name: slug, slug })
    .returning({ id: shops.id });
  return shop!.id;
}

/** POST /admin/users with defaults for what the test does not care about. */
export function postUser(t: TestApp, admin: Account, body: Record<string, unknown>) {
  return call(t.app, 'POST', USERS_URL, {
    token: admin.token,
    body: { name: 'Moussa Ba', email: uniqueEmail(), role: 'employee', ...body },
  });
}
