import { randomUUID } from 'node:crypto';
import { ROLES } from '@comptoir/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/context.ts';
import { plans, subscriptions, users } from '../../src/db/schema/index.ts';
import { type Account, createStaff, registerCompany } from '../helpers/factories.ts';

export async function upgradePlan(ctx: AppContext, companyId: string, lookupKey = 'enterprise') {
  await ctx.db
    .update(subscriptions)
    .set({
      plan_id: sql`(select ${plans.id} from ${plans} where ${plans.lookup_key} = ${lookupKey})`,
      plan_lookup_key: lookupKey,
    })
    .where(eq(subscriptions.company_id, companyId));
}

/** A company with one signed-in member per role, plus a platform super-admin from another company. */
export async function companyWithEveryRole(app: FastifyInstance, ctx: AppContext) {
  const admin = await registerCompany(app);
  await upgradePlan(ctx, admin.companyId);
  const tokens: Record<string, Account> = { admin };
  for (const role of ROLES) {
    if (role !== 'admin') tokens[role] = await createStaff(app, admin, role);
  }
  const platform = await registerCompany(app, { name: 'Platform operator' });
  await ctx.db
    .update(users)
    .set({ is_super_admin: true })
    .where(sql`lower(${users.email}) = ${platform.email}`);
  return { admin, byRole: tokens, superAdmin: { ...platform, actingIn: admin.companyId } };
}

/** A concrete URL for a route pattern: unknown ids, so allowed calls end in 404/422 rather than changing data. */
export function concreteUrl(url: string): string {
  return url.replace(/:id\b/g, randomUUID()).replace(/:(\w+)/g, 'x');
}
