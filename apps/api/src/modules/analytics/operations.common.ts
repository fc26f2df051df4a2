import { can } from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { shops } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import type { CompanyCalendar } from '../accounting/report-period.ts';
import { dayStart } from '../treasury/company-calendar.ts';
import { type AnalyticsQuery, analyticsQueryShape, type ClosedDayWindow } from './analytics-query.ts';

// What the operations analytics (dashboard lists and per-model stats other than sales) share:
// the query with shop_id, the period as instants, the shop the figures are limited to, and the
// extra permissions an item needs besides stats.view.

export const operationsQuery = z.strictObject({
  ...analyticsQueryShape,
  shop_id: z.uuid().optional(),
});

export type OperationsQuery = AnalyticsQuery & { shop_id?: string | undefined };

/** A window of the company's calendar as instants: [start, end). */
export interface Instants {
  start: string;
  end: string;
  /** the window's days, both included */
  from: string;
  to: string;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function instantsOf(calendar: CompanyCalendar, window: ClosedDayWindow): Instants {
  return {
    start: dayStart(window.from, calendar.timezone).toISOString(),
    end: dayStart(nextDay(window.to), calendar.timezone).toISOString(),
    from: window.from,
    to: window.to,
  };
}

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
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, requested), eq(shops.company_id, scope.companyId), isNull(shops.deleted_at)));
  if (!row) throw new AppError('not_found', { resource: 'resource.shop' });
  return row.id;
}

/** Refuses unless the role holds every permission (stats.view is checked by the route). */
export function requirePermissions(scope: Scope, permissions: readonly string[]): void {
  for (const permission of permissions) {
    if (scope.role !== 'super_admin' && !can(scope.role, permission)) {
      throw new AppError('forbidden', { permission });
    }
  }
}

/** A bigint or numeric from the driver (text for sums) as a number. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A timestamp from the driver (Date on node-postgres, text or Date on PGlite) as ISO text. */
export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

export const periodSchema = z.object({ start: z.string(), end: z.string() });
