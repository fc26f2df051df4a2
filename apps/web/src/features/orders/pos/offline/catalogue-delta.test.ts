import { describe, expect, it } from 'vitest';
import {
  applyCatalogueDelta,
  CATALOGUE_FRESH_MS,
  CATALOGUE_FULL_EVERY_MS,
  chooseCatalogueRefresh,
} from './catalogue-delta.ts';
import { catalogueVariant } from './testing.ts';

const variant = (id: string, title: string, quantity = 3) => catalogueVariant(id, title, { quantity });

describe('applying what changed to the catalogue held on the device', () => {
  it('replaces the changed variants, drops the removed ones and keeps the rest, by id', () => {
    // Arrange
    const held = [
      variant('a', 'Bissap', 5),
      variant('b', 'Gari'),
      variant('c', 'Pagne'),
      variant('d', 'Savon'),
    ];
    const before = structuredClone(held);

    // Act
    const after = applyCatalogueDelta(held, {
      changed: [variant('d', 'Savon noir', 1), variant('bb', 'Karité')],
      removed: ['c', 'never-held'],
    });

    // Assert
    expect(after.map((v) => [v.id, v.title, v.quantity])).toEqual([
      ['a', 'Bissap', 5],
      ['b', 'Gari', 3],
      ['bb', 'Karité', 3],
      ['d', 'Savon noir', 1],
    ]);
    expect(held).toEqual(before);
  });

  it('keeps at most the maximum, the first ones by id', () => {
    const after = applyCatalogueDelta(
      [variant('b', 'B'), variant('c', 'C')],
      {
        changed: [variant('a', 'A')],
        removed: [],
      },
      2,
    );

    expect(after.map((v) => v.id)).toEqual(['a', 'b']);
  });
});

describe('choosing what the counter downloads', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('downloads everything when the device holds no copy', () => {
    expect(chooseCatalogueRefresh(null, now)).toBe('full');
  });

  it('downloads nothing while the copy is younger than 10 minutes', () => {
    expect(
      chooseCatalogueRefresh(
        { savedAt: ago(CATALOGUE_FRESH_MS - 1), fullAt: ago(CATALOGUE_FULL_EVERY_MS * 2) },
        now,
      ),
    ).toBe('none');
  });

  it('asks only for what changed when the copy is older, its last whole download within a day', () => {
    expect(chooseCatalogueRefresh({ savedAt: ago(CATALOGUE_FRESH_MS), fullAt: ago(3_600_000) }, now)).toBe(
      'delta',
    );
    // A copy kept before deltas existed was a whole download.
    expect(chooseCatalogueRefresh({ savedAt: ago(CATALOGUE_FRESH_MS + 1) }, now)).toBe('delta');
  });

  it('downloads everything again once a day, or when the dates held cannot be read', () => {
    expect(
      chooseCatalogueRefresh({ savedAt: ago(CATALOGUE_FRESH_MS), fullAt: ago(CATALOGUE_FULL_EVERY_MS) }, now),
    ).toBe('full');
    expect(chooseCatalogueRefresh({ savedAt: ago(CATALOGUE_FRESH_MS), fullAt: 'garbage' }, now)).toBe('full');
    expect(chooseCatalogueRefresh({ savedAt: 'garbage' }, now)).toBe('full');
  });
});
