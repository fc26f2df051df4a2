import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shopCreateSchema, shopSchema, shopUpdateSchema } from './shop.schema.ts';

/** Each refusal as "path reason": our own codes (`slug_invalid`) as written, zod's by its issue code. */
const refusals = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join('.')} ${/^[a-z_]+$/.test(issue.message) ? issue.message : issue.code}`,
      );

const WAREHOUSE_A = '0b6c1f4e-8d2a-4c3b-9e5f-1a2b3c4d5e6f';
const WAREHOUSE_B = '7d9e2a1b-3c4d-4e5f-8a6b-9c0d1e2f3a4b';

const shopCreate = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Boutique Akwa',
  ...overrides,
});

const shopRecord = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'shop-id',
  name: 'Boutique Akwa',
  slug: 'akwa',
  email: null,
  phone: null,
  address: null,
  city: 'Douala',
  country: 'CM',
  is_default: true,
  is_active: true,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

describe('shopCreateSchema', () => {
  it('needs only a name', () => {
    expect(shopCreateSchema.parse(shopCreate())).toEqual({ name: 'Boutique Akwa' });
  });

  it('parses a full shop and trims its text', () => {
    // Arrange
    const input = shopCreate({
      name: '  Boutique Akwa ',
      slug: ' akwa-2.0 ',
      email: 'akwa@example.com',
      phone: ' 237690000000 ',
      address: ' Rue Joss ',
      city: ' Douala ',
      country: 'CM',
      is_active: false,
      warehouse_ids: [WAREHOUSE_A, WAREHOUSE_B],
    });

    // Act
    const result = shopCreateSchema.parse(input);

    // Assert
    expect(result).toEqual({
      name: 'Boutique Akwa',
      slug: 'akwa-2.0',
      email: 'akwa@example.com',
      phone: '237690000000',
      address: 'Rue Joss',
      city: 'Douala',
      country: 'CM',
      is_active: false,
      warehouse_ids: [WAREHOUSE_A, WAREHOUSE_B],
    });
  });

  it('clears the contact fields with null', () => {
    // Arrange
    const cleared = shopCreate({ email: null, phone: null, address: null, city: null, country: null });

    // Act + Assert
    expect(shopCreateSchema.parse(cleared)).toEqual(cleared);
  });

  it.each(['Akwa', 'akwa shop', 'café', 'akwa_2', ''])('refuses the slug %j with slug_invalid', (slug) => {
    expect(refusals(shopCreateSchema.safeParse(shopCreate({ slug })))).toEqual(['slug slug_invalid']);
  });

  it('accepts a slug of 120 characters and refuses 121', () => {
    expect(shopCreateSchema.safeParse(shopCreate({ slug: 's'.repeat(120) })).success).toBe(true);
    expect(refusals(shopCreateSchema.safeParse(shopCreate({ slug: 's'.repeat(121) })))).toEqual([
      'slug too_big',
    ]);
  });

  it('refuses a warehouse listed twice with duplicate_items', () => {
    expect(
      refusals(
        shopCreateSchema.safeParse(shopCreate({ warehouse_ids: [WAREHOUSE_A, WAREHOUSE_B, WAREHOUSE_A] })),
      ),
    ).toEqual(['warehouse_ids duplicate_items']);
  });

  it('accepts no warehouse and refuses a warehouse id that is not a UUID', () => {
    expect(shopCreateSchema.parse(shopCreate({ warehouse_ids: [] })).warehouse_ids).toEqual([]);
    expect(
      refusals(shopCreateSchema.safeParse(shopCreate({ warehouse_ids: [WAREHOUSE_A, 'main'] }))),
    ).toEqual(['warehouse_ids.1 invalid_format']);
  });

  it('links at most 50 warehouses', () => {
    // Arrange
    const ids = Array.from(
      { length: 51 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );

    // Act
    const fifty = shopCreateSchema.safeParse(shopCreate({ warehouse_ids: ids.slice(0, 50) }));
    const fiftyOne = shopCreateSchema.safeParse(shopCreate({ warehouse_ids: ids }));

    // Assert
    expect(fifty.success).toBe(true);
    expect(refusals(fiftyOne)).toEqual(['warehouse_ids too_big']);
  });

  it('names each refused field', () => {
    // Arrange
    const input = {
      name: ' ',
      email: 'nope',
      phone: '1'.repeat(33),
      address: 'a'.repeat(501),
      city: 'c'.repeat(121),
      country: 'CMR',
      is_active: 'yes',
    };

    // Act
    const result = shopCreateSchema.safeParse(input);

    // Assert
    expect(refusals(result)).toEqual([
      'name too_small',
      'email invalid_format',
      'phone too_big',
      'address too_big',
      'city too_big',
      'country too_big',
      'is_active invalid_type',
    ]);
  });

  it('refuses a name over 120 characters', () => {
    expect(refusals(shopCreateSchema.safeParse(shopCreate({ name: 'n'.repeat(121) })))).toEqual([
      'name too_big',
    ]);
  });
});

describe('shopUpdateSchema', () => {
  it('accepts any subset of the fields, with the same rules', () => {
    expect(shopUpdateSchema.parse({})).toEqual({});
    expect(shopUpdateSchema.parse({ city: ' Yaoundé ' })).toEqual({ city: 'Yaoundé' });
    expect(refusals(shopUpdateSchema.safeParse({ slug: 'Akwa' }))).toEqual(['slug slug_invalid']);
  });

  it('makes a shop the default with is_default true, and never unsets it directly', () => {
    expect(shopUpdateSchema.parse({ is_default: true })).toEqual({ is_default: true });
    expect(refusals(shopUpdateSchema.safeParse({ is_default: false }))).toEqual(['is_default invalid_value']);
  });
});

describe('shopSchema', () => {
  it('describes a shop, with its warehouses when included', () => {
    // Arrange
    const withWarehouses = shopRecord({
      warehouse_ids: ['warehouse-id'],
      warehouses: [{ id: 'warehouse-id', name: 'Entrepôt', code: 'MAIN' }],
    });

    // Act + Assert
    expect(shopSchema.parse(shopRecord())).toEqual(shopRecord());
    expect(shopSchema.parse(withWarehouses)).toEqual(withWarehouses);
    expect(refusals(shopSchema.safeParse(shopRecord({ is_default: undefined })))).toEqual([
      'is_default invalid_type',
    ]);
  });
});
