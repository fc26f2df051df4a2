import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { accessTokens, companies, shops, userShops, users } from '../../db/schema/index.ts';

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
}

const tokenOwnerQuery = (db: Executor, name: string) =>
  db
    .select({
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.last_used_at,
      id: users.id,
      company_id: users.company_id,
      name: users.name,
      email: users.email,
      role: users.role,
      is_super_admin: users.is_super_admin,
      status: users.status,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
        isNull(users.deleted_at),
      ),
    )
    .limit(1)
    .prepare(name);

/** One indexed query per request, prepared once: the token, unrevoked and unexpired, with its active user. */
export async function findTokenOwner(db: Executor, tokenHash: string): Promise<TokenOwner | null> {
  const rows = await prepared(db, 'find_token_owner', tokenOwnerQuery).execute({ tokenHash });
  const row = rows[0];
  if (!row) return null;
  const { tokenId, lastUsedAt, ...user } = row;
  return { tokenId, lastUsedAt, user };
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
