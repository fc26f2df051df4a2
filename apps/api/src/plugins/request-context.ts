import type { Locale } from '@comptoir/core';
import { resolveLocale } from '@comptoir/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import type { CompanyFacts } from '../modules/auth/token.repo.ts';

/** Query parameters every call may carry (CONTRACT.md §2); anything else is refused where no schema says more. */
export const baseQuerySchema = z.strictObject({
  anonymous: z.string().max(10).optional(),
  locale: z.string().max(35).optional(),
});
const BASE_QUERY_KEYS = new Set(Object.keys(baseQuerySchema.shape));

export interface AuthUser {
  id: string;
  company_id: string;
  name: string;
  email: string | null;
  role: string;
  is_super_admin: boolean;
  tokenId: string;
  /** The user's own company's calendar and currency, read with the token. */
  company: CompanyFacts;
}

export interface Scope {
  /** The company the request acts in (the user's own, or any for a super-admin). */
  companyId: string;
  /** The shop the request is bound to, or null in all-company mode. */
  shopId: string | null;
  allCompany: boolean;
  /** The role used for permission checks ('super_admin' for the platform super-admin). */
  role: string;
  /** The company's calendar and currency when read with the token (the user's own company), else null. */
  company: CompanyFacts | null;
}

export type RouteAccess =
  | { public: true }
  | { authenticated: true }
  | { permission: string }
  /** a route that answers what each of several permissions opens, to a user holding at least one */
  | { anyPermission: readonly string[] }
  | { superAdmin: true };

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    auth: AuthUser | null;
    scope: Scope | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Language of every answer: ?locale= first, then Accept-Language, then English. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  // Callback hooks, not async ones: nothing here waits, and every request runs them (no promise each).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.locale === 'string' ? query.locale : undefined;
    request.locale = resolveLocale(fromQuery ?? request.headers['accept-language']);
    // PostgreSQL text cannot hold NUL: refuse it at the door instead of failing in the database.
    done(request.url.includes('%00') ? new AppError('bad_request') : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // Unknown query parameters are refused before anything else (fastify validates the body first).
    if (request.routeOptions.schema?.querystring === baseQuerySchema) {
      for (const key of Object.keys((request.query as object | undefined) ?? {})) {
        if (!BASE_QUERY_KEYS.has(key)) return done(new AppError('unknown_parameter', { parameter: key }));
      }
    }
    done(holdsNul(request.body) ? new AppError('bad_request') : undefined);
  });
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (holdsNul(item, depth + 1)) return true;
  }
  return false;
}
