import type { Locale, Register } from '@comptoir/core';
import { DEFAULT_CURRENCY } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  companies,
  paymentMethods,
  plans,
  shops,
  shopWarehouses,
  subscriptions,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyCode, hashSecret, newAccessToken } from '../../lib/secrets.ts';
import { defaultOnboarding, defaultVariables, defaultWebsite } from '../company/company.defaults.ts';
import { FREE_PLAN } from '../plans/plans.seed.ts';
import { insertDefaultCashAccount } from '../treasury/treasury-movements.ts';
import { findUserByEmail, insertToken } from './accounts.repo.ts';
import { assertNotThrottled, type Budget, RULES, spend } from './throttle.ts';

/** The default payment method's name, in the language the merchant signed up in. */
const CASH_NAME: Record<Locale, string> = { en: 'Cash', fr: 'Espèces', es: 'Efectivo' };
/** The first warehouse's name, in the company's language (staff can rename it). */
const MAIN_WAREHOUSE_NAME: Record<Locale, string> = {
  en: 'Main warehouse',
  fr: 'Entrepôt principal',
  es: 'Almacén principal',
};

export interface Session {
  accessToken: string;
  companyId: string;
  company_code: string;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === '23505' && (inner.constraint ?? '').includes(constraint);
}

/**
 * Sign-up: a company with its admin, default shop and warehouse, a free-plan subscription
 * and a unique company code — all in one transaction with their events.
 */
export async function register(
  ctx: AppContext,
  input: Register,
  meta: { ip: string; userAgent?: string; locale: Locale; timezone?: string },
): Promise<Session> {
  const budgets: Budget[] = [[`register:ip:${meta.ip}`, RULES.registerPerIp]];
  await assertNotThrottled(ctx, budgets);
  await spend(ctx, budgets);
  if (await findUserByEmail(ctx.db, input.user.email)) {
    throw new AppError('duplicate', { field: 'field.email' }, { 'user.email': ['taken'] });
  }
  const passwordHash = await hashSecret(input.user.password);
  const token = newAccessToken();

  for (let attempt = 0; ; attempt++) {
    const code = companyCode();
    try {
      const companyId = await ctx.db.transaction(async (tx) => {
        const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.lookup_key, FREE_PLAN));
        if (!plan) throw new Error('Plans are not seeded');
        const [company] = await tx
          .insert(companies)
          .values({
            name: input.company.name,
            company_code: code,
            email: input.user.email,
            currency: input.company.currency ?? DEFAULT_CURRENCY,
            timezone: input.company.timezone ?? meta.timezone ?? 'UTC',
            locale: input.company.locale ?? meta.locale,
            variables: defaultVariables(),
            website: defaultWebsite(input.company.name),
            onboarding: defaultOnboarding(),
          })
          .returning({ id: companies.id });
        const companyId = company!.id;
        await tx
          .insert(subscriptions)
          .values({ company_id: companyId, plan_id: plan.id, plan_lookup_key: FREE_PLAN });
        const [shop] = await tx
          .insert(shops)
          .values({ company_id: companyId, name: input.company.name, slug: 'main', is_default: true })
          .returning({ id: shops.id });
        const [warehouse] = await tx
          .insert(warehouses)
          .values({
            company_id: companyId,
            name: MAIN_WAREHOUSE_NAME[input.company.locale ?? meta.locale],
            code: 'MAIN',
            is_default: true,
          })
          .returning({ id: warehouses.id });
        await tx
          .insert(shopWarehouses)
          .values({ company_id: companyId, shop_id: shop!.id, warehouse_id: warehouse!.id });
        // SPEC §3: cash is the default payment method; the sale screen can take money at once,
        // and the money lands in the company's cash account.
        const cashAccountId = await insertDefaultCashAccount(tx, {
          companyId,
          currency: input.company.currency ?? DEFAULT_CURRENCY,
          locale: input.company.locale ?? meta.locale,
          timezone: input.company.timezone ?? meta.timezone ?? 'UTC',
        });
        await tx.insert(paymentMethods).values({
          company_id: companyId,
          name: CASH_NAME[input.company.locale ?? meta.locale],
          kind: 'cash',
          accounting_code: '571',
          is_default: true,
          treasury_account_id: cashAccountId,
        });
        const [user] = await tx
          .insert(users)
          .values({
            company_id: companyId,
            name: input.user.name,
            email: input.user.email,
            password_hash: passwordHash,
            role: 'admin',
            locale: meta.locale,
            last_login_at: new Date(),
          })
          .returning({ id: users.id });
        await insertToken(tx, {
          companyId,
          userId: user!.id,
          hash: token.hash,
          ttlDays: ctx.config.TOKEN_TTL_DAYS,
          ip: meta.ip,
          ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
        });
        await recordEvent(tx, {
          companyId,
          type: 'company.created',
          subjectId: companyId,
          actorUserId: user!.id,
        });
        await recordEvent(tx, {
          companyId,
          type: 'user.created',
          subjectId: user!.id,
          actorUserId: user!.id,
        });
        return companyId;
      });
      return { accessToken: token.token, companyId, company_code: code };
    } catch (error) {
      if (isUniqueViolation(error, 'companies_code_uq') && attempt < 5) continue;
      if (isUniqueViolation(error, 'users_email_uq')) {
        throw new AppError('duplicate', { field: 'field.email' }, { 'user.email': ['taken'] });
      }
      throw error;
    }
  }
}

export { isUniqueViolation };
