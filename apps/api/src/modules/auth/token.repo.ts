import { companyWeekStart } from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { type RawStatement, rawRows } from '../../db/raw-rows.ts';
import { accessTokens, companies, shops, userShops } from '../../db/schema/index.ts';

export interface TokenOwner {
  tokenId: string;
  lastUsedAt: Date | null;
  user: {
    id: string;
    company_id: string;
    name: string;
    email: string | null;
    role: string;
    is_super_admin: boolean;
    status: string;
  };
  /** The user's company's calendar and currency, read with the token (the analytics calls start from them). */
  company: CompanyFacts;
}

export interface CompanyFacts {
  timezone: string;
  currency: string;
  /** companies.variables.week_starts_on: 0 (Sunday) or 1 (Monday, the default) */
  weekStartsOn: 0 | 1;
}

/**
 * The token, unrevoked and unexpired, with its active user and their company's calendar: one named statement,
 * rows as arrays.
 */
const TOKEN_OWNER: RawStatement = {
  name: 'find_token_owner',
  // The text drizzle printed when it built the token and user part; the company's calendar joined by hand. The
  // users bench replays it as is (bench/src/reference-sql.ts).
  text: 'select "access_tokens"."id", "access_tokens"."last_used_at", "users"."id", "users"."company_id", "users"."name", "users"."email", "users"."role", "users"."is_super_admin", "users"."status", "companies"."timezone", "companies"."currency", "companies"."variables"->\'week_starts_on\' from "access_tokens" inner join "users" on "users"."id" = "access_tokens"."user_id" inner join "companies" on "companies"."id" = "users"."company_id" where ("access_tokens"."token_hash" = $1 and "access_tokens"."revoked_at" is null and "access_tokens"."expires_at" > now() and "users"."deleted_at" is null) limit $2',
  values: [],
};

/**
 * One indexed query per request, parsed and planned once per connection; no drizzle building or row
 * mapping (this runs before every authenticated request).
 */
export async function findTokenOwner(db: Db, tokenHash: string): Promise<TokenOwner | null> {
  const rows = await rawRows(db, { ...TOKEN_OWNER, values: [tokenHash, 1] });
  const r = rows[0];
  if (!r) return null;
  const lastUsed = r[1] as Date | string | null;
  return {
    tokenId: r[0] as string,
    lastUsedAt: lastUsed === null ? null : lastUsed instanceof Date ? lastUsed : new Date(lastUsed),
    user: {
      id: r[2] as string,
      company_id: r[3] as string,
      name: r[4] as string,
      email: r[5] as string | null,
      role: r[6] as string,
      is_super_admin: r[7] as boolean,
      status: r[8] as string,
    },
    company: {
      timezone: r[9] as string,
      currency: r[10] as string,
      weekStartsOn: companyWeekStart(r[11]),
    },
  };
}

export async function touchToken(db: Executor, tokenId: string): Promise<void> {
  await db.update(accessTokens).set({ last_used_at: new Date() }).where(eq(accessTokens.id, tokenId));
}

export async function companyExists(db: Executor, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deleted_at)))
    .limit(1);
  return rows.length > 0;
}

/** Shops the user may work in, in creation order: their assigned shops, or every active shop when none are assigned. */
export async function reachableShopIds(
  db: Executor,
  companyId: string,
  userId: string | null,
): Promise<string[]> {
  const assigned =
    userId === null
      ? []
      : await db
          .select({ id: shops.id })
          .from(userShops)
          .innerJoin(shops, eq(shops.id, userShops.shop_id))
          .where(
            and(eq(userShops.user_id, userId), eq(userShops.company_id, companyId), isNull(shops.deleted_at)),
          )
          .orderBy(shops.created_at);
  if (assigned.length > 0) return assigned.map((s) => s.id);
  const all = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.company_id, companyId), isNull(shops.deleted_at)))
    .orderBy(shops.created_at);
  return all.map((s) => s.id);
}
