import {
  assignableRoles,
  isAdminRole,
  type Locale,
  ROLES,
  type Role,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@comptoir/core';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { folded, type ListSpec, parseListQuery } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { hashSecret, randomToken, sha256 } from '../../lib/secrets.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import { findCompanyById, revokeUserTokens } from '../auth/accounts.repo.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import { assertWithinPlan } from '../plans/plan-limits.ts';
import { toUserDto } from './user.dto.ts';
import {
  assignedToShops,
  emailInUse,
  findCompanyUser,
  insertUser,
  otherActiveAdmins,
  replaceUserShops,
  selectDefaultUserPage,
  selectUserPage,
  shopIdsByUser,
  type UserInsert,
  type UserRow,
  unknownShopIds,
  updateUserRow,
  userScope,
} from './users.repo.ts';

/** Who acts: the signed-in user in the request's company, with the role used for permission checks. */
export interface Actor {
  userId: string;
  name: string;
  companyId: string;
  role: string;
  locale: Locale;
}

export const INVITATION_TTL_MS = 7 * 86_400_000;

const notFound = () => new AppError('not_found', { resource: 'resource.user' });
const emailTaken = () => new AppError('duplicate', { field: 'field.email' }, { email: ['taken'] });
const isAdminActor = (actor: Actor) => isAdminRole(actor.role);

const USER_LIST: ListSpec = {
  filters: {
    role: { column: users.role, type: 'enum', values: ROLES },
    status: { column: users.status, type: 'enum', values: ['active', 'invited', 'deactivated'] },
  },
  sorts: {
    created_at: users.created_at,
    name: users.name,
    email: users.email,
    last_login_at: users.last_login_at,
  },
  tieBreaker: users.id,
  defaultSort: '-created_at',
  includes: ['shops'],
  searchColumns: [folded(users.name), users.email, users.phone],
};

/** GET /users: one indexed page query, the total from the row counter when unfiltered, shops in one more query. */
export async function listUsers(
  ctx: AppContext,
  actor: Actor,
  rawQuery: Record<string, unknown>,
): Promise<Page<User>> {
  // filter[shop_id] goes through the user_shops pivot, so it is read here rather than by the generic spec.
  const { 'filter[shop_id]': shopFilter, ...rest } = rawQuery;
  const query = parseListQuery(rest, USER_LIST);
  if (shopFilter !== undefined) {
    const ids =
      typeof shopFilter === 'string'
        ? shopFilter
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [];
    if (ids.length === 0 || ids.length > 100 || !ids.every((id) => UUID_PATTERN.test(id))) {
      throw new AppError('invalid_parameter', { parameter: 'filter[shop_id]' });
    }
    query.where = and(query.where, assignedToShops(ids));
    query.narrowed = true;
  }
  const page = await paginate(
    ctx.db,
    {
      table: users,
      scope: userScope(actor.companyId),
      query,
      counted: { companyId: actor.companyId, tableName: 'users' },
    },
    (where, limit, offset) =>
      !query.narrowed && query.sort === USER_LIST.defaultSort
        ? selectDefaultUserPage(ctx.db, actor.companyId, limit, offset)
        : selectUserPage(ctx.db, where, query.orderBy, limit, offset),
  );
  const shopIds = query.includes.has('shops')
    ? await shopIdsByUser(
        ctx.db,
        actor.companyId,
        page.rows.map((row) => row.id),
      )
    : null;
  return {
    meta: page.meta,
    rows: page.rows.map((row) => toUserDto(row, shopIds ? { shop_ids: shopIds.get(row.id) ?? [] } : {})),
  };
}

async function withShops(db: Executor, companyId: string, row: UserRow): Promise<User> {
  const shopIds = await shopIdsByUser(db, companyId, [row.id]);
  return toUserDto(row, { shop_ids: shopIds.get(row.id) ?? [] });
}

export async function getUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  includeShops: boolean,
): Promise<User> {
  const row = await findCompanyUser(ctx.db, actor.companyId, id);
  if (!row) throw notFound();
  return includeShops ? withShops(ctx.db, actor.companyId, row) : toUserDto(row);
}

function assertMayGiveRole(actor: Actor, role: string | undefined) {
  if (role !== undefined && !assignableRoles(actor.role).includes(role as Role)) {
    throw new AppError('admin_role_reserved', {}, { role: ['admin_role_reserved'] });
  }
}

