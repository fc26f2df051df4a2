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
