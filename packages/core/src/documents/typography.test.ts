import { describe, expect, it } from 'vitest';
import { labelWithColon } from './typography.ts';

describe('a label followed by a colon', () => {
  it('takes a no-break space before the colon in French', () => {
    expect(labelWithColon('Numéro', 'fr')).toBe('Numéro\u00a0:');
    expect(labelWithColon('N° contribuable ', 'fr')).toBe('N° contribuable\u00a0:');
  });

  it('takes the colon right after the word in English and Spanish', () => {
    expect(labelWithColon('Number', 'en')).toBe('Number:');
    expect(labelWithColon('Número', 'es')).toBe('Número:');
  });
});
