import { describe, expect, it } from 'vitest';
import {
  applyPriceChange,
  compareAtPriceValid,
  componentProblem,
  compositeAvailable,
  copyTitle,
  generateVariants,
  handleFromTitle,
  isCompositeType,
  normalizeTags,
  optionKey,
  repriceVariant,
  shownVariantTitle,
  tagHasSeparator,
  typeChangeProblem,
  uniqueHandle,
  variantDisplayName,
} from './products.ts';

describe('product rules', () => {
  it('makes a handle from a title', () => {
    expect(handleFromTitle('  Robe Été — Wax 2.0 ')).toBe('robe-ete-wax-2-0');
    expect(handleFromTitle('!!!')).toBe('product');
  });
  it('picks the first free handle', () => {
    expect(uniqueHandle('robe', new Set())).toBe('robe');
    expect(uniqueHandle('robe', new Set(['robe', 'robe-2']))).toBe('robe-3');
  });
  it('titles a copy', () => expect(copyTitle('Robe')).toBe('Robe copy'));
  it('generates one Default Title variant without options', () => {
    expect(generateVariants([])).toEqual([
      { option1: null, option2: null, option3: null, title: 'Default Title' },
    ]);
  });
  it('generates the cartesian product in order', () => {
    const variants = generateVariants([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
    expect(variants.map((v) => v.title)).toEqual(['S / Red', 'S / Blue', 'M / Red', 'M / Blue']);
    expect(variants[2]).toMatchObject({ option1: 'M', option2: 'Red', option3: null });
    expect(
      generateVariants([
        { name: 'A', values: ['1', '2'] },
        { name: 'B', values: ['x'] },
        { name: 'C', values: ['p', 'q', 'r'] },
      ]),
    ).toHaveLength(6);
    expect(optionKey(variants[0]!)).not.toBe(optionKey(variants[1]!));
  });
  it('normalises tags case-insensitively', () => {
    expect(normalizeTags([' Wax ', 'wax', 'Promo', '', 'PROMO'])).toEqual(['Wax', 'Promo']);
  });
  it('splits a tag stored with a separator, so none is written back holding one', () => {
    expect(normalizeTags(['Tissu, Wax', 'promo;été', 'a\nb', 'wax'])).toEqual([
      'Tissu',
      'Wax',
      'promo',
      'été',
      'a',
      'b',
    ]);
    expect(tagHasSeparator('Tissu wax')).toBe(false);
    expect(tagHasSeparator('Tissu, wax')).toBe(true);
  });
  it('computes bundle availability from components', () => {
    expect(
      compositeAvailable([
        { available: 10, perUnit: 3 },
        { available: 7, perUnit: 2 },
      ]),
    ).toBe(3);
    expect(compositeAvailable([{ available: -4, perUnit: 1 }])).toBe(0);
    expect(compositeAvailable([])).toBe(0);
  });
  it('changes prices by percent or amount, rounded to the minimum unit, never negative', () => {
    expect(applyPriceChange(1000, { percent: 10 })).toBe(1100);
    expect(applyPriceChange(999, { percent: -10 })).toBe(899);
    expect(applyPriceChange(1003, { percent: 10 }, 5)).toBe(1105);
    expect(applyPriceChange(500, { amount: -700 })).toBe(0);
    expect(applyPriceChange(500, { amount: 250 })).toBe(750);
  });
  it('clears a compare-at price the changed price reaches, keeps one still above it', () => {
    expect(repriceVariant({ price: 9000, compare_at_price: 10000 }, { percent: 10 })).toEqual({
      price: 9900,
      compare_at_price: 10000,
    });
    expect(repriceVariant({ price: 9000, compare_at_price: 10000 }, { amount: 1000 })).toEqual({
      price: 10000,
      compare_at_price: null,
    });
    expect(repriceVariant({ price: 9000, compare_at_price: 10000 }, { percent: 20 })).toEqual({
      price: 10800,
      compare_at_price: null,
    });
    expect(repriceVariant({ price: 9000, compare_at_price: 10000 }, { percent: -50 })).toEqual({
      price: 4500,
      compare_at_price: 10000,
    });
    expect(repriceVariant({ price: 9000, compare_at_price: null }, { percent: 50 })).toEqual({
      price: 13500,
      compare_at_price: null,
    });
  });
});

describe('variant names shown to people', () => {
  it('leaves out the stored "Default Title" of a product without options', () => {
    expect(shownVariantTitle('Default Title')).toBeNull();
    expect(variantDisplayName('Savon karité', 'Default Title')).toBe('Savon karité');
  });

  it('leaves out a missing title and one that repeats the product', () => {
    expect(shownVariantTitle(null)).toBeNull();
    expect(shownVariantTitle('')).toBeNull();
    expect(variantDisplayName('Bissap', 'Bissap')).toBe('Bissap');
  });

  it('names an option variant after its product, with the separator asked for', () => {
    expect(shownVariantTitle('M / Rouge', 'Robe wax')).toBe('M / Rouge');
    expect(variantDisplayName('Robe wax', 'M / Rouge')).toBe('Robe wax — M / Rouge');
    expect(variantDisplayName('Robe wax', 'M / Rouge', ' – ')).toBe('Robe wax – M / Rouge');
  });
});

describe('compare-at price', () => {
  it('is the crossed-out "was" price: when set, above the price; none is always fine', () => {
    expect(compareAtPriceValid(1000, 1500)).toBe(true);
    expect(compareAtPriceValid(1000, null)).toBe(true);
    expect(compareAtPriceValid(1000, undefined)).toBe(true);
    expect(compareAtPriceValid(1000, 1000)).toBe(false);
    expect(compareAtPriceValid(1000, 999)).toBe(false);
    expect(compareAtPriceValid(0, 0)).toBe(false);
  });
});

describe('bundles and menus and their components', () => {
  it('knows which types take their stock from components', () => {
    expect(['bundle', 'menu'].map(isCompositeType)).toEqual([true, true]);
    expect(['physical_goods', 'digital_goods', 'services', '', null, undefined].map(isCompositeType)).toEqual(
      [false, false, false, false, false, false],
    );
  });

  it('takes only products that keep their own stock as components', () => {
    expect(componentProblem('physical_goods')).toBeNull();
    expect(componentProblem('services')).toBeNull();
    expect(componentProblem('bundle')).toBe('products.component_is_composite');
    expect(componentProblem('menu')).toBe('products.component_is_composite');
  });

  const change = { from: 'physical_goods', to: 'bundle', holdsStock: false, usedAsComponent: false };

  it('lets a product without stock that no bundle holds become a bundle or menu', () => {
    expect(typeChangeProblem(change)).toBeNull();
    expect(typeChangeProblem({ ...change, to: 'menu' })).toBeNull();
  });

  it('refuses to make a bundle of a component of a bundle, then of a product holding stock', () => {
    expect(typeChangeProblem({ ...change, usedAsComponent: true, holdsStock: true })).toBe(
      'products.type_used_as_component',
    );
    expect(typeChangeProblem({ ...change, holdsStock: true })).toBe('products.type_change_holds_stock');
  });

  it('has nothing to say about other changes', () => {
    const blocked = { holdsStock: true, usedAsComponent: true };
    expect(typeChangeProblem({ ...blocked, from: 'bundle', to: 'physical_goods' })).toBeNull();
    expect(typeChangeProblem({ ...blocked, from: 'bundle', to: 'menu' })).toBeNull();
    expect(typeChangeProblem({ ...blocked, from: 'physical_goods', to: 'services' })).toBeNull();
    expect(typeChangeProblem({ ...blocked, from: 'menu', to: 'menu' })).toBeNull();
  });
});
