import { describe, expect, it } from 'vitest';
import { collectionCreateSchema } from './collection.schema.ts';
import {
  productBulkSchema,
  productCreateSchema,
  productUpdateSchema,
  variantUpdateSchema,
} from './product.schema.ts';
import { supplierCreateSchema } from './supplier.schema.ts';

describe('supplierCreateSchema', () => {
  it('stores a WhatsApp phone as its international digits and refuses a local number', () => {
    expect(supplierCreateSchema.parse({ name: 'Sahel', phone: '+221 77 123 45 67' }).phone).toBe(
      '221771234567',
    );
    const bad = supplierCreateSchema.safeParse({ name: 'Sahel', phone: '0771234567' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('phone_invalid');
  });
});

describe('collectionCreateSchema', () => {
  it('needs rules for a rule-based collection and checks each rule', () => {
    expect(collectionCreateSchema.safeParse({ title: 'Été', kind: 'rules', rules: [] }).success).toBe(false);
    const wrongOp = collectionCreateSchema.safeParse({
      title: 'Été',
      kind: 'rules',
      rules: [{ field: 'tag', operator: 'greater_than', value: 'x' }],
    });
    expect(wrongOp.error?.issues[0]?.message).toBe('operator_not_allowed');
    expect(
      collectionCreateSchema.parse({
        title: 'Été',
        kind: 'rules',
        rules: [{ field: 'price', operator: 'less_than', value: '5000' }],
      }).rules_match,
    ).toBeUndefined();
    expect(collectionCreateSchema.safeParse({ title: 'Été', handle: 'Not A Slug' }).success).toBe(false);
  });
});

describe('variant prices', () => {
  it('refuses a compare-at price at or below the price, on the compare_at_price of that variant', () => {
    const body = (compare_at_price: number | null) => ({
      title: 'Savon',
      variants: [{ price: 1000, compare_at_price }],
    });
    for (const below of [1000, 900]) {
      const issues = productCreateSchema.safeParse(body(below)).error?.issues ?? [];
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['variants.0.compare_at_price', 'compare_at_not_above_price'],
      ]);
    }
    expect(productCreateSchema.safeParse(body(1200)).success).toBe(true);
    expect(productCreateSchema.safeParse(body(null)).success).toBe(true);
  });

  it('leaves a variant edit giving one of the two prices to the server, which knows the other', () => {
    expect(variantUpdateSchema.safeParse({ price: 500, compare_at_price: 400 }).success).toBe(false);
    expect(variantUpdateSchema.safeParse({ compare_at_price: 400 }).success).toBe(true);
    expect(variantUpdateSchema.safeParse({ price: 500 }).success).toBe(true);
  });
});

describe('product tags', () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('a tag is a word or phrase: a comma, semicolon or line break is refused on the tags field', () => {
    for (const tag of ['wax, promo', 'wax;promo', 'wax\npromo']) {
      expect(issues(productCreateSchema.safeParse({ title: 'Savon', tags: ['Été', tag] }))).toEqual([
        ['tags', 'tag_separator'],
      ]);
      expect(issues(productUpdateSchema.safeParse({ tags: [tag] }))).toEqual([['tags', 'tag_separator']]);
    }
    expect(productCreateSchema.parse({ title: 'Savon', tags: [' Tissu wax ', 'Été 2026'] }).tags).toEqual([
      'Tissu wax',
      'Été 2026',
    ]);
  });

  it('bulk add_tags refuses a tag with a comma; remove_tags still removes one stored before the rule', () => {
    const ids = ['p-1'];
    expect(issues(productBulkSchema.safeParse({ action: 'add_tags', ids, tags: ['a,b'] }))).toEqual([
      ['tags', 'tag_separator'],
    ]);
    expect(productBulkSchema.safeParse({ action: 'add_tags', ids, tags: ['promo'] }).success).toBe(true);
    expect(productBulkSchema.safeParse({ action: 'remove_tags', ids, tags: ['a,b'] }).success).toBe(true);
  });
});
