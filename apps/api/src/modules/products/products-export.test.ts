import { describe, expect, it } from 'vitest';
import { productExportColumns } from './products-export.ts';

// The HTTP tests (imports/product-csv.test.ts) export as an admin. No role of SPEC §6 holds
// products.export without products.cost, so the file without cost is checked on its columns here.
describe('product CSV columns', () => {
  it('leave the cost column out without products.cost, and nothing else', () => {
    const withCost = productExportColumns(true).map((c) => c.header);
    const withoutCost = productExportColumns(false).map((c) => c.header);
    expect(withCost).toContain('csv.cost');
    expect(withoutCost).toEqual(withCost.filter((header) => header !== 'csv.cost'));
  });
});
