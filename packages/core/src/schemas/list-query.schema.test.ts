import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COUNT_CAP,
  countCap,
  dataResponseSchema,
  hasNextPage,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  listMeta,
  listMetaSchema,
  listResponseSchema,
  NARROWED_COUNT_FLOOR,
} from './list-query.schema.ts';

const item = z.object({ id: z.string() });

describe('list limits', () => {
  it('pages 10 records by default and at most 100', () => {
    expect(LIST_DEFAULT_PER_PAGE).toBe(10);
    expect(LIST_MAX_PER_PAGE).toBe(100);
  });
});

describe('listMeta', () => {
  it('numbers the first page from 1 to per_page', () => {
    // Act
    const meta = listMeta(1, 10, 25, 10);

    // Assert
    expect(meta).toEqual({ current_page: 1, per_page: 10, total: 25, last_page: 3, from: 1, to: 10 });
  });

  it('numbers a middle page after the pages before it', () => {
    expect(listMeta(2, 10, 25, 10)).toMatchObject({ from: 11, to: 20, last_page: 3 });
  });

  it('ends a partial last page at the total', () => {
    expect(listMeta(3, 10, 25, 5)).toEqual({
      current_page: 3,
      per_page: 10,
      total: 25,
      last_page: 3,
      from: 21,
      to: 25,
    });
  });

  it('counts a total that fills its pages exactly without an extra page', () => {
    expect(listMeta(2, 10, 20, 10)).toMatchObject({ last_page: 2, from: 11, to: 20 });
  });

  it('gives an empty list one page with from and to null', () => {
    expect(listMeta(1, 10, 0, 0)).toEqual({
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
      from: null,
      to: null,
    });
  });

  it('gives a page past the end from and to null, keeping the real last page', () => {
    expect(listMeta(5, 10, 25, 0)).toEqual({
      current_page: 5,
      per_page: 10,
      total: 25,
      last_page: 3,
      from: null,
      to: null,
    });
  });

  it('numbers a page of one record from and to that record', () => {
    expect(listMeta(4, 1, 7, 1)).toMatchObject({ last_page: 7, from: 4, to: 4 });
  });

  it('always answers figures the meta schema accepts', () => {
    // Arrange: page, per page, total, records on the page
    const pages: [number, number, number, number][] = [
      [1, 10, 0, 0],
      [1, 100, 250, 100],
      [3, 100, 250, 50],
    ];

    // Act + Assert
    for (const [page, perPage, total, count] of pages) {
      expect(listMetaSchema.safeParse(listMeta(page, perPage, total, count)).success).toBe(true);
    }
  });
});

describe('listMetaSchema', () => {
  it('requires whole numbers and allows null only for from and to', () => {
    // Arrange
    const meta = { current_page: 1, per_page: 10, total: 0, last_page: 1, from: null, to: null };

    // Act
    const refused = listMetaSchema.safeParse({ ...meta, total: null, last_page: 1.5 });

    // Assert
    expect(listMetaSchema.parse(meta)).toEqual(meta);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['total', 'last_page']);
  });
});

describe('listResponseSchema', () => {
  it('describes a page as data items and meta', () => {
    // Arrange
    const page = { data: [{ id: 'a' }, { id: 'b' }], meta: listMeta(1, 10, 2, 2) };

    // Act + Assert
    expect(listResponseSchema(item).parse(page)).toEqual(page);
  });

  it('refuses an item of the wrong shape and a missing meta', () => {
    // Act
    const result = listResponseSchema(item).safeParse({ data: [{ id: 'a' }, { id: 2 }] });

    // Assert
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['data.1.id', 'invalid_type'],
      ['meta', 'invalid_type'],
    ]);
  });
});

describe('dataResponseSchema', () => {
  it('describes one record under data', () => {
    expect(dataResponseSchema(item).parse({ data: { id: 'a' } })).toEqual({ data: { id: 'a' } });
    expect(dataResponseSchema(item).safeParse({ id: 'a' }).success).toBe(false);
  });
});

describe('countCap', () => {
  it('counts a filtered list to the end of its block of ten pages', () => {
    expect(countCap(1, 20, true)).toBe(200);
    expect(countCap(10, 20, true)).toBe(200);
    expect(countCap(11, 20, true)).toBe(400);
    expect(countCap(3, 100, true)).toBe(1000);
  });

  it('counts a filtered list to at least NARROWED_COUNT_FLOOR rows', () => {
    expect(countCap(1, 1, true)).toBe(NARROWED_COUNT_FLOOR);
    expect(countCap(10, 10, true)).toBe(100);
    expect(countCap(11, 10, true)).toBe(200);
  });

  it('counts an unfiltered list to at least COUNT_CAP', () => {
    expect(countCap(1, 20, false)).toBe(COUNT_CAP);
    expect(countCap(60, 20, false)).toBe(1200);
  });

  it('always reaches past the last row of the page asked', () => {
    for (const narrowed of [true, false])
      for (const perPage of [1, 7, 20, 100])
        for (let page = 1; page <= 120; page++)
          expect(countCap(page, perPage, narrowed)).toBeGreaterThanOrEqual(page * perPage);
  });
});

describe('hasNextPage', () => {
  it('follows the last page while the total is exact', () => {
    expect(hasNextPage(listMeta(2, 10, 25, 10))).toBe(true);
    expect(hasNextPage(listMeta(3, 10, 25, 5))).toBe(false);
    expect(hasNextPage({ ...listMeta(3, 10, 25, 5), total_exact: true })).toBe(false);
  });

  it('goes on past the last counted page when the total is a floor', () => {
    expect(hasNextPage({ ...listMeta(10, 20, 200, 20), total_exact: false })).toBe(true);
    expect(hasNextPage({ ...listMeta(12, 20, 200, 0), total_exact: false })).toBe(false);
  });
});
