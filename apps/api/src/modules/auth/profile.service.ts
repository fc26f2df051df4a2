import type { profileUpdateSchema } from '@comptoir/core';
import { permissionsOf } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret, verifySecret } from '../../lib/secrets.ts';
import type { AuthUser, Scope } from '../../plugins/request-context.ts';
import { toCompanyDto, toSubscriptionDto } from '../company/company.dto.ts';
import { subscriptionOf } from '../plans/subscriptions.repo.ts';
import { toUserDto } from '../users/user.dto.ts';
import { findCompanyById, findUserById, revokeUserTokens } from './accounts.repo.ts';
import { reachableShopIds } from './token.repo.ts';

/** GET /user: who is signed in, where they act, and what they may do — what the web app needs after login. */
export async function currentUser(ctx: AppContext, userId: string, scope: Scope) {
  const [user, company, subscription] = await Promise.all([
    findUserById(ctx.db, userId),
    findCompanyById(ctx.db, scope.companyId),
    subscriptionOf(ctx.db, scope.companyId),
  ]);
  if (!user || !company) throw new AppError('unauthenticated');
  const wide = scope.role === 'admin' || scope.role === 'super_admin';
  const shopIds = await reachableShopIds(ctx.db, scope.companyId, wide ? null : user.id);
  return {
    ...toUserDto(user),
    company: toCompanyDto(company),
    subscription: toSubscriptionDto(subscription),
    permissions: permissionsOf(scope.role),
    shop_ids: shopIds,
    scope: { company_id: scope.companyId, shop_id: scope.shopId, all_company: scope.allCompany },
  };
}

export async function updateProfile(
  ctx: AppContext,
  auth: AuthUser,
  input: z.infer<typeof profileUpdateSchema>,
) {
  const user = await findUserById(ctx.db, auth.id);
  if (!user) throw new AppError('unauthenticated');
  let passwordHash: string | undefined;
  if (input.password) {
    if (!input.current_password || !(await verifySecret(user.password_hash, input.current_password))) {
      throw new AppError('validation_failed', {}, { current_password: ['wrong_password'] });
    }
    passwordHash = await hashSecret(input.password);
  }
  const [updated] = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where(eq(users.id, auth.id))
      .returning();
    if (passwordHash) {
      // Other sessions end with a password change; this one is kept.
      await revokeUserTokens(tx, auth.id, auth.tokenId);
    }
    await recordEvent(tx, {
      companyId: auth.company_id,
      type: 'user.updated',
      subjectId: auth.id,
      actorUserId: auth.id,
    });
    return rows;
  });
  return toUserDto(updated!);
}
