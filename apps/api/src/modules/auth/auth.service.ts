import type { Locale, Login, LoginWithPin, PasswordReset } from '@comptoir/core';
import { validatePin } from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  hashSecret,
  keyedHash,
  newAccessToken,
  sameHash,
  sixDigitCode,
  verifySecret,
} from '../../lib/secrets.ts';
import {
  findCompanyByCode,
  findCompanyById,
  findUserByEmail,
  findUserInCompany,
  insertToken,
  latestOpenReset,
  revokeToken,
  revokeUserTokens,
} from './accounts.repo.ts';
import type { Session } from './registration.service.ts';
import { assertNotThrottled, type Budget, RULES, spend } from './throttle.ts';

interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
  locale: Locale;
}

const RESET_TTL_MS = 15 * 60_000;
const RESET_MAX_ATTEMPTS = 5;

export const pinLookup = (appKey: string, companyId: string, pin: string) =>
  keyedHash(appKey, `pin:${companyId}:${pin}`);
const resetCodeHash = (appKey: string, resetId: string, code: string) =>
  keyedHash(appKey, `reset:${resetId}:${code}`);

async function openSession(
  ctx: AppContext,
  user: { id: string; company_id: string },
  companyCode: string,
  meta: RequestMeta,
  method: 'password' | 'pin',
): Promise<Session> {
  const token = newAccessToken();
  await ctx.db.transaction(async (tx) => {
    await insertToken(tx, {
      companyId: user.company_id,
      userId: user.id,
      hash: token.hash,
      ttlDays: ctx.config.TOKEN_TTL_DAYS,
      ip: meta.ip,
      ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
    });
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    await recordEvent(tx, {
      companyId: user.company_id,
      type: 'user.logged_in',
      subjectId: user.id,
      actorUserId: user.id,
      payload: { method, ip: meta.ip },
    });
  });
  return { accessToken: token.token, companyId: user.company_id, company_code: companyCode };
}

function assertActive(user: { status: string }) {
  if (user.status === 'deactivated') throw new AppError('account_inactive');
  if (user.status !== 'active')
    throw new AppError('invalid_credentials', {}, { email: ['invalid_credentials'] });
}

export async function login(ctx: AppContext, input: Login, meta: RequestMeta): Promise<Session> {
  const budgets: Budget[] = [
    [`login:email:${input.email}`, RULES.passwordPerAccount],
    [`login:ip:${meta.ip}`, RULES.passwordPerIp],
  ];
  await assertNotThrottled(ctx, budgets);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifySecret(user?.password_hash, input.password);
  if (!user || !ok) {
    await spend(ctx, budgets);
    throw new AppError('invalid_credentials', {}, { email: ['invalid_credentials'] });
  }
  assertActive(user);
  await ctx.limiter.reset(budgets[0]![0]);
  const company = await findCompanyById(ctx.db, user.company_id);
  if (!company) throw new AppError('invalid_credentials', {}, { email: ['invalid_credentials'] });
  return openSession(ctx, user, company.company_code, meta, 'password');
}

/** Staff sign-in at the counter: company code + PIN, with the email when PINs alone are ambiguous. */
export async function loginWithPin(
  ctx: AppContext,
  input: LoginWithPin,
  meta: RequestMeta,
): Promise<Session> {
  const budgets: Budget[] = [
    [`pin:company:${input.company_code}`, RULES.pinPerCompany],
    [`pin:company-day:${input.company_code}`, RULES.pinPerCompanyDaily],
    [`pin:ip:${meta.ip}`, RULES.pinPerIp],
  ];
  await assertNotThrottled(ctx, budgets);
  const fail = async () => {
    await spend(ctx, budgets);
    return new AppError('invalid_credentials', {}, { pin: ['invalid_credentials'] });
  };
  const company = await findCompanyByCode(ctx.db, input.company_code);
  if (!company || !/^\d{4}$/.test(input.pin)) throw await fail();
  const user = input.email
    ? await findUserInCompany(ctx.db, company.id, { email: input.email })
    : await findUserInCompany(ctx.db, company.id, {
        pinLookup: pinLookup(ctx.config.secrets.appKey, company.id, input.pin),
      });
  if (!user || !(await verifySecret(user.pin_hash, input.pin))) throw await fail();
  assertActive(user);
  return openSession(ctx, user, company.company_code, meta, 'pin');
}

export async function logout(ctx: AppContext, tokenId: string, userId: string, companyId: string) {
  await ctx.db.transaction(async (tx) => {
    await revokeToken(tx, tokenId);
    await recordEvent(tx, { companyId, type: 'user.logged_out', subjectId: userId, actorUserId: userId });
  });
}

