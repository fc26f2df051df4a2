import { addDaysToDate, can, companyWeekStart } from '@comptoir/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { companies, shops } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import type { CompanyCalendar } from '../accounting/report-period.ts';
import type { CompanyFacts } from '../auth/token.repo.ts';
import { dayStart, todayIn } from '../treasury/company-calendar.ts';
import { type AnalyticsQuery, analyticsQueryShape, type ClosedDayWindow } from './analytics-query.ts';

// What the operations analytics (dashboard lists and per-model stats other than sales) share:
// the query with shop_id, the period as instants, the shop the figures are limited to, and the
// extra permissions an item needs besides stats.view.

export const operationsQuery = z.strictObject({
  ...analyticsQueryShape,
  shop_id: z.uuid().optional(),
  /** the most rows of a row list (analytics items recent-orders, today-deliveries, low-stock) */
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export type OperationsQuery = AnalyticsQuery & { shop_id?: string | undefined; limit?: number | undefined };

/** A window of the company's calendar as instants: [start, end). */
export interface Instants {
  start: string;
  end: string;
  /** the window's days, both included */
  from: string;
  to: string;
}

/**
 * The first instant of each calendar day asked for, per zone: a day's start never changes, and a
 * dashboard asks the same few days again and again (each costs several Intl calls to find).
 */
const dayStarts = new Map<string, string>();
const DAY_STARTS_KEPT = 10_000;

function dayStartIso(day: string, timeZone: string): string {
  const key = `${timeZone} ${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    start = dayStart(day, timeZone).toISOString();
    dayStarts.set(key, start);
  }
  return start;
}

export function instantsOf(calendar: CompanyCalendar, window: ClosedDayWindow): Instants {
  return {
    start: dayStartIso(window.from, calendar.timezone),
    end: dayStartIso(addDaysToDate(window.to, 1), calendar.timezone),
    from: window.from,
    to: window.to,
  };
}

/** The company's calendar and currency: what every analytics answer starts from (one read). */
export interface AnalyticsCompany extends CompanyCalendar {
  currency: string;
}

const companyQuery = (db: Executor, name: string) =>
  db
    .select({ timezone: companies.timezone, variables: companies.variables, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare(name);

/**
 * The company's calendar and currency: the scope's, read with the token when the request acts in the user's own
 * company, else one read.
 */
export async function analyticsCompany(
  db: Executor,
  scope: Pick<Scope, 'companyId' | 'company'>,
): Promise<AnalyticsCompany> {
  let facts: CompanyFacts;
  if (scope.company) facts = scope.company;
  else {
    const [row] = await prepared(db, 'analytics_company', companyQuery).execute({
      companyId: scope.companyId,
    });
    facts = {
      timezone: row?.timezone ?? 'UTC',
      currency: row?.currency ?? 'USD',
      weekStartsOn: companyWeekStart(row?.variables?.week_starts_on),
    };
  }
  return {
    timezone: facts.timezone,
    weekStartsOn: facts.weekStartsOn,
    today: todayIn(facts.timezone),
    currency: facts.currency,
  };
}

const shopQuery = (db: Executor, name: string) =>
  db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.id, sql.placeholder('shopId')),
        eq(shops.company_id, sql.placeholder('companyId')),
        isNull(shops.deleted_at),
      ),
    )
    .prepare(name);

/**
 * The shop the figures are limited to: a user bound to a shop sees that shop only (another
 * shop_id is a 404); an all-company user may ask for one of the company's shops (another
 * company's is a 404), or none for the whole company.
 */
export async function analyticsShop(
  db: Executor,
  scope: Scope,
  requested: string | undefined,
): Promise<string | null> {
  if (scope.shopId) {
    if (requested && requested !== scope.shopId)
      throw new AppError('not_found', { resource: 'resource.shop' });
    return scope.shopId;
  }
  if (!requested) return null;
  const [row] = await prepared(db, 'analytics_shop', shopQuery).execute({
    shopId: requested,
    companyId: scope.companyId,
  });
  if (!row) throw new AppError('not_found', { resource: 'resource.shop' });
  return row.id;
}

/** Whether the role holds `permission` (a super admin holds every one). */
export function holdsPermission(scope: Scope, permission: string): boolean {
  return scope.role === 'super_admin' || can(scope.role, permission);
}

/** Refuses unless the role holds every permission (stats.view is checked by the route). */
export function requirePermissions(scope: Scope, permissions: readonly string[]): void {
  for (const permission of permissions) {
    if (!holdsPermission(scope, permission)) throw new AppError('forbidden', { permission });
  }
}

/** A bigint or numeric from the driver (text for sums) as a number. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A timestamp from the driver (Date on node-postgres, text or Date on PGlite) as ISO text. */
export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
