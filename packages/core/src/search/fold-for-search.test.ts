import { describe, expect, it } from 'vitest';
import { FOLDED_LETTERS, foldForSearch } from './fold-for-search.ts';

describe('foldForSearch', () => {
  it.each([
    ['Crème brûlée', 'creme brulee'],
    ['CRÈME', 'creme'],
    ['Café', 'cafe'],
    ['Hélène', 'helene'],
    ['Señor Niño', 'senor nino'],
    ['São João', 'sao joao'],
    ['Aïssatou Ndèye Sène', 'aissatou ndeye sene'],
    ['ÀÂÄÁÃÅ Ç ÉÈÊË ÍÌÎÏ Ñ ÓÒÔÖÕ ÚÙÛÜ Ÿ Ý', 'aaaaaa c eeee iiii n ooooo uuuu y y'],
    ['Œufs Cœur', 'oeufs coeur'],
    ['Ærø Straße', 'aero strasse'],
    ['Łódź Đakovo İzmir', 'lodz dakovo izmir'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('leaves digits, punctuation and what it cannot fold as they are', () => {
    expect(foldForSearch('SKU-42_a%b \\ 10 €')).toBe('sku-42_a%b \\ 10 €');
    expect(foldForSearch('')).toBe('');
  });

  it('folds a letter typed with a separate combining accent like the precomposed one', () => {
    expect(foldForSearch('Cre\u0300me')).toBe(foldForSearch('Crème'));
  });

  it('gives the same text for a word with and without its accents, in any case', () => {
    const spellings = ['Crème brûlée', 'creme brulee', 'CRÈME BRÛLÉE', 'CREME BRULEE'];
    expect(new Set(spellings.map(foldForSearch)).size).toBe(1);
  });

  it('replaces each undecomposed letter, in capitals too', () => {
    for (const [letter, plain] of Object.entries(FOLDED_LETTERS)) {
      expect(foldForSearch(letter)).toBe(plain);
      if (letter.toUpperCase().length === 1) {
        expect(foldForSearch(letter.toUpperCase())).toBe(plain);
      }
    }
  });
});
