import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findTaxes, findVariantsForSale } from './orders.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = '01900000-0000-7000-8000-00000000c001';

describe("a sale's hand-written reads (one uuid[] parameter)", () => {
  it('find nothing for a malformed id, instead of failing the whole statement', async () => {
    const db = t.ctx.db;
    expect(await findVariantsForSale(db, company, ['not-a-uuid'])).toEqual(new Map());
    expect(await findTaxes(db, company, ['not-a-uuid', "'; drop table taxes; --"])).toEqual([]);
    expect(await findTaxes(db, company, ['01900000-0000-7000-8000-00000000c002'])).toEqual([]);
  });
});
