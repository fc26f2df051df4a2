import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { warehouseCreateSchema, warehouseSchema, warehouseUpdateSchema } from './warehouse.schema.ts';

/** Each refusal as "path reason": our own codes (`code_invalid`) as written, zod's by its issue code. */
const refusals = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join('.')} ${/^[a-z_]+$/.test(issue.message) ? issue.message : issue.code}`,
      );

const warehouseCreate = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Entrepôt Bonabéri',
  ...overrides,
});

const warehouseRecord = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'warehouse-id',
  name: 'Entrepôt Bonabéri',
  code: 'BONA',
  address: null,
  city: 'Douala',
  country: 'CM',
  is_default: false,
  is_active: true,
  allow_negative_stock: false,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

describe('warehouseCreateSchema', () => {
  it('needs only a name', () => {
    expect(warehouseCreateSchema.parse(warehouseCreate())).toEqual({ name: 'Entrepôt Bonabéri' });
  });

  it('parses a full warehouse, trimming text and upper-casing the code', () => {
    // Arrange
    const input = warehouseCreate({
      name: ' Entrepôt Bonabéri ',
      code: ' bona-2 ',
      address: ' Zone industrielle ',
      city: ' Douala ',
      country: 'CM',
      is_active: true,
      allow_negative_stock: true,
    });

    // Act
    const result = warehouseCreateSchema.parse(input);

    // Assert
    expect(result).toEqual({
      name: 'Entrepôt Bonabéri',
      code: 'BONA-2',
      address: 'Zone industrielle',
      city: 'Douala',
      country: 'CM',
      is_active: true,
      allow_negative_stock: true,
    });
  });

  it.each(['A', 'MAIN_2', 'dla-01', 'X'.repeat(16)])('accepts the code %j', (code) => {
    expect(warehouseCreateSchema.safeParse(warehouseCreate({ code })).success).toBe(true);
  });

  it.each(['', '  ', 'MAIN 2', 'DÉPÔT', 'A/B', 'A.B', 'X'.repeat(17)])(
    'refuses the code %j with code_invalid',
    (code) => {
      expect(refusals(warehouseCreateSchema.safeParse(warehouseCreate({ code })))).toEqual([
        'code code_invalid',
      ]);
    },
  );

  it('clears the address fields with null', () => {
    // Arrange
    const cleared = warehouseCreate({ address: null, city: null, country: null });

    // Act + Assert
    expect(warehouseCreateSchema.parse(cleared)).toEqual(cleared);
  });

  it('names each refused field', () => {
    // Arrange
    const input = {
      name: 'n'.repeat(121),
      address: 'a'.repeat(501),
      city: 'c'.repeat(121),
      country: 'CMR',
      is_active: 1,
      allow_negative_stock: 'no',
    };

    // Act
    const result = warehouseCreateSchema.safeParse(input);

    // Assert
    expect(refusals(result)).toEqual([
      'name too_big',
      'address too_big',
      'city too_big',
      'country too_big',
      'is_active invalid_type',
      'allow_negative_stock invalid_type',
    ]);
  });

  it('refuses a blank name', () => {
    expect(refusals(warehouseCreateSchema.safeParse(warehouseCreate({ name: '   ' })))).toEqual([
      'name too_small',
    ]);
  });
});

describe('warehouseUpdateSchema', () => {
  it('accepts any subset of the fields, with the same rules', () => {
    expect(warehouseUpdateSchema.parse({})).toEqual({});
    expect(warehouseUpdateSchema.parse({ code: 'dla' })).toEqual({ code: 'DLA' });
    expect(refusals(warehouseUpdateSchema.safeParse({ code: 'D L A' }))).toEqual(['code code_invalid']);
  });

  it('makes a warehouse the default with is_default true, and never unsets it directly', () => {
    expect(warehouseUpdateSchema.parse({ is_default: true })).toEqual({ is_default: true });
    expect(refusals(warehouseUpdateSchema.safeParse({ is_default: false }))).toEqual([
      'is_default invalid_value',
    ]);
  });
});

describe('warehouseSchema', () => {
  it('describes a warehouse', () => {
    expect(warehouseSchema.parse(warehouseRecord())).toEqual(warehouseRecord());
    expect(refusals(warehouseSchema.safeParse(warehouseRecord({ code: null })))).toEqual([
      'code invalid_type',
    ]);
  });
});
