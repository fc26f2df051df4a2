import type { AppContext } from '../../context.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret, newAccessToken, sha256 } from '../../lib/secrets.ts';
import { findCompanyById, insertToken } from '../auth/accounts.repo.ts';
import type { Session } from '../auth/registration.service.ts';
import { findByInvitationHash, updateUserRow } from './users.repo.ts';

const invalid = () => new AppError('validation_failed', {}, { token: ['invitation_invalid'] });

/**
 * The invitee chooses a password (and may correct their name): the account becomes active,
 * the link stops working, and a session opens exactly as a sign-in would.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: { token: string; password: string; name?: string | undefined },
  meta: { ip: string; userAgent?: string | undefined },
): Promise<Session> {
  const passwordHash = await hashSecret(input.password);
  const token = newAccessToken();
  const user = await ctx.db.transaction(async (tx) => {
    const invited = await findByInvitationHash(tx, sha256(input.token));
    const expiresAt = invited?.invitation_expires_at?.getTime() ?? 0;
    if (invited?.status !== 'invited' || expiresAt < Date.now()) {
      throw invalid();
    }
    const company = await findCompanyById(tx, invited.company_id);
    if (!company) throw invalid();
    await updateUserRow(tx, invited.company_id, invited.id, {
      password_hash: passwordHash,
      ...(input.name ? { name: input.name } : {}),
      status: 'active',
      invitation_token_hash: null,
      invitation_expires_at: null,
      last_login_at: new Date(),
    });
    await insertToken(tx, {
      companyId: invited.company_id,
      userId: invited.id,
      hash: token.hash,
      ttlDays: ctx.config.TOKEN_TTL_DAYS,
      ip: meta.ip,
      ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
    });
    await recordEvent(tx, {
      companyId: invited.company_id,
      type: 'user.invitation_accepted',
      subjectId: invited.id,
      actorUserId: invited.id,
    });
    return { companyId: invited.company_id, companyCode: company.company_code };
  });
  return { accessToken: token.token, companyId: user.companyId, company_code: user.companyCode };
}
