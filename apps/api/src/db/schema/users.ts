import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { foldedTrigramIndex } from './search-indexes.ts';
import { shops } from './shops.ts';

export type UserStatus = 'active' | 'invited' | 'deactivated';

export const users = pgTable(
  'users',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    password_hash: text('password_hash'),
    /** argon2id hash of the PIN: the verifier */
    pin_hash: text('pin_hash'),
    /** HMAC(APP_KEY, company:pin): finds the PIN's owner and keeps PINs unique per company without exposing them */
    pin_lookup: text('pin_lookup'),
    role: text('role').notNull(),
    is_super_admin: boolean('is_super_admin').notNull().default(false),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    locale: text('locale'),
    invitation_token_hash: text('invitation_token_hash'),
    invitation_expires_at: ts('invitation_expires_at'),
    last_login_at: ts('last_login_at'),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    // Ascending on purpose: a backward scan serves ORDER BY created_at DESC, id DESC (NULLS FIRST);
    // a DESC NULLS LAST index would not match it and the list would sort every row of the company.
    index('users_company_created_idx').on(t.company_id, t.created_at, t.id),
    index('users_company_name_idx').on(t.company_id, t.name),
    foldedTrigramIndex('users_name_fold_trgm_idx', t.name),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`deleted_at is null`),
    uniqueIndex('users_company_pin_uq').on(t.company_id, t.pin_lookup),
    uniqueIndex('users_invitation_uq').on(t.invitation_token_hash),
  ],
);

/** Shops a non-admin user may work in; none means every shop of the company. */
export const userShops = pgTable(
  'user_shops',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    shop_id: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.shop_id] }), index('user_shops_company_idx').on(t.company_id)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the bearer token; the token itself is never stored */
    token_hash: text('token_hash').notNull(),
    name: text('name').notNull().default('web'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    last_used_at: ts('last_used_at'),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_uq').on(t.token_hash),
    index('access_tokens_user_idx').on(t.user_id),
    index('access_tokens_company_idx').on(t.company_id),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    ...timestamps(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.user_id, t.created_at),
    index('password_resets_company_idx').on(t.company_id),
  ],
);
