import { describe, expect, it } from 'vitest';
import { isSlug, slugify, validateSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Café Crème', 'cafe-creme'],
    ['Pagne Wax Été 2026', 'pagne-wax-ete-2026'],
    ['Señor Niño', 'senor-nino'],
    ['Cœur de Bœuf', 'coeur-de-boeuf'],
    ['Straße', 'strasse'],
    ['version 1.2', 'version-1.2'],
    ['Rock & Roll', 'rock-roll'],
    ['  Tabs\tand\nlines  ', 'tabs-and-lines'],
    ['already-a-slug', 'already-a-slug'],
    ["L'été", 'lete'],
    ['!!!', ''],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always produces a valid slug or an empty string', () => {
    for (const text of ['Ça va ?', 'ÀÉÎÕÜ', 'a--b', '-x-', 'Ørsted ŁÓDŹ']) {
      const slug = slugify(text);
      expect(slug === '' || isSlug(slug)).toBe(true);
    }
  });
});

describe('isSlug', () => {
  it('accepts lower-case letters, digits, hyphens and dots', () => {
    expect(isSlug('pagne-wax-2.0')).toBe(true);
    expect(validateSlug('pagne-wax-2.0')).toBeNull();
  });

  it.each(['', 'Pagne', 'pagne wax', 'café', 'a_b', 'a/b'])('rejects %j', (value) => {
    expect(isSlug(value)).toBe(false);
    expect(validateSlug(value)).toBe('slug_invalid');
  });

  it('rejects a non-string value', () => {
    expect(isSlug(12)).toBe(false);
  });
});