/** Only administrators may change, deactivate or delete an administrator. */
function assertMayTouch(actor: Actor, target: UserRow) {
  if ((target.role === 'admin' || target.is_super_admin) && !isAdminActor(actor)) {
    throw new AppError('admin_role_reserved', {}, { role: ['admin_role_reserved'] });
  }
}

async function assertShopsKnown(db: Executor, companyId: string, shopIds: readonly string[] | undefined) {
  if (shopIds && (await unknownShopIds(db, companyId, shopIds)).length > 0) {
    throw new AppError('validation_failed', {}, { shop_ids: ['unknown_shop'] });
  }
}

/** A user that stops being an active administrator must leave another one behind. */
async function assertNotLastAdmin(tx: Executor, target: UserRow, field: string) {
  if (target.role !== 'admin' || target.status !== 'active') return;
  if ((await otherActiveAdmins(tx, target.company_id, target.id)) === 0) {
    throw new AppError('last_admin', {}, { [field]: ['last_admin'] });
  }
}

function newInvitation() {
  const token = randomToken();
  return { token, hash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) };
}

export function invitationUrl(ctx: AppContext, token: string): string {
  const base = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');
  return `${base}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/** Emails the invitation in the invitee's language (else the inviter's request language). */
async function sendInvitation(ctx: AppContext, actor: Actor, user: UserRow, token: string): Promise<void> {
  const company = await findCompanyById(ctx.db, user.company_id);
  const locale = (user.locale as Locale | null) ?? actor.locale;
  const params = { company: company?.name ?? '', inviter: actor.name, url: invitationUrl(ctx, token) };
  try {
    await ctx.mailer.send({
      to: user.email!,
      subject: t(locale, 'mail.invite_subject', params),
      text: t(locale, 'mail.invite_body', params),
    });
  } catch (error) {
    // The user exists either way; the invitation can be sent again with resend-invitation.
    ctx.log.error({ err: error, userId: user.id }, 'invitation mail failed');
  }
}

function mapUniqueEmail(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_uq')) throw emailTaken();
  throw error;
}

export async function createUser(ctx: AppContext, actor: Actor, input: UserCreate): Promise<User> {
  assertMayGiveRole(actor, input.role);
  if (await emailInUse(ctx.db, input.email)) throw emailTaken();
  await assertShopsKnown(ctx.db, actor.companyId, input.shop_ids);
  const passwordHash = input.password ? await hashSecret(input.password) : null;
  const invitation = passwordHash ? null : newInvitation();
  const values: UserInsert = {
    company_id: actor.companyId,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    role: input.role,
    locale: input.locale ?? null,
    password_hash: passwordHash,
    status: invitation ? 'invited' : 'active',
    invitation_token_hash: invitation?.hash ?? null,
    invitation_expires_at: invitation?.expiresAt ?? null,
  };
  const created = await ctx.db
    .transaction(async (tx) => {
      await assertWithinPlan(tx, actor.companyId, 'users');
      const row = await insertUser(tx, values);
      if (input.shop_ids) await replaceUserShops(tx, actor.companyId, row.id, input.shop_ids);
      const base = { companyId: actor.companyId, subjectId: row.id, actorUserId: actor.userId };
      await recordEvent(tx, {
        ...base,
        type: 'user.created',
        payload: { role: row.role, status: row.status },
      });
      if (invitation) await recordEvent(tx, { ...base, type: 'user.invited', payload: { email: row.email } });
      return row;
    })
    .catch(mapUniqueEmail);
  if (invitation) await sendInvitation(ctx, actor, created, invitation.token);
  return withShops(ctx.db, actor.companyId, created);
}

export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UserUpdate,
): Promise<User> {
  await assertShopsKnown(ctx.db, actor.companyId, input.shop_ids);
  const updated = await ctx.db
    .transaction(async (tx) => {
      const target = await findCompanyUser(tx, actor.companyId, id, true);
      if (!target) throw notFound();
      assertMayTouch(actor, target);
      assertMayGiveRole(actor, input.role);
      const roleChanges = input.role !== undefined && input.role !== target.role;
      const deactivating = input.status === 'deactivated' && target.status !== 'deactivated';
      const activating = input.status === 'active' && target.status === 'deactivated';
      if (input.status === 'active' && target.status === 'invited') {
        throw new AppError('conflict', {}, { status: ['invitation_pending'] });
      }
      if (target.id === actor.userId && roleChanges)
        throw new AppError('cannot_remove_self', {}, { role: ['cannot_remove_self'] });
      if (target.id === actor.userId && deactivating)
        throw new AppError('cannot_remove_self', {}, { status: ['cannot_remove_self'] });
      if (roleChanges) await assertNotLastAdmin(tx, target, 'role');
      if (deactivating) await assertNotLastAdmin(tx, target, 'status');
      if (input.email !== undefined && input.email.toLowerCase() !== (target.email ?? '').toLowerCase()) {
        if (await emailInUse(tx, input.email, target.id)) throw emailTaken();
      }

      const patch: Partial<UserInsert> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined) patch.email = input.email;
      if (input.phone !== undefined) patch.phone = input.phone || null;
      if (input.locale !== undefined) patch.locale = input.locale;
      if (input.role !== undefined) patch.role = input.role;
      if (deactivating) {
        patch.status = 'deactivated';
        // A pending invitation dies with the account.
        patch.invitation_token_hash = null;
        patch.invitation_expires_at = null;
      }
      if (activating) patch.status = 'active';
      const row = await updateUserRow(tx, actor.companyId, id, patch);
      if (input.shop_ids) await replaceUserShops(tx, actor.companyId, id, input.shop_ids);
      const base = { companyId: actor.companyId, subjectId: id, actorUserId: actor.userId };
      const changed = [
        ...Object.keys(patch).filter((k) => !k.startsWith('invitation_')),
        ...(input.shop_ids ? ['shop_ids'] : []),
      ];
      await recordEvent(tx, { ...base, type: 'user.updated', payload: { changed } });
      if (deactivating) {
        await revokeUserTokens(tx, id);
        await recordEvent(tx, { ...base, type: 'user.deactivated' });
      }
      if (activating) await recordEvent(tx, { ...base, type: 'user.activated' });
      return row;
    })
    .catch(mapUniqueEmail);
  return withShops(ctx.db, actor.companyId, updated);
}

/** Soft delete: the row stays for history, its email is free again, its sessions and PIN are gone. */
export async function deleteUser(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = await findCompanyUser(tx, actor.companyId, id, true);
    if (!target) throw notFound();
    assertMayTouch(actor, target);
    if (target.id === actor.userId)
      throw new AppError('cannot_remove_self', {}, { id: ['cannot_remove_self'] });
    await assertNotLastAdmin(tx, target, 'id');
    await updateUserRow(tx, actor.companyId, id, {
      deleted_at: new Date(),
      pin_hash: null,
      pin_lookup: null,
      invitation_token_hash: null,
      invitation_expires_at: null,
    });
    await revokeUserTokens(tx, id);
    await recordEvent(tx, {
      companyId: actor.companyId,
      type: 'user.deleted',
      subjectId: id,
      actorUserId: actor.userId,
    });
  });
}

/** Clears the PIN: the user sets a new one at next sign-in. */
export async function resetUserPin(ctx: AppContext, actor: Actor, id: string): Promise<User> {
  const row = await ctx.db.transaction(async (tx) => {
    const target = await findCompanyUser(tx, actor.companyId, id, true);
    if (!target) throw notFound();
    assertMayTouch(actor, target);
    const updated = await updateUserRow(tx, actor.companyId, id, { pin_hash: null, pin_lookup: null });
    await recordEvent(tx, {
      companyId: actor.companyId,
      type: 'user.pin_reset',
      subjectId: id,
      actorUserId: actor.userId,
    });
    return updated;
  });
  return withShops(ctx.db, actor.companyId, row);
}

/** A new invitation link (the previous one stops working), for users who have not accepted yet. */
export async function resendInvitation(ctx: AppContext, actor: Actor, id: string): Promise<User> {
  const invitation = newInvitation();
  const row = await ctx.db.transaction(async (tx) => {
    const target = await findCompanyUser(tx, actor.companyId, id, true);
    if (!target) throw notFound();
    if (target.status !== 'invited' || !target.email)
      throw new AppError('conflict', {}, { status: ['not_invited'] });
    const updated = await updateUserRow(tx, actor.companyId, id, {
      invitation_token_hash: invitation.hash,
      invitation_expires_at: invitation.expiresAt,
    });
    await recordEvent(tx, {
      companyId: actor.companyId,
      type: 'user.invited',
      subjectId: id,
      actorUserId: actor.userId,
      payload: { email: target.email, resent: true },
    });
    return updated;
  });
  await sendInvitation(ctx, actor, row, invitation.token);
  return withShops(ctx.db, actor.companyId, row);
}
