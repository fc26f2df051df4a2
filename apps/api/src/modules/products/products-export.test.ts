import { describe, expect, it } from 'vitest';
import { productExportColumns } from './products-export.ts';

// The columns as a pure list; imports/product-csv.test.ts exports over HTTP with and without
// products.cost (no role of SPEC §6 holds products.export without it: the test lends it to one).
describe('product CSV columns', () => {
  it('leave the cost column out without products.cost, and nothing else', () => {
    const withCost = productExportColumns(true).map((c) => c.header);
    const withoutCost = productExportColumns(false).map((c) => c.header);
    expect(withCost).toContain('csv.cost');
    expect(withoutCost).toEqual(withCost.filter((header) => header !== 'csv.cost'));
  });
});
