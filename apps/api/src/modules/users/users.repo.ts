import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { shops, userShops, users } from '../../db/schema/index.ts';
import { userDtoColumns } from './user.dto.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;

/** Company scope of every users query: the tenant and not soft-deleted. */
export const userScope = (companyId: string) =>
  and(eq(users.company_id, companyId), isNull(users.deleted_at))!;

/** The company's user, locked for the rest of the transaction when `lock` is set; null when missing or deleted. */
export async function findCompanyUser(
  db: Executor,
  companyId: string,
  id: string,
  lock = false,
): Promise<UserRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(userScope(companyId), eq(users.id, id)))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Emails are unique across all companies (among users not deleted). */
export async function emailInUse(db: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deleted_at),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The ids among `shopIds` that are not live shops of the company. */
export async function unknownShopIds(
  db: Executor,
  companyId: string,
  shopIds: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(shopIds)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.company_id, companyId), isNull(shops.deleted_at), inArray(shops.id, wanted)));
  const known = new Set(found.map((s) => s.id));
  return wanted.filter((id) => !known.has(id));
}

export async function insertUser(db: Executor, values: UserInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserRow(
  db: Executor,
  companyId: string,
  id: string,
  patch: Partial<UserInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updated_at: new Date() })
    .where(and(userScope(companyId), eq(users.id, id)))
    .returning();
  return row!;
}

/** Replaces the user's shop assignments (the pivot) with `shopIds`. */
export async function replaceUserShops(
  db: Executor,
  companyId: string,
  userId: string,
  shopIds: readonly string[],
) {
  await db.delete(userShops).where(and(eq(userShops.company_id, companyId), eq(userShops.user_id, userId)));
  const unique = [...new Set(shopIds)];
  if (unique.length > 0) {
    await db
      .insert(userShops)
      .values(unique.map((shopId) => ({ company_id: companyId, user_id: userId, shop_id: shopId })));
  }
}

/** Shop ids of several users in one query (list includes), each user's list in a stable order. */
export async function shopIdsByUser(
  db: Executor,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ user_id: userShops.user_id, shop_id: userShops.shop_id })
    .from(userShops)
    .where(and(eq(userShops.company_id, companyId), inArray(userShops.user_id, [...userIds])))
    .orderBy(userShops.user_id, userShops.shop_id);
  for (const row of rows) result.get(row.user_id)?.push(row.shop_id);
  return result;
}

/** Other active administrators of the company, locked so two concurrent demotions cannot both pass. */
export async function otherActiveAdmins(
  db: Executor,
  companyId: string,
  exceptUserId: string,
): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        userScope(companyId),
        eq(users.role, 'admin'),
        eq(users.status, 'active'),
        ne(users.id, exceptUserId),
      ),
    )
    .for('update');
  return rows.length;
}

/** `exists` condition: the user is assigned to one of these shops. */
export const assignedToShops = (shopIds: readonly string[]): SQL =>
  sql`exists (select 1 from ${userShops} where ${userShops.user_id} = ${users.id} and ${inArray(userShops.shop_id, [...shopIds])})`;

export async function selectUserPage(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select(userDtoColumns)
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

const defaultPageQuery = (db: Executor, name: string) =>
  db
    .select(userDtoColumns)
    .from(users)
    .where(and(eq(users.company_id, sql.placeholder('companyId')), isNull(users.deleted_at)))
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);

/** The list as it first opens (no filter, newest first): the most frequent page, prepared once. */
export function selectDefaultUserPage(db: Executor, companyId: string, limit: number, offset: number) {
  return prepared(db, 'users_default_page', defaultPageQuery).execute({ companyId, limit, offset });
}

export async function findByInvitationHash(db: Executor, tokenHash: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.invitation_token_hash, tokenHash), isNull(users.deleted_at)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}
