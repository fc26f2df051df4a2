import { describe, expect, it } from 'vitest';
import { MAX_PINNED_TILES, moveTile, pinTile, unpinTile } from './pinned-tiles.ts';

describe('arranging the pinned tiles of a counter', () => {
  it('pins a tile last, once', () => {
    const pins = ['pain', 'croissant'];

    expect(pinTile(pins, 'baguette')).toEqual(['pain', 'croissant', 'baguette']);
    expect(pinTile(pins, 'pain')).toEqual(['pain', 'croissant']);
    expect(pins).toEqual(['pain', 'croissant']);
  });

  it(`pins no more than ${MAX_PINNED_TILES} tiles`, () => {
    const full = Array.from({ length: MAX_PINNED_TILES }, (_, i) => `v${i}`);

    expect(pinTile(full, 'one-more')).toEqual(full);
  });

  it('unpins a tile, leaving the others in their order', () => {
    expect(unpinTile(['pain', 'croissant', 'baguette'], 'croissant')).toEqual(['pain', 'baguette']);
    expect(unpinTile(['pain'], 'absent')).toEqual(['pain']);
  });

  it('moves a tile one place earlier or later, never past either end', () => {
    const pins = ['pain', 'croissant', 'baguette'];

    expect(moveTile(pins, 'baguette', -1)).toEqual(['pain', 'baguette', 'croissant']);
    expect(moveTile(pins, 'pain', 1)).toEqual(['croissant', 'pain', 'baguette']);
    expect(moveTile(pins, 'pain', -1)).toEqual(pins);
    expect(moveTile(pins, 'baguette', 1)).toEqual(pins);
    expect(moveTile(pins, 'absent', 1)).toEqual(pins);
    expect(pins).toEqual(['pain', 'croissant', 'baguette']);
  });
});
