import type { User } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { isoTimestamp, isoTimestampOrNull } from '../../lib/timestamps.ts';

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
  // Read as the driver's text and converted by isoTimestamp (see lib/timestamps.ts).
  last_login_at: sql<string | null>`${users.last_login_at}`,
  created_at: sql<string>`${users.created_at}`,
  updated_at: sql<string>`${users.updated_at}`,
};

/** A row read with userDtoColumns. */
interface UserListRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
  status: UserRow['status'];
  has_pin: boolean;
  is_super_admin: boolean;
  locale: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

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
    last_login_at: isoTimestampOrNull(row.last_login_at),
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}
