import { describe, expect, it } from 'vitest';
import { splitTags, suggestTags, tagsOf } from './tags.ts';

describe('tags', () => {
  it('splits typed tags on commas and semicolons, each once whatever its case', () => {
    expect(splitTags('promo, Wax; PROMO,, ')).toEqual(['promo', 'Wax']);
  });

  it('gathers the tags of products once each, in alphabetical order', () => {
    expect(tagsOf([{ tags: ['wax', 'Promo'] }, { tags: ['promo', 'bazin'] }, { tags: null }])).toEqual([
      'bazin',
      'Promo',
      'wax',
    ]);
  });

  it('suggests the known tags not chosen yet that contain what is typed, those starting with it first', () => {
    const known = ['bazin', 'Été', 'promo été', 'wax', 'Wax hollandais'];
    expect(suggestTags(known, ['wax'], '')).toEqual(['bazin', 'Été', 'promo été', 'Wax hollandais']);
    expect(suggestTags(known, [], 'ete')).toEqual(['Été', 'promo été']);
    expect(suggestTags(known, ['WAX'], 'wa')).toEqual(['Wax hollandais']);
    expect(suggestTags(known, [], '', 2)).toEqual(['bazin', 'Été']);
  });
});
