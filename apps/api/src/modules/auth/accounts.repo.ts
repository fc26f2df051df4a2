import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, companies, passwordResets, users } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, id: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCompanyByCode(db: Executor, code: string) {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.company_code, code), isNull(companies.deleted_at)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCompanyById(db: Executor, id: string) {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deleted_at)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserInCompany(
  db: Executor,
  companyId: string,
  where: { email?: string; pinLookup?: string },
) {
  const conditions = [eq(users.company_id, companyId), isNull(users.deleted_at)];
  if (where.email) conditions.push(sql`lower(${users.email}) = ${where.email.toLowerCase()}`);
  if (where.pinLookup) conditions.push(eq(users.pin_lookup, where.pinLookup));
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertToken(
  db: Executor,
  values: {
    companyId: string;
    userId: string;
    hash: string;
    ttlDays: number;
    ip?: string;
    userAgent?: string;
  },
) {
  await db.insert(accessTokens).values({
    company_id: values.companyId,
    user_id: values.userId,
    token_hash: values.hash,
    ip: values.ip ?? null,
    user_agent: values.userAgent?.slice(0, 300) ?? null,
    last_used_at: new Date(),
    expires_at: new Date(Date.now() + values.ttlDays * 86_400_000),
  });
}

export async function revokeToken(db: Executor, tokenId: string) {
  await db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.id, tokenId));
}

export async function revokeUserTokens(db: Executor, userId: string, keepTokenId?: string) {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined,
      ),
    );
}

export async function latestOpenReset(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)))
    .orderBy(desc(passwordResets.created_at))
    .limit(1);
  return rows[0] ?? null;
}
