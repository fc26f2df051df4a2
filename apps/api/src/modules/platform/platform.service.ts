import type { PlatformCompany, SubscriptionUpdate } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { companies } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { folded, type ListSpec, parseListQuery } from '../../lib/list-query.ts';
import { toCompanyDto, toSubscriptionDto } from '../company/company.dto.ts';
import { type CompanyRow, findCompany } from '../company/company.repo.ts';
import { subscriptionsOf } from '../plans/subscriptions.repo.ts';
import {
  companyPage,
  countsOf,
  findPlan,
  lockSubscription,
  onPlans,
  saveSubscription,
} from './platform.repo.ts';

const COMPANY_LIST: ListSpec = {
  filters: {
    created_from: { column: companies.created_at, type: 'date_from' },
    created_to: { column: companies.created_at, type: 'date_to' },
  },
  sorts: { created_at: companies.created_at, name: companies.name },
  tieBreaker: companies.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [folded(companies.name), companies.company_code, companies.email],
};

/** `filter[plan]=free,starter`: read here because the plan sits on the subscription, not the company row. */
function planFilter(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const values =
    typeof raw === 'string' && raw.length <= 1000
      ? raw
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  if (values.length === 0 || values.length > 100 || !values.every((v) => /^[a-z0-9_-]{1,64}$/i.test(v))) {
    throw new AppError('invalid_parameter', { parameter: 'filter[plan]' });
  }
  return values;
}

async function withFigures(ctx: AppContext, rows: CompanyRow[]): Promise<PlatformCompany[]> {
  const ids = rows.map((r) => r.id);
  const [subscriptions, counts] = await Promise.all([subscriptionsOf(ctx.db, ids), countsOf(ctx.db, ids)]);
  return rows.map((row) => {
    const count = counts.get(row.id)!;
    return {
      ...toCompanyDto(row),
      subscription: toSubscriptionDto(subscriptions.get(row.id) ?? null),
      user_count: count.users,
      shop_count: count.shops,
      warehouse_count: count.warehouses,
    };
  });
}

/** Every live company, with plan and head counts; search by name, company code or email. */
export async function listCompanies(ctx: AppContext, rawQuery: Record<string, unknown>) {
  const plans = planFilter(rawQuery['filter[plan]']);
  const query = parseListQuery(rawQuery, COMPANY_LIST, ['filter[plan]']);
  const page = await companyPage(ctx.db, query, plans ? onPlans(plans) : undefined);
  return { data: await withFigures(ctx, page.rows), meta: page.meta };
}

export async function getPlatformCompany(ctx: AppContext, companyId: string) {
  const row = await findCompany(ctx.db, companyId);
  if (!row) throw notFound('resource.company');
  const [company] = await withFigures(ctx, [row]);
  return company!;
}

/** Moves a company to another plan (and optionally another status), with a 'subscription.updated' event. */
export async function changeSubscription(
  ctx: AppContext,
  actorId: string,
  companyId: string,
  input: SubscriptionUpdate,
) {
  if (!(await findCompany(ctx.db, companyId))) throw notFound('resource.company');
  await ctx.db.transaction(async (tx) => {
    const plan = await findPlan(tx, input.plan_lookup_key);
    if (!plan) throw new AppError('validation_failed', {}, { plan_lookup_key: ['platform.unknown_plan'] });
    const current = await lockSubscription(tx, companyId);
    const status = input.status ?? current?.status ?? 'active';
    if (current && current.plan_lookup_key === plan.lookup_key && current.status === status) return;
    const saved = await saveSubscription(tx, companyId, {
      plan_id: plan.id,
      plan_lookup_key: plan.lookup_key,
      status,
    });
    await recordEvent(tx, {
      companyId,
      type: 'subscription.updated',
      subjectId: saved.id,
      actorUserId: actorId,
      payload: {
        from: current ? { plan_lookup_key: current.plan_lookup_key, status: current.status } : null,
        to: { plan_lookup_key: plan.lookup_key, status },
      },
    });
  });
  return getPlatformCompany(ctx, companyId);
}
