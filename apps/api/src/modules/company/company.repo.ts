import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, events, orders, rowCounts, shops } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyPatch = Partial<
  Omit<CompanyRow, 'id' | 'company_code' | 'created_at' | 'updated_at' | 'deleted_at'>
>;

/** The company row; `lock` takes it FOR UPDATE so read-modify-write of its settings cannot lose a change. */
export async function findCompany(db: Executor, companyId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deleted_at)))
    .limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateCompanyRow(
  db: Executor,
  companyId: string,
  patch: CompanyPatch,
): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set(patch)
    .where(and(eq(companies.id, companyId), isNull(companies.deleted_at)))
    .returning();
  return row!;
}

/** The company recorded at least one order (drafts and cancelled ones too: their amounts are in its currency). */
export async function hasOrders(db: Executor, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.company_id, companyId))
    .limit(1);
  return rows.length > 0;
}

/** Another live company already publishes its website on this domain. */
export async function domainTakenElsewhere(
  db: Executor,
  companyId: string,
  domain: string,
): Promise<boolean> {
  // Serialises claims of the same domain until commit (no unique index on a jsonb field).
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-website-domain:${domain}`}))`);
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        sql`${companies.website}->>'domain' = ${domain}`,
        ne(companies.id, companyId),
        isNull(companies.deleted_at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface OnboardingFacts {
  liveShops: number;
  /** a live shop changed after it was created (renamed, address set, …) */
  shopEdited: boolean;
  users: number;
  /** the company saved a change to its currency, time zone, locale or document settings */
  settingsChanged: boolean;
}

export async function onboardingFacts(db: Executor, companyId: string): Promise<OnboardingFacts> {
  const [shopRows, userRows, settingsRows] = await Promise.all([
    db
      .select({
        live: sql<number>`count(*)::int`,
        edited: sql<boolean>`coalesce(bool_or(${shops.updated_at} > ${shops.created_at}), false)`,
      })
      .from(shops)
      .where(and(eq(shops.company_id, companyId), isNull(shops.deleted_at))),
    // Trigger-kept count of live users (invited ones included: inviting is the step).
    db
      .select({ n: rowCounts.count })
      .from(rowCounts)
      .where(and(eq(rowCounts.company_id, companyId), eq(rowCounts.table_name, 'users'))),
    db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.company_id, companyId),
          or(
            eq(events.type, 'company.variables_updated'),
            and(
              eq(events.type, 'company.updated'),
              sql`jsonb_exists_any(${events.payload}->'changes', array['currency', 'timezone', 'locale'])`,
            ),
          ),
        ),
      )
      .limit(1),
  ]);
  return {
    liveShops: shopRows[0]?.live ?? 0,
    shopEdited: shopRows[0]?.edited ?? false,
    users: userRows[0]?.n ?? 0,
    settingsChanged: settingsRows.length > 0,
  };
}
