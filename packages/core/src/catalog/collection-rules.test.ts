import { describe, expect, it } from 'vitest';
import { collectionRuleProblem, productMatchesRule, productMatchesRules } from './collection-rules.ts';

const shirt = {
  tags: ['Summer', 'cotton'],
  type: 'physical_goods',
  supplier_id: 's1',
  variant_prices: [5000, 7500],
};

describe('collectionRuleProblem', () => {
  it('accepts valid rules and refuses wrong operators, empty values and non-integer prices', () => {
    expect(collectionRuleProblem({ field: 'tag', operator: 'equals', value: 'summer' })).toBeNull();
    expect(collectionRuleProblem({ field: 'price', operator: 'greater_than', value: '100' })).toBeNull();
    expect(collectionRuleProblem({ field: 'tag', operator: 'greater_than', value: 'x' })).toBe(
      'operator_not_allowed',
    );
    expect(collectionRuleProblem({ field: 'price', operator: 'not_equals', value: '1' })).toBe(
      'operator_not_allowed',
    );
    expect(collectionRuleProblem({ field: 'type', operator: 'equals', value: '  ' })).toBe('value_required');
    expect(collectionRuleProblem({ field: 'price', operator: 'less_than', value: '12.5' })).toBe(
      'price_not_integer',
    );
  });
});

describe('productMatchesRule', () => {
  it('matches tags case-insensitively, with not_equals as the negation', () => {
    expect(productMatchesRule(shirt, { field: 'tag', operator: 'equals', value: 'summer' })).toBe(true);
    expect(productMatchesRule(shirt, { field: 'tag', operator: 'not_equals', value: 'summer' })).toBe(false);
    expect(productMatchesRule(shirt, { field: 'tag', operator: 'not_equals', value: 'winter' })).toBe(true);
  });
  it('matches type and supplier exactly', () => {
    expect(productMatchesRule(shirt, { field: 'type', operator: 'equals', value: 'physical_goods' })).toBe(
      true,
    );
    expect(productMatchesRule(shirt, { field: 'supplier', operator: 'equals', value: 's2' })).toBe(false);
    expect(productMatchesRule(shirt, { field: 'supplier', operator: 'not_equals', value: 's2' })).toBe(true);
  });
  it('matches a price rule when any variant satisfies it (strict comparisons)', () => {
    expect(productMatchesRule(shirt, { field: 'price', operator: 'greater_than', value: '7000' })).toBe(true);
    expect(productMatchesRule(shirt, { field: 'price', operator: 'greater_than', value: '7500' })).toBe(
      false,
    );
    expect(productMatchesRule(shirt, { field: 'price', operator: 'less_than', value: '5000' })).toBe(false);
    expect(productMatchesRule(shirt, { field: 'price', operator: 'equals', value: '5000' })).toBe(true);
    expect(
      productMatchesRule(
        { ...shirt, variant_prices: [] },
        { field: 'price', operator: 'less_than', value: '9' },
      ),
    ).toBe(false);
  });
});

describe('productMatchesRules', () => {
  const rules = [
    { field: 'tag', operator: 'equals', value: 'summer' },
    { field: 'price', operator: 'less_than', value: '1000' },
  ] as const;
  it('all needs every rule, any needs one, no rules matches nothing', () => {
    expect(productMatchesRules(shirt, rules, 'all')).toBe(false);
    expect(productMatchesRules(shirt, rules, 'any')).toBe(true);
    expect(productMatchesRules(shirt, [], 'any')).toBe(false);
  });
});
