import type { User } from '@comptoir/core';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The API shape of a user: never a hash, never a token. */
export function toUserDto(row: UserRow, extra: { shop_ids?: string[] } = {}): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    has_pin: row.pin_hash !== null,
    is_super_admin: row.is_super_admin,
    locale: row.locale,
    ...(extra.shop_ids ? { shop_ids: extra.shop_ids } : {}),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
