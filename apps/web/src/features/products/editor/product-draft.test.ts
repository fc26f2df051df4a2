import { productCreateSchema, productUpdateSchema } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import type { Product } from '../api.ts';
import { draftOf, emptyDraft, newOptionKey, productBody, withOptions, withTitle } from './product-draft.ts';

const option = (name: string, values: string[]) => ({ key: newOptionKey(), name, values });

function tee() {
  let draft = withTitle(emptyDraft(), 'Pagne Wax Élégance. Édition 2');
  draft = withOptions(draft, [option('Size', ['S', 'M']), option('Colour', ['Red', 'Blue'])]);
  return {
    ...draft,
    tags: ['wax'],
    images: [{ media_id: 'm1' }],
    variants: draft.variants.map((row, index) => ({
      ...row,
      price: 12_500,
      cost: 7_000,
      sku: index === 0 ? ' TEE-S-RED ' : '',
      barcode: index === 3 ? '3760000000017' : '',
    })),
  };
}

const saved: Product = {
  id: 'p1',
  type: 'bundle',
  status: 'active',
  title: 'Coffret',
  handle: 'coffret',
  description: null,
  tags: [],
  supplier_id: null,
  options: [],
  variants: [
    {
      id: 'v1',
      product_id: 'p1',
      title: 'Default Title',
      option1: null,
      option2: null,
      option3: null,
      position: 1,
      sku: null,
      barcode: null,
      price: 5000,
      compare_at_price: null,
      quantity: 0,
      reorder_point: null,
      components: [
        {
          component_variant_id: 'c1',
          quantity: 2,
          variant: { id: 'c1', title: 'Default Title', product_title: 'Savon' },
        },
      ],
    },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('the product body', () => {
  it("is a valid POST /products body (core's productCreateSchema) with its 4 variants", () => {
    const body = productBody(tee(), { withCost: true });
    const parsed = productCreateSchema.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    // Nothing the schema would silently drop.
    expect(parsed.data).toEqual({ ...body, variants: body.variants });
    expect(body.handle).toBe('pagne-wax-elegance-edition-2');
    expect(body.variants).toHaveLength(4);
    expect(body.variants?.[0]).toMatchObject({ option1: 'S', option2: 'Red', sku: 'TEE-S-RED', cost: 7000 });
    expect(body.variants?.[3]).toMatchObject({ option1: 'M', option2: 'Blue', barcode: '3760000000017' });
    expect(body.image_ids).toEqual(['m1']);
    expect(body).not.toHaveProperty('composites');
  });

  it('leaves cost out for users without products.cost', () => {
    const body = productBody(tee(), { withCost: false });
    expect((body.variants ?? []).some((variant) => 'cost' in variant)).toBe(false);
    expect(productCreateSchema.safeParse(body).success).toBe(true);
  });

  it("sends a bundle's components as the product's composites, and is a valid update body", () => {
    const draft = draftOf(saved);
    expect(draft.components).toEqual([
      { component_variant_id: 'c1', quantity: 2, label: 'Savon — Default Title' },
    ]);
    const body = productBody(draft, { withCost: false });
    expect(body.composites).toEqual([{ variant_id: 'c1', quantity: 2 }]);
    expect(body.variants).toEqual([expect.objectContaining({ id: 'v1', price: 5000 })]);
    expect(body.variants?.[0]).not.toHaveProperty('components');
    const parsed = productUpdateSchema.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(body);
  });

  it('makes no handle from an empty title and a valid one from any other', () => {
    expect(withTitle(emptyDraft(), '  ').handle).toBe('');
    expect(
      productCreateSchema.shape.handle.safeParse(withTitle(emptyDraft(), 'Ça & là… v1.2').handle).success,
    ).toBe(true);
  });
});