/** Sends a 6-digit code; answers the same whether or not the address has an account. */
export async function requestPasswordReset(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  const budgets: Budget[] = [
    [`reset:email:${email}`, RULES.resetRequestPerEmail],
    [`reset:ip:${meta.ip}`, RULES.resetRequestPerIp],
  ];
  await assertNotThrottled(ctx, budgets);
  await spend(ctx, budgets);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'deactivated') return;
  const code = sixDigitCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResets.user_id, user.id), isNull(passwordResets.used_at)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        company_id: user.company_id,
        user_id: user.id,
        code_hash: 'pending',
        expires_at: new Date(Date.now() + RESET_TTL_MS),
      })
      .returning({ id: passwordResets.id });
    await tx
      .update(passwordResets)
      .set({ code_hash: resetCodeHash(ctx.config.secrets.appKey, reset!.id, code) })
      .where(eq(passwordResets.id, reset!.id));
    await recordEvent(tx, {
      companyId: user.company_id,
      type: 'user.password_reset_requested',
      subjectId: user.id,
    });
  });
  const locale = (user.locale as Locale | null) ?? meta.locale;
  await ctx.mailer.send({
    to: user.email!,
    subject: t(locale, 'mail.reset_subject'),
    text: t(locale, 'mail.reset_body', { code }),
  });
}

export async function resetPassword(ctx: AppContext, input: PasswordReset): Promise<void> {
  const budgets: Budget[] = [[`reset-attempt:email:${input.email}`, RULES.resetAttemptPerEmail]];
  await assertNotThrottled(ctx, budgets);
  const invalid = async () => {
    await spend(ctx, budgets);
    return new AppError('invalid_reset_code', {}, { otp: ['invalid_reset_code'] });
  };
  const user = await findUserByEmail(ctx.db, input.email);
  const reset = user ? await latestOpenReset(ctx.db, user.id) : null;
  if (!user || !reset || reset.expires_at.getTime() < Date.now() || reset.attempts >= RESET_MAX_ATTEMPTS) {
    throw await invalid();
  }
  if (!sameHash(reset.code_hash, resetCodeHash(ctx.config.secrets.appKey, reset.id, input.otp))) {
    await ctx.db
      .update(passwordResets)
      .set({ attempts: reset.attempts + 1 })
      .where(eq(passwordResets.id, reset.id));
    throw await invalid();
  }
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    // Single use: the update only succeeds while the code is still unused.
    const used = await tx
      .update(passwordResets)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw new AppError('invalid_reset_code', {}, { otp: ['invalid_reset_code'] });
    const activated =
      user.status === 'invited' ? { status: 'active' as const, invitation_token_hash: null } : {};
    await tx
      .update(users)
      .set({ password_hash: passwordHash, ...activated })
      .where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id);
    await recordEvent(tx, { companyId: user.company_id, type: 'user.password_reset', subjectId: user.id });
  });
  await ctx.limiter.reset(budgets[0]![0]);
}

/** 422 "Invalid or unavailable PIN" for a banned, malformed or already-taken PIN (unique per company). */
export async function setPin(
  ctx: AppContext,
  user: { id: string; company_id: string },
  input: { pin: string; pin_confirmation?: string | undefined },
): Promise<void> {
  const budgets: Budget[] = [[`set-pin:user:${user.id}`, RULES.setPinPerUser]];
  await assertNotThrottled(ctx, budgets);
  const problem = validatePin(input.pin, input.pin_confirmation);
  if (problem) {
    throw new AppError(
      'pin_unavailable',
      {},
      { [problem === 'pin_mismatch' ? 'pin_confirmation' : 'pin']: [problem] },
    );
  }
  const lookup = pinLookup(ctx.config.secrets.appKey, user.company_id, input.pin);
  const holder = await findUserInCompany(ctx.db, user.company_id, { pinLookup: lookup });
  if (holder && holder.id !== user.id) {
    // Counted, so a staff member cannot probe colleagues' PINs through this endpoint.
    await spend(ctx, budgets);
    throw new AppError('pin_unavailable', {}, { pin: ['pin_unavailable'] });
  }
  const pinHash = await hashSecret(input.pin);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ pin_hash: pinHash, pin_lookup: lookup }).where(eq(users.id, user.id));
      await recordEvent(tx, {
        companyId: user.company_id,
        type: 'user.pin_set',
        subjectId: user.id,
        actorUserId: user.id,
      });
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.cause?.code ?? e.code) === '23505')
      throw new AppError('pin_unavailable', {}, { pin: ['pin_unavailable'] });
    throw error;
  }
}
