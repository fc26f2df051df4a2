import type { ValidationCode } from './messages.ts';

export const PIN_LENGTH = 4;

/** SPEC §5: the 14 PINs too easy to guess. */
export const BANNED_PINS: readonly string[] = [
  '0000',
  '1111',
  '1234',
  '1212',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '7777',
  '8888',
  '9999',
  '2580',
  '6969',
];

const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/**
 * 'pin_invalid' unless `pin` is exactly 4 ASCII digits and not banned; 'pin_mismatch' when a
 * confirmation is given and differs; otherwise null.
 */
export function validatePin(pin: string, confirmation?: string | null): ValidationCode | null {
  if (typeof pin !== 'string' || !PIN_PATTERN.test(pin) || BANNED_PINS.includes(pin)) return 'pin_invalid';
  if (confirmation !== undefined && confirmation !== null && confirmation !== pin) return 'pin_mismatch';
  return null;
}
