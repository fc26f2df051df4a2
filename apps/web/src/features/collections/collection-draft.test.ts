import {
  collectionCreateSchema,
  collectionReorderSchema,
  collectionSchema,
  collectionUpdateSchema,
} from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  canReorder,
  collectionCreateBody,
  collectionDraftOf,
  collectionsQuery,
  collectionUpdateBody,
  emptyCollectionDraft,
  moveItem,
  newRuleRow,
  readCollectionParams,
  reorderIds,
  withRuleField,
  writeCollectionParams,
} from './collection-draft.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const USD = { alpha: 'USD', precision: 2 };
const P1 = '0196f1a4-0000-7000-8000-000000000001';
const P2 = '0196f1a4-0000-7000-8000-000000000002';
const P3 = '0196f1a4-0000-7000-8000-000000000003';

describe('collection bodies', () => {
  it('a manual collection goes with its products in the chosen order; the core schema accepts it', () => {
    const draft = {
      ...emptyCollectionDraft(),
      title: ' Wax ',
      products: [
        { id: P2, title: 'B' },
        { id: P1, title: 'A' },
      ],
    };
    const body = collectionCreateBody(draft, XAF);
    expect(body).toEqual({
      title: 'Wax',
      description: null,
      published: true,
      kind: 'manual',
      product_ids: [P2, P1],
    });
    expect(collectionCreateSchema.safeParse(body).success).toBe(true);
    const update = collectionUpdateBody(draft, XAF);
    expect(update).not.toHaveProperty('product_ids');
    expect(update).not.toHaveProperty('kind');
    expect(collectionUpdateSchema.safeParse(update).success).toBe(true);
  });

  it('rule rows become rules with all/any; a price typed in major units goes in minor units', () => {
    const draft = {
      ...emptyCollectionDraft(),
      title: 'Promo',
      kind: 'rules' as const,
      rules_match: 'any' as const,
      rules: [
        { ...newRuleRow('tag'), value: ' promo ' },
        { ...newRuleRow('price'), operator: 'less_than' as const, value: '12.50' },
      ],
    };
    const body = collectionCreateBody(draft, USD);
    expect(body).toMatchObject({
      kind: 'rules',
      rules_match: 'any',
      rules: [
        { field: 'tag', operator: 'equals', value: 'promo' },
        { field: 'price', operator: 'less_than', value: '1250' },
      ],
    });
    expect(body).not.toHaveProperty('product_ids');
    expect(collectionCreateSchema.safeParse(body).success).toBe(true);
    expect(collectionUpdateSchema.safeParse(collectionUpdateBody(draft, USD)).success).toBe(true);
  });

  it('an empty value or an unreadable price is sent as typed and the core schema names the rule', () => {
    const draft = {
      ...emptyCollectionDraft(),
      title: 'X',
      kind: 'rules' as const,
      rules: [newRuleRow('tag'), { ...newRuleRow('price'), value: 'cheap' }],
    };
    const parsed = collectionCreateSchema.safeParse(collectionCreateBody(draft, XAF));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['rules.0.value', 'rules.1.value']));
  });

  it('changing the field keeps an operator it allows, else takes its first one, and clears the value', () => {
    const tag = { ...newRuleRow('tag'), value: 'promo' };
    expect(withRuleField(tag, 'type')).toMatchObject({ field: 'type', operator: 'equals', value: '' });
    const notTag = { ...tag, operator: 'not_equals' as const };
    expect(withRuleField(notTag, 'price')).toMatchObject({ field: 'price', operator: 'greater_than' });
    expect(withRuleField(notTag, 'supplier').operator).toBe('not_equals');
  });

  it('a saved rule collection comes back with its price in major units and saves to the same rules', () => {
    const saved = collectionSchema.parse({
      id: 'c1',
      title: 'Cheap',
      handle: 'cheap',
      description: null,
      kind: 'rules',
      rules: [{ field: 'price', operator: 'less_than', value: '1250' }],
      rules_match: 'all',
      sort_order: 'manual',
      position: 0,
      published: false,
      media_id: null,
      created_at: '',
      updated_at: '',
    });
    const draft = collectionDraftOf(saved, USD);
    expect(draft.rules[0]).toMatchObject({ field: 'price', value: '12.50' });
    expect(collectionUpdateBody(draft, USD)).toMatchObject({
      published: false,
      rules: [{ field: 'price', operator: 'less_than', value: '1250' }],
    });
  });
});

describe('ordering', () => {
  it('moves an item up, down, to an end, and clamps moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('reorder ids are the whole list in its new order, accepted by the core schema', () => {
    const ids = reorderIds([{ id: P1 }, { id: P2 }, { id: P3 }], 2, 0);
    expect(ids).toEqual([P3, P1, P2]);
    expect(collectionReorderSchema.safeParse({ ids }).success).toBe(true);
  });

  it('adds a product once', () => {
    const once = addProduct([], { id: P1, title: 'A' });
    expect(addProduct(once, { id: P1, title: 'A' })).toEqual([{ id: P1, title: 'A' }]);
  });
});

describe('collection list params', () => {
  it('reads the URL, drops unknown values; reordering only on the plain list by position', () => {
    const state = readCollectionParams(new URLSearchParams('kind=rules&published=maybe&sort=bad'));
    expect(state).toEqual({ search: '', kind: 'rules', published: '', sort: 'position', page: 1 });
    expect(writeCollectionParams(state).toString()).toBe('kind=rules');
    expect(collectionsQuery(state)).toMatchObject({ filter: { kind: 'rules' }, sort: 'position' });
    expect(canReorder(state)).toBe(false);
    expect(canReorder({ ...state, kind: '' })).toBe(true);
    expect(canReorder({ ...state, kind: '', sort: 'title' })).toBe(false);
  });
});
