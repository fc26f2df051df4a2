/**
 * The SQL of `GET /api/v1/admin/users?page=N`, copied from what the real app sends (captured with
 * bench/src/capture-sql.ts, which wraps pg.Client#query around one app.inject). run.ts captures it
 * again before every benchmark and refuses to compare if the app's SQL has drifted from these.
 */

/** What findTokenOwner (modules/auth/token.repo.ts) sends. */
export const TOKEN_SQL =
  'select "access_tokens"."id", "access_tokens"."last_used_at", "users"."id", "users"."company_id", "users"."name", "users"."email", "users"."role", "users"."is_super_admin", "users"."status", "companies"."timezone", "companies"."currency", "companies"."variables"->\'week_starts_on\' from "access_tokens" inner join "users" on "users"."id" = "access_tokens"."user_id" inner join "companies" on "companies"."id" = "users"."company_id" where ("access_tokens"."token_hash" = $1 and "access_tokens"."revoked_at" is null and "access_tokens"."expires_at" > now() and "users"."deleted_at" is null) limit $2';

/** touchToken: at most once every 5 minutes per token (plugins/auth.ts). */
export const TOUCH_SQL =
  'update "access_tokens" set "last_used_at" = $1, "updated_at" = $2 where "access_tokens"."id" = $3';

/** The users page as it first opens (modules/users selectDefaultUserPage): only the shown columns, newest first. */
export const PAGE_SQL =
  'select "id", "name", "email", "phone", "role", "status", "pin_hash" is not null as "has_pin", "is_super_admin", "locale", "last_login_at", "created_at", "updated_at" from "users" where ("users"."company_id" = $1 and "users"."deleted_at" is null) order by "users"."created_at" desc, "users"."id" desc limit $2 offset $3';

/** paginate()'s unfiltered total: one primary-key read of the trigger-kept counter. */
export const COUNT_SQL =
  'select "count" from "row_counts" where ("row_counts"."company_id" = $1 and "row_counts"."table_name" = $2)';

/** The app prepares these three once per connection under these names (apps/api/src/db/prepared.ts); so does the reference. */
export const STATEMENT_NAMES = {
  token: 'find_token_owner',
  page: 'users_default_page',
  count: 'row_count',
} as const;
