import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './app-error.ts';
import type { LimitRule } from './rate-limiter.ts';

/**
 * Budgets of the public (no sign-in) routes, per client address: reading a document is cheap and
 * shared links get opened a few times; starting a payment calls a provider, so far fewer — and
 * fewer still for one document.
 */
export const PUBLIC_RULES = {
  read: { max: 120, windowMs: 60_000 },
  pay: { max: 60, windowMs: 60_000 },
  payDocument: { max: 10, windowMs: 60_000 },
} satisfies Record<string, LimitRule>;

/**
 * Counts the request against its address (and `subject`, e.g. a document token, when given) and
 * refuses with 429 + Retry-After once the budget is spent.
 */
export async function throttlePublic(
  ctx: AppContext,
  request: Pick<FastifyRequest, 'ip'>,
  name: keyof typeof PUBLIC_RULES,
  subject = '',
): Promise<void> {
  const rule = PUBLIC_RULES[name];
  const key = `public-${name}:${request.ip}${subject ? `:${subject}` : ''}`;
  const seconds = await ctx.limiter.retryAfter(key, rule);
  if (seconds > 0)
    throw new AppError('throttled', { seconds }, undefined, { 'retry-after': String(seconds) });
  await ctx.limiter.hit(key, rule);
}
