-- Accent- and case-insensitive list search: "creme" finds "Crème brûlée", "helene" finds "Hélène". PGlite loads no
-- unaccent (and unaccent is STABLE, its rules differ between server versions), so the fold is plain SQL that runs the
-- same on PGlite (PostgreSQL 18) and PostgreSQL 15, and packages/core foldForSearch does the same steps in the same
-- order for the search text (lib/text-search.test.ts compares both over every Latin character): decompose (NFD), drop
-- the combining marks, lower-case, then the letters NFD leaves whole (œ æ ß ø đ ł ı, listed in FOLDED_LETTERS). Not
-- translate() over a table of accented letters: it compares each character with the whole table (~7 µs a title for
-- 28 letters, ~40 µs for both cases of Latin Extended-A, against ~3-4 µs here and ~1 µs for ILIKE). IMMUTABLE so
-- indexes can use it; an inlinable SQL function, so the indexes below and the queries compare the same expression.
-- The function must exist before the indexes.
CREATE OR REPLACE FUNCTION comptoir_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(translate(
    lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g')),
    'øđłı', 'odli'), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')
$$;--> statement-breakpoint
-- The search boxes of these lists now compare comptoir_fold(column): the plain trigram indexes (0004, 0007, 0009) give
-- way to ones on the folded expression (below). Phones, emails, SKUs and barcodes keep theirs: they are searched as typed.
DROP INDEX IF EXISTS "products_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "suppliers_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "collections_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "collections_title_fold_trgm_idx" ON "collections" USING gin (comptoir_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_fold_trgm_idx" ON "products" USING gin (comptoir_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_name_fold_trgm_idx" ON "suppliers" USING gin (comptoir_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_fold_trgm_idx" ON "customers" USING gin (comptoir_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_fold_trgm_idx" ON "users" USING gin (comptoir_fold("name") gin_trgm_ops);