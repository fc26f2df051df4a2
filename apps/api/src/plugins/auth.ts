import { can, SUPER_ADMIN } from '@comptoir/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { sha256 } from '../lib/secrets.ts';
import { UUID_PATTERN } from '../lib/uuid.ts';
import { companyExists, findTokenOwner, reachableShopIds, touchToken } from '../modules/auth/token.repo.ts';
import type { RouteAccess, Scope } from './request-context.ts';

const TOUCH_EVERY_MS = 5 * 60_000;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match?.[1] ?? null;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== '' ? text.trim() : null;
}

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = bearer(request);
  if (!token) throw new AppError('unauthenticated');
  const owner = await findTokenOwner(ctx.db, sha256(token));
  if (!owner) throw new AppError('unauthenticated');
  if (owner.user.status !== 'active') throw new AppError('unauthenticated');
  // last_used_at is refreshed at most every few minutes: no write on every request.
  if (!owner.lastUsedAt || Date.now() - owner.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchToken(ctx.db, owner.tokenId);
  }
  request.auth = { ...owner.user, tokenId: owner.tokenId, company: owner.company };
}

/**
 * The company and shop the request acts in. Headers are claims checked against the user:
 * a super-admin may act in any company; everyone else only in their own. Admins (and
 * super-admins) without a shop work in all-company mode; other roles are bound to a shop.
 */
async function resolveScope(ctx: AppContext, request: FastifyRequest): Promise<Scope> {
  const user = request.auth!;
  const role = user.is_super_admin ? SUPER_ADMIN : user.role;
  const askedCompany = headerValue(request, 'x-company-id');
  let companyId = user.company_id;
  if (askedCompany && askedCompany !== user.company_id) {
    if (!user.is_super_admin) throw new AppError('forbidden');
    if (!UUID_PATTERN.test(askedCompany) || !(await companyExists(ctx.db, askedCompany))) {
      throw new AppError('not_found', { resource: 'resource.company' });
    }
    companyId = askedCompany;
  }
  const askedShop = headerValue(request, 'x-shop-id');
  const wide = role === 'admin' || role === SUPER_ADMIN;
  const company = companyId === user.company_id ? user.company : null;
  if (!askedShop && wide) return { companyId, shopId: null, allCompany: true, role, company };
  const reachable = await reachableShopIds(ctx.db, companyId, wide ? null : user.id);
  if (askedShop) {
    if (!reachable.includes(askedShop)) throw new AppError('not_found', { resource: 'resource.shop' });
    return { companyId, shopId: askedShop, allCompany: false, role, company };
  }
  return { companyId, shopId: reachable[0] ?? null, allCompany: false, role, company };
}

function accessOf(routeOptions: { config?: unknown }): RouteAccess | undefined {
  return (routeOptions.config as { access?: RouteAccess } | undefined)?.access;
}

/** Pipeline step: bearer auth → scope → can() permission, before any body is validated. */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/v1') || route.method === 'HEAD') return;
    if (!accessOf(route)) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  app.addHook('preValidation', async (request) => {
    const access = accessOf(request.routeOptions);
    if (!access || 'public' in access) return;
    await authenticate(ctx, request);
    request.scope = await resolveScope(ctx, request);
    if ('superAdmin' in access && !request.auth!.is_super_admin) throw new AppError('forbidden');
    if ('permission' in access && !can(request.scope.role, access.permission)) {
      throw new AppError('forbidden', { permission: access.permission });
    }
    if ('anyPermission' in access && !access.anyPermission.some((p) => can(request.scope!.role, p))) {
      throw new AppError('forbidden', { permission: access.anyPermission.join(' | ') });
    }
  });
}
