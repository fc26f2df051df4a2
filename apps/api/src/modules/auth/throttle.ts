import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LimitRule } from '../../lib/rate-limiter.ts';

const MINUTE = 60_000;

/**
 * Failure budgets. A PIN has 10,000 values and a company may have twenty staff PINs, so one guess
 * in 500 hits someone: 5 tries per company code per 15 minutes, and 20 per day whatever the number
 * of addresses used, make a search take weeks, while a staff member who mistypes twice is fine.
 * The cost: an attacker can pause a company's PIN sign-in for a day; password sign-in still works.
 */
export const RULES = {
  passwordPerAccount: { max: 5, windowMs: 15 * MINUTE },
  passwordPerIp: { max: 30, windowMs: 15 * MINUTE },
  pinPerCompany: { max: 5, windowMs: 15 * MINUTE },
  pinPerCompanyDaily: { max: 20, windowMs: 24 * 60 * MINUTE },
  pinPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetRequestPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { max: 20, windowMs: 60 * MINUTE },
  resetAttemptPerEmail: { max: 10, windowMs: 60 * MINUTE },
  setPinPerUser: { max: 10, windowMs: 60 * MINUTE },
  registerPerIp: { max: 50, windowMs: 10 * MINUTE },
} satisfies Record<string, LimitRule>;

export type Budget = [key: string, rule: LimitRule];

/** Refuses with 429 + Retry-After when any budget is spent. */
export async function assertNotThrottled(ctx: AppContext, budgets: Budget[]): Promise<void> {
  for (const [key, rule] of budgets) {
    const seconds = await ctx.limiter.retryAfter(key, rule);
    if (seconds > 0)
      throw new AppError('throttled', { seconds }, undefined, { 'retry-after': String(seconds) });
  }
}

export async function spend(ctx: AppContext, budgets: Budget[]): Promise<void> {
  await Promise.all(budgets.map(([key, rule]) => ctx.limiter.hit(key, rule)));
}
