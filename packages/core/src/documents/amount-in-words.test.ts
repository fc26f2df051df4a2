import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import { numberInWords } from './number-words.ts';

describe('numbers in French (traditional spelling)', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [31, 'trente et un'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [79, 'soixante-dix-neuf'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [1080, 'mille quatre-vingts'],
    [2000, 'deux mille'],
    [21_000, 'vingt et un mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [200_000_000, 'deux cents millions'],
    [80_000_000, 'quatre-vingts millions'],
    [1_000_000_000, 'un milliard'],
    [3_000_000_000, 'trois milliards'],
    [1_234_567, 'un million deux cent trente-quatre mille cinq cent soixante-sept'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n, 'fr')).toBe(words);
  });
});

describe('numbers in Spanish', () => {
  it.each([
    [0, 'cero'],
    [1, 'uno'],
    [15, 'quince'],
    [16, 'dieciséis'],
    [21, 'veintiuno'],
    [22, 'veintidós'],
    [30, 'treinta'],
    [31, 'treinta y uno'],
    [99, 'noventa y nueve'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [115, 'ciento quince'],
    [500, 'quinientos'],
    [555, 'quinientos cincuenta y cinco'],
    [700, 'setecientos'],
    [900, 'novecientos'],
    [1000, 'mil'],
    [2000, 'dos mil'],
    [21_000, 'veintiún mil'],
    [31_000, 'treinta y un mil'],
    [100_000, 'cien mil'],
    [101_000, 'ciento un mil'],
    [500_000, 'quinientos mil'],
    [1_000_000, 'un millón'],
    [2_000_000, 'dos millones'],
    [21_000_000, 'veintiún millones'],
    [1_000_000_000, 'mil millones'],
    [1_000_000_000_000, 'un billón'],
    [1_234_567, 'un millón doscientos treinta y cuatro mil quinientos sesenta y siete'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n, 'es')).toBe(words);
  });

  it('shortens "uno" before a noun', () => {
    expect(numberInWords(1, 'es', { beforeNoun: true })).toBe('un');
    expect(numberInWords(21, 'es', { beforeNoun: true })).toBe('veintiún');
    expect(numberInWords(41, 'es', { beforeNoun: true })).toBe('cuarenta y un');
    expect(numberInWords(101, 'es', { beforeNoun: true })).toBe('ciento un');
  });
});

describe('numbers in English', () => {
  it.each([
    [0, 'zero'],
    [13, 'thirteen'],
    [21, 'twenty-one'],
    [100, 'one hundred'],
    [115, 'one hundred fifteen'],
    [1000, 'one thousand'],
    [1_234_567, 'one million two hundred thirty-four thousand five hundred sixty-seven'],
    [7_000_000_005, 'seven billion five'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n, 'en')).toBe(words);
  });
});

describe('amountInWords', () => {
  it('writes CFA francs without a minor unit, with "de" after a round million', () => {
    expect(amountInWords(1, 'XOF', 'fr')).toBe('un franc CFA');
    expect(amountInWords(0, 'XAF', 'fr')).toBe('zéro franc CFA');
    expect(amountInWords(107_325, 'XAF', 'fr')).toBe('cent sept mille trois cent vingt-cinq francs CFA');
    expect(amountInWords(2_000_000, 'XOF', 'fr')).toBe('deux millions de francs CFA');
    expect(amountInWords(2_500_000, 'XOF', 'fr')).toBe('deux millions cinq cent mille francs CFA');
    expect(amountInWords(1_000_000, 'XAF', 'es')).toBe('un millón de francos CFA');
    expect(amountInWords(21_000, 'XAF', 'es')).toBe('veintiún mil francos CFA');
    expect(amountInWords(21, 'XAF', 'en')).toBe('twenty-one CFA francs');
  });

  it('writes euros and cents in each language', () => {
    expect(amountInWords(123_456, 'EUR', 'fr')).toBe(
      'mille deux cent trente-quatre euros et cinquante-six centimes',
    );
    expect(amountInWords(100_000_000, 'EUR', 'fr')).toBe("un million d'euros");
    expect(amountInWords(101, 'EUR', 'fr')).toBe('un euro et un centime');
    expect(amountInWords(50, 'EUR', 'fr')).toBe('cinquante centimes');
    expect(amountInWords(8_000, 'EUR', 'fr')).toBe('quatre-vingts euros');
    expect(amountInWords(2_101, 'EUR', 'es')).toBe('veintiún euros con un céntimo');
    expect(amountInWords(10_000, 'EUR', 'es')).toBe('cien euros');
    expect(amountInWords(123_456, 'EUR', 'en')).toBe(
      'one thousand two hundred thirty-four euros and fifty-six cents',
    );
  });

  it('writes dollars and cents', () => {
    expect(amountInWords(100, 'USD', 'en')).toBe('one dollar');
    expect(amountInWords(0, 'USD', 'en')).toBe('zero dollars');
    expect(amountInWords(1, 'USD', 'en')).toBe('one cent');
    expect(amountInWords(150_075, 'USD', 'es')).toBe('mil quinientos dólares con setenta y cinco centavos');
    expect(amountInWords(200_000_000, 'USD', 'es')).toBe('dos millones de dólares');
    expect(amountInWords(199, 'USD', 'fr')).toBe('un dollar et quatre-vingt-dix-neuf cents');
  });

  it('keeps the code of a currency it has no name for, and its minor part as a fraction', () => {
    expect(amountInWords(12_345, 'GBP', 'en')).toBe('one hundred twenty-three GBP and 45/100');
    expect(amountInWords(12_000, 'GBP', 'fr')).toBe('cent vingt GBP');
    expect(amountInWords(1_500, 'KWD', 'en')).toBe('one KWD and 500/1000');
  });

  it('takes the precision given with the currency, and writes negative amounts', () => {
    expect(amountInWords(250, { alpha: 'XAF', precision: 0 }, 'fr')).toBe('deux cent cinquante francs CFA');
    expect(amountInWords(-500, 'EUR', 'en')).toBe('minus five euros');
  });

  it('writes every safe amount without throwing, words only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('en', 'fr', 'es'),
        fc.constantFrom('XOF', 'EUR', 'USD', 'TND'),
        (amount, locale, currency) => {
          const words = amountInWords(amount, currency, locale as 'en' | 'fr' | 'es');
          expect(words).toMatch(/^[a-zA-ZÀ-ÿ' -]+$/);
          expect(words).not.toMatch(/ {2}|undefined/);
        },
      ),
    );
  });

  it('refuses a fractional amount', () => {
    expect(() => amountInWords(1.5, 'EUR', 'en')).toThrow(RangeError);
  });
});
