import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api.ts';
import type { ProductVariant } from '../../../products/api.ts';
import { CATALOGUE_FRESH_MS, CATALOGUE_FULL_EVERY_MS } from './catalogue-delta.ts';
import { offlineCatalogue, refreshCatalogue } from './offline-catalogue.ts';
import { catalogueVariant as variant } from './testing.ts';

const api = fakeApi();

const page = (data: ProductVariant[], generatedAt: string, removed: string[] = []) => ({
  ok: true,
  status: 200,
  data: { data, meta: { next_after: null, generated_at: generatedAt, removed } },
  error: null,
});
const refused = (status: number) => ({
  ok: false,
  status,
  data: null,
  error: { status, message: 'refused', errors: {}, retryAfter: null },
});

const start = Date.parse('2026-03-10T08:00:00Z');
const at = (ms: number) => new Date(start + ms).toISOString();
const queries = () => api.get.mock.calls.map((call) => (call[1] as { query: Record<string, unknown> }).query);

/** A company whose counter downloaded its whole catalogue at `start`. */
async function counterWithCopy(companyId: string) {
  api.get.mockReset();
  api.get.mockResolvedValueOnce(page([variant('a', 'Bissap'), variant('b', 'Gari')], at(0)));
  await refreshCatalogue(companyId, { online: true, now: start });
  api.get.mockReset();
}

describe('keeping the counter’s catalogue up to date', () => {
  it('asks only for what changed since its copy, and applies it', async () => {
    await counterWithCopy('company-delta');
    api.get.mockResolvedValueOnce(page([variant('c', 'Karité')], at(CATALOGUE_FRESH_MS), ['a']));

    await refreshCatalogue('company-delta', { online: true, now: start + CATALOGUE_FRESH_MS });

    expect(queries()).toEqual([{ limit: 2000, changed_since: at(0) }]);
    const held = offlineCatalogue('company-delta')!;
    expect(held.index.variants.map((v) => v.id)).toEqual(['b', 'c']);
    expect(held.savedAt).toBe(at(CATALOGUE_FRESH_MS));
    expect(held.fullAt).toBe(at(0));
  });

  it('downloads everything when the server refuses the delta', async () => {
    await counterWithCopy('company-refused');
    api.get
      .mockResolvedValueOnce(refused(409))
      .mockResolvedValueOnce(page([variant('z', 'Pagne')], at(CATALOGUE_FRESH_MS)));

    await refreshCatalogue('company-refused', { online: true, now: start + CATALOGUE_FRESH_MS });

    expect(queries()).toEqual([{ limit: 2000, changed_since: at(0) }, { limit: 2000 }]);
    expect(offlineCatalogue('company-refused')!.index.variants.map((v) => v.id)).toEqual(['z']);
    expect(offlineCatalogue('company-refused')!.fullAt).toBe(at(CATALOGUE_FRESH_MS));
  });

  it('keeps its copy when the server cannot be reached', async () => {
    await counterWithCopy('company-unreachable');
    api.get.mockResolvedValueOnce(refused(0));

    await refreshCatalogue('company-unreachable', { online: true, now: start + CATALOGUE_FRESH_MS });

    expect(api.get).toHaveBeenCalledTimes(1);
    expect(offlineCatalogue('company-unreachable')!.index.variants.map((v) => v.id)).toEqual(['a', 'b']);
  });

  it('downloads everything once a day', async () => {
    await counterWithCopy('company-daily');
    api.get.mockResolvedValueOnce(page([variant('b', 'Gari')], at(CATALOGUE_FULL_EVERY_MS)));

    await refreshCatalogue('company-daily', { online: true, now: start + CATALOGUE_FULL_EVERY_MS });

    expect(queries()).toEqual([{ limit: 2000 }]);
    expect(offlineCatalogue('company-daily')!.index.variants.map((v) => v.id)).toEqual(['b']);
  });

  it('keeps what the sale warehouse holds, each delta’s new figures, and what a bundle is made of', async () => {
    const plateau = { id: 'w1', name: 'Boutique Plateau', allow_negative_stock: false };
    const withStock = (data: (ProductVariant & { sale_stock: number | null })[], generatedAt: string) => {
      const answer = page(data, generatedAt);
      return { ...answer, data: { ...answer.data, meta: { ...answer.data.meta, sale_warehouse: plateau } } };
    };
    api.get.mockReset();
    api.get.mockResolvedValueOnce(
      withStock(
        [
          { ...variant('a', 'Bissap'), sale_stock: 4 },
          { ...variant('s', 'Retouche'), sale_stock: null },
          {
            ...variant('p', 'Deux bissaps'),
            sale_stock: 2,
            components: [{ component_variant_id: 'a', quantity: 2 }],
          },
        ],
        at(0),
      ),
    );
    await refreshCatalogue('company-stock', { online: true, now: start });
    api.get.mockResolvedValueOnce(
      withStock([{ ...variant('a', 'Bissap'), sale_stock: 1 }], at(CATALOGUE_FRESH_MS)),
    );

    await refreshCatalogue('company-stock', { online: true, now: start + CATALOGUE_FRESH_MS });

    const held = offlineCatalogue('company-stock')!;
    expect(held.saleWarehouse).toEqual(plateau);
    expect([...held.saleStock]).toEqual([
      ['a', 1],
      ['p', 2],
    ]);
    expect([...held.components]).toEqual([['p', [{ component_variant_id: 'a', quantity: 2 }]]]);
  });

  it('downloads everything when the delta’s figures are of another sale warehouse', async () => {
    await counterWithCopy('company-moved');
    const delta = page([variant('a', 'Bissap')], at(CATALOGUE_FRESH_MS));
    const depot = { id: 'w2', name: 'Dépôt', allow_negative_stock: false };
    api.get
      .mockResolvedValueOnce({
        ...delta,
        data: { ...delta.data, meta: { ...delta.data.meta, sale_warehouse: depot } },
      })
      .mockResolvedValueOnce(page([variant('z', 'Pagne')], at(CATALOGUE_FRESH_MS)));

    await refreshCatalogue('company-moved', { online: true, now: start + CATALOGUE_FRESH_MS });

    expect(queries()).toEqual([{ limit: 2000, changed_since: at(0) }, { limit: 2000 }]);
    expect(offlineCatalogue('company-moved')!.index.variants.map((v) => v.id)).toEqual(['z']);
  });
});
