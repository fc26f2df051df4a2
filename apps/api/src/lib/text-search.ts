import { foldForSearch } from '@comptoir/core';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** The text as a LIKE pattern matches it literally: `%`, `_` and `\` escaped (LIKE's default escape). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a column compared as typed (ILIKE): codes, SKUs, emails, phones, references. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `%text%` folded (no accents, small letters), for comparing with comptoir_fold(column). */
export const foldedContainsPattern = (text: string): string => `%${escapeLike(foldForSearch(text))}%`;

/**
 * The column holds `text` ignoring accents and case: "creme" and "CRÈME" both find "Crème brûlée". The
 * column goes through the SQL function comptoir_fold (migration 0067) and the text through the same fold
 * in JS (foldForSearch), so the expression is the one the trigram indexes on comptoir_fold(...) are built
 * on. A plain LIKE: both sides are already in small letters.
 */
export const foldedContains = (column: AnyColumn | SQL, text: string): SQL =>
  sql`comptoir_fold(${column}) like ${foldedContainsPattern(text)}`;

/**
 * A column that already holds comptoir_fold(...) of a text (products.search_title, migration 0072) holds the folded
 * `text`: the same test as foldedContains without folding each row again.
 */
export const storedFoldContains = (column: AnyColumn | SQL, text: string): SQL =>
  sql`${column} like ${foldedContainsPattern(text)}`;
