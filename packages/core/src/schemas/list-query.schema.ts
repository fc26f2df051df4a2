import { z } from 'zod';

export const LIST_DEFAULT_PER_PAGE = 10;
export const LIST_MAX_PER_PAGE = 100;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  /** false when `total` is where the count stopped and more rows match (see countCap) */
  total_exact: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export const dataResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Pagination figures for a page, as CONTRACT.md §2 names them. */
export function listMeta(page: number, perPage: number, total: number, count: number): ListMeta {
  const from = count === 0 ? null : (page - 1) * perPage + 1;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + count - 1,
  };
}

/** Unfiltered lists without a row counter count up to this many rows (a floor past it: total_exact false). */
export const COUNT_CAP = 1_000;

/** A filtered or searched list counts its matches to the end of the block of this many pages its page is in. */
export const COUNT_BLOCK_PAGES = 10;

/** ...and at least this many: a badge asking one row of a filtered list ("3 awaiting approval") stays exact. */
export const NARROWED_COUNT_FLOOR = 100;

/**
 * How many rows a list counts before its total becomes a floor (`total_exact` false, shown as "200+"). A filtered
 * or searched list counts to the end of its page's block of ten pages, at least 100 rows (per_page 20: 200 on
 * pages 1–10, 400 on 11–20), so the count costs about what the pages near it do (a filter matching 9,700 of
 * 100,000 products read 346 heap blocks to count to 1,000); the others count at least COUNT_CAP. Either way the
 * count reaches past the page shown.
 */
export function countCap(page: number, perPage: number, narrowed: boolean): number {
  const block = Math.ceil(page / COUNT_BLOCK_PAGES) * COUNT_BLOCK_PAGES * perPage;
  return Math.max(narrowed ? NARROWED_COUNT_FLOOR : COUNT_CAP, block);
}

/** Whether a page follows this one: a total that is only a floor always has more rows after it. */
export function hasNextPage(meta: ListMeta): boolean {
  return meta.current_page < meta.last_page || (meta.total_exact === false && meta.to !== null);
}
