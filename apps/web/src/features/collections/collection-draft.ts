import {
  COLLECTION_RULE_FIELDS,
  type Collection,
  type CollectionCreate,
  type CollectionRuleField,
  type CollectionRuleOperator,
  type CollectionUpdate,
  OPERATORS_BY_FIELD,
} from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { type MoneyCurrency, moneyInputText, parseMoneyText } from '../products/shared/money-text.ts';

/** One rule line of the editor; a price is typed in major units (12.50), the API wants minor units. */
export interface RuleRow {
  key: string;
  field: CollectionRuleField;
  operator: CollectionRuleOperator;
  value: string;
}

export interface PickedProduct {
  id: string;
  title: string;
}

export interface CollectionDraft {
  title: string;
  description: string;
  kind: 'manual' | 'rules';
  rules_match: 'all' | 'any';
  rules: RuleRow[];
  products: PickedProduct[];
  published: boolean;
}

let rowCount = 0;
const rowKey = () => `rule-${++rowCount}`;

export function newRuleRow(field: CollectionRuleField = 'tag'): RuleRow {
  return { key: rowKey(), field, operator: OPERATORS_BY_FIELD[field][0]!, value: '' };
}

/** A new field keeps the operator when the field allows it, else takes the field's first one; the value starts again. */
export function withRuleField(row: RuleRow, field: CollectionRuleField): RuleRow {
  const operators = OPERATORS_BY_FIELD[field];
  const operator = operators.includes(row.operator) ? row.operator : operators[0]!;
  return { ...row, field, operator, value: field === row.field ? row.value : '' };
}

export function emptyCollectionDraft(): CollectionDraft {
  return {
    title: '',
    description: '',
    kind: 'manual',
    rules_match: 'all',
    rules: [newRuleRow()],
    products: [],
    published: true,
  };
}

const isField = (field: string): field is CollectionRuleField =>
  (COLLECTION_RULE_FIELDS as readonly string[]).includes(field);

/** The editor's state of a saved collection (its manual products are loaded apart). */
export function collectionDraftOf(
  collection: Collection,
  currency: MoneyCurrency,
  products: PickedProduct[] = [],
): CollectionDraft {
  const rules = collection.rules.flatMap((rule): RuleRow[] => {
    if (!isField(rule.field)) return [];
    const value =
      rule.field === 'price' && /^\d+$/.test(rule.value)
        ? moneyInputText(Number(rule.value), currency)
        : rule.value;
    return [{ key: rowKey(), field: rule.field, operator: rule.operator as CollectionRuleOperator, value }];
  });
  return {
    title: collection.title,
    description: collection.description ?? '',
    kind: collection.kind,
    rules_match: collection.rules_match,
    rules: rules.length > 0 ? rules : [newRuleRow()],
    products,
    published: collection.published,
  };
}

/** A row as the API wants it: trimmed, a price in minor units (left as typed when unreadable, so the server names it). */
export function ruleOfRow(row: RuleRow, currency: MoneyCurrency) {
  let value = row.value.trim();
  if (row.field === 'price') {
    const parsed = parseMoneyText(value, currency);
    if (parsed.ok && parsed.minor !== null && parsed.minor >= 0) value = String(parsed.minor);
  }
  return { field: row.field, operator: row.operator, value };
}

/** POST /collections: manual with its products in order, or rules with all/any. */
export function collectionCreateBody(draft: CollectionDraft, currency: MoneyCurrency): CollectionCreate {
  const common = {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    published: draft.published,
  };
  return draft.kind === 'manual'
    ? { ...common, kind: 'manual', product_ids: draft.products.map((product) => product.id) }
    : {
        ...common,
        kind: 'rules',
        rules_match: draft.rules_match,
        rules: draft.rules.map((row) => ruleOfRow(row, currency)),
      };
}

/** PATCH /collections/:id: the kind stays; a manual collection's products go through PUT …/products. */
export function collectionUpdateBody(draft: CollectionDraft, currency: MoneyCurrency): CollectionUpdate {
  const common = {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    published: draft.published,
  };
  return draft.kind === 'manual'
    ? common
    : {
        ...common,
        rules_match: draft.rules_match,
        rules: draft.rules.map((row) => ruleOfRow(row, currency)),
      };
}

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Adds a product once; a second pick of the same product changes nothing. */
export function addProduct(products: readonly PickedProduct[], product: PickedProduct): PickedProduct[] {
  return products.some((item) => item.id === product.id) ? [...products] : [...products, product];
}

/** The ids of the collections in their new order, for POST /collections/reorder. */
export function reorderIds(collections: readonly { id: string }[], from: number, to: number): string[] {
  return moveItem(collections, from, to).map((collection) => collection.id);
}

export const COLLECTION_SORTS = ['position', 'title', '-title', '-created_at'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

export interface CollectionListParams {
  search: string;
  kind: '' | 'manual' | 'rules';
  published: '' | 'true' | 'false';
  sort: CollectionSort;
  page: number;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function readCollectionParams(params: URLSearchParams): CollectionListParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    kind: oneOf(params.get('kind'), ['manual', 'rules'] as const, ''),
    published: oneOf(params.get('published'), ['true', 'false'] as const, ''),
    sort: oneOf(params.get('sort'), COLLECTION_SORTS, 'position'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeCollectionParams(state: CollectionListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.kind) params.set('kind', state.kind);
  if (state.published) params.set('published', state.published);
  if (state.sort !== 'position') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Reordering is offered on the plain list in position order, where the rows on screen are the real order. */
export const canReorder = (state: CollectionListParams) =>
  state.sort === 'position' && state.search === '' && state.kind === '' && state.published === '';

export const COLLECTIONS_PER_PAGE = 100;

export function collectionsQuery(state: CollectionListParams): ListQuery {
  const filter = {
    ...(state.kind ? { kind: state.kind } : {}),
    ...(state.published ? { published: state.published } : {}),
  };
  return {
    page: state.page,
    per_page: COLLECTIONS_PER_PAGE,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}
