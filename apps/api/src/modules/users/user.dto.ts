import type { User } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** Only what the API shows: lists read these columns, not the hashes they would throw away. */
export const userDtoColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  has_pin: sql<boolean>`${users.pin_hash} is not null`.as('has_pin'),
  is_super_admin: users.is_super_admin,
  locale: users.locale,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

type UserListRow = {
  [K in keyof typeof userDtoColumns]: K extends 'has_pin' ? boolean : UserRow[K & keyof UserRow];
};

/** The API shape of a user: never a hash, never a token. */
export function toUserDto(row: UserRow | UserListRow, extra: { shop_ids?: string[] } = {}): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    has_pin: 'has_pin' in row ? row.has_pin : row.pin_hash !== null,
    is_super_admin: row.is_super_admin,
    locale: row.locale,
    ...(extra.shop_ids ? { shop_ids: extra.shop_ids } : {}),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
