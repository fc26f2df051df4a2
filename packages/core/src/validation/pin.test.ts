import { describe, expect, it } from 'vitest';
import { BANNED_PINS, PIN_LENGTH, validatePin } from './pin.ts';

describe('validatePin', () => {
  it('accepts 4 non-obvious digits', () => {
    expect(validatePin('4821')).toBeNull();
    expect(validatePin('0007')).toBeNull();
  });

  it('bans the 14 obvious PINs of SPEC §5', () => {
    // Arrange
    const spec = '0000 1111 1234 1212 2222 3333 4444 5555 6666 7777 8888 9999 2580 6969'.split(' ');

    // Assert
    expect([...BANNED_PINS].sort()).toEqual(spec.sort());
    for (const pin of spec) expect(validatePin(pin, pin)).toBe('pin_invalid');
  });

  it.each(['123', '12345', '', 'abcd', '12a4', ' 4821', '4821 ', '-482', '4.82', '４８２１', '٤٨٢١'])(
    'rejects %j: not exactly 4 ASCII digits',
    (pin) => {
      expect(validatePin(pin)).toBe('pin_invalid');
    },
  );

  it('rejects a non-string PIN', () => {
    expect(validatePin(4821 as unknown as string)).toBe('pin_invalid');
  });

  it('requires a given confirmation to match', () => {
    expect(validatePin('4821', '4821')).toBeNull();
    expect(validatePin('4821', '4812')).toBe('pin_mismatch');
    expect(validatePin('4821', '')).toBe('pin_mismatch');
  });

  it('ignores a missing confirmation', () => {
    expect(validatePin('4821', undefined)).toBeNull();
    expect(validatePin('4821', null)).toBeNull();
  });

  it('reports an invalid PIN before a mismatch', () => {
    expect(validatePin('1234', '9876')).toBe('pin_invalid');
  });

  it('uses a PIN length of 4', () => {
    expect(PIN_LENGTH).toBe(4);
  });
});
