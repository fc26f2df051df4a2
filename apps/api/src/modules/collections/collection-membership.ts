import type { CollectionRuleInput } from '@comptoir/core';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { collectionProducts, collections, products, productVariants } from '../../db/schema/catalog.ts';

/**
 * The SQL form of one rule on `products` (same meaning as core's productMatchesRule):
 * tags compare case-insensitively; a price rule holds when any live variant's price satisfies it.
 */
export function ruleCondition(rule: CollectionRuleInput): SQL {
  const value = rule.value.trim();
  const negate = rule.operator === 'not_equals';
  switch (rule.field) {
    case 'tag': {
      const has = sql`exists (select 1 from unnest(${products.tags}) as t(tag) where lower(t.tag) = lower(${value}))`;
      return negate ? sql`not ${has}` : has;
    }
    case 'type':
      return negate ? sql`${products.type} <> ${value}` : sql`${products.type} = ${value}`;
    case 'supplier':
      // text comparison so a malformed id matches nothing instead of failing the uuid cast
      return negate
        ? sql`(${products.supplier_id} is null or ${products.supplier_id}::text <> ${value})`
        : sql`${products.supplier_id}::text = ${value}`;
    case 'price': {
      const op = rule.operator === 'greater_than' ? sql`>` : rule.operator === 'less_than' ? sql`<` : sql`=`;
      const amount = /^\d+$/.test(value) ? Number(value) : -1;
      return sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id}
        and v.company_id = ${products.company_id} and v.deleted_at is null and v.price ${op} ${amount})`;
    }
  }
}

/** All (or any) of the rules; no rules selects nothing. */
export function rulesCondition(rules: readonly CollectionRuleInput[], match: 'all' | 'any'): SQL {
  if (rules.length === 0) return sql`false`;
  const parts = rules.map(ruleCondition);
  return (match === 'all' ? and(...parts) : or(...parts)) ?? sql`false`;
}

/**
 * The condition on `products` that selects a collection's products (owned by the collections module):
 * manual collections through collection_products, rule-based ones from their rules.
 * Null when the collection does not exist in the company.
 */
export async function collectionProductCondition(
  db: Executor,
  companyId: string,
  collectionId: string,
): Promise<SQL | null> {
  if (!/^[0-9a-f-]{36}$/i.test(collectionId)) return null;
  const [collection] = await db
    .select({ kind: collections.kind, rules: collections.rules, rules_match: collections.rules_match })
    .from(collections)
    .where(
      and(
        eq(collections.company_id, companyId),
        eq(collections.id, collectionId),
        isNull(collections.deleted_at),
      ),
    );
  if (!collection) return null;
  if (collection.kind === 'rules') return rulesCondition(collection.rules, collection.rules_match);
  return sql`exists (select 1 from ${collectionProducts} cp where cp.collection_id = ${collectionId}
    and cp.company_id = ${companyId} and cp.product_id = ${products.id})`;
}
