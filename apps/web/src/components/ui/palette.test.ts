import { describe, expect, it } from 'vitest';
import { palette, paletteColor } from './palette.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('palette', () => {
  it('offers 12 colours with unique keys and unique hexes', () => {
    expect(palette).toHaveLength(12);
    expect(new Set(palette.map((c) => c.key)).size).toBe(12);
    expect(new Set(palette.map((c) => c.hex.toLowerCase())).size).toBe(12);
  });

  it('starts with the brand colour #ed9221', () => {
    expect(palette[0]).toMatchObject({ key: 'orange', hex: '#ed9221' });
  });

  it('gives every colour a text colour that reads on it at 4.5:1 or more', () => {
    for (const color of palette) {
      const text = color.className.includes('text-white') ? '#ffffff' : '#030712';
      expect(contrast(color.hex, text), color.key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('finds a colour by key', () => {
    expect(paletteColor('teal').hex).toBe('#0d9488');
  });
});
