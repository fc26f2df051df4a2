/** Rule-based collections: which rules are valid and whether a product matches them (pure). */

export const COLLECTION_RULE_FIELDS = ['tag', 'type', 'price', 'supplier'] as const;
export type CollectionRuleField = (typeof COLLECTION_RULE_FIELDS)[number];
export const COLLECTION_RULE_OPERATORS = ['equals', 'not_equals', 'greater_than', 'less_than'] as const;
export type CollectionRuleOperator = (typeof COLLECTION_RULE_OPERATORS)[number];

export interface CollectionRuleInput {
  field: CollectionRuleField;
  operator: CollectionRuleOperator;
  value: string;
}

/** Operators each field accepts: price compares amounts, the others only (in)equality. */
export const OPERATORS_BY_FIELD: Record<CollectionRuleField, readonly CollectionRuleOperator[]> = {
  tag: ['equals', 'not_equals'],
  type: ['equals', 'not_equals'],
  supplier: ['equals', 'not_equals'],
  price: ['greater_than', 'less_than', 'equals'],
};

export type CollectionRuleProblem = 'operator_not_allowed' | 'value_required' | 'price_not_integer';

/** Why a rule is invalid, or null. Price values are integers in minor units. */
export function collectionRuleProblem(rule: CollectionRuleInput): CollectionRuleProblem | null {
  if (!OPERATORS_BY_FIELD[rule.field].includes(rule.operator)) return 'operator_not_allowed';
  const value = rule.value.trim();
  if (value === '') return 'value_required';
  if (rule.field === 'price' && !/^\d+$/.test(value)) return 'price_not_integer';
  return null;
}

export interface RuleMatchable {
  tags: readonly string[];
  type: string;
  supplier_id: string | null;
  /** prices of the live variants, minor units */
  variant_prices: readonly number[];
}

/** Whether one rule holds; a price rule holds when any variant's price satisfies it. */
export function productMatchesRule(product: RuleMatchable, rule: CollectionRuleInput): boolean {
  const value = rule.value.trim();
  const negate = rule.operator === 'not_equals';
  switch (rule.field) {
    case 'tag': {
      const has = product.tags.some((t) => t.toLowerCase() === value.toLowerCase());
      return negate ? !has : has;
    }
    case 'type':
      return negate ? product.type !== value : product.type === value;
    case 'supplier':
      return negate ? product.supplier_id !== value : product.supplier_id === value;
    case 'price': {
      const amount = Number(value);
      return product.variant_prices.some((p) =>
        rule.operator === 'greater_than'
          ? p > amount
          : rule.operator === 'less_than'
            ? p < amount
            : p === amount,
      );
    }
  }
}

/** Whether a product belongs to a rule-based collection; no rules matches nothing (an empty collection). */
export function productMatchesRules(
  product: RuleMatchable,
  rules: readonly CollectionRuleInput[],
  match: 'all' | 'any',
): boolean {
  if (rules.length === 0) return false;
  return match === 'all'
    ? rules.every((r) => productMatchesRule(product, r))
    : rules.some((r) => productMatchesRule(product, r));
}
