import { describe, expect, it } from 'vitest';
import {
  countryCallingCode,
  displayPhone,
  normalizeWhatsappPhone,
  spreadsheetPhone,
  validateWhatsappPhone,
} from './phone.ts';

describe('WhatsApp phone', () => {
  it.each([
    ['+237 6 99 12 34 56', '237699123456'],
    ['+225 07-08-09-10-11', '2250708091011'],
    ['(33) 6.12.34.56.78', '33612345678'],
    ['1234567890', '1234567890'],
    ['123456789012345', '123456789012345'],
    ['+221\u00a077\u202f123\u00a04567', '221771234567'],
  ])('accepts %j as %s', (phone, digits) => {
    expect(normalizeWhatsappPhone(phone)).toBe(digits);
    expect(validateWhatsappPhone(phone)).toBeNull();
  });

  it.each([
    ['123456789', 'fewer than 10 digits'],
    ['1234567890123456', 'more than 15 digits'],
    ['0699123456', 'starts with 0'],
    ['+0237699123456', 'starts with 0 after the plus'],
    ['00237699123456', 'international 00 prefix'],
    ['++237699123456', 'two plus signs'],
    ['237+699123456', 'plus inside'],
    ['23769912345a', 'a letter'],
    ['237/699/123/456', 'a slash'],
    ['', 'empty'],
  ])('rejects %j (%s)', (phone) => {
    expect(normalizeWhatsappPhone(phone)).toBeNull();
    expect(validateWhatsappPhone(phone)).toBe('phone_invalid');
  });

  it('rejects a non-string value', () => {
    expect(validateWhatsappPhone(237699123456 as unknown as string)).toBe('phone_invalid');
  });
});

describe('phones for a spreadsheet', () => {
  it('finds the country calling code, one to three digits', () => {
    expect(countryCallingCode('221771234567')).toBe('221');
    expect(countryCallingCode('237699112233')).toBe('237');
    expect(countryCallingCode('33612345678')).toBe('33');
    expect(countryCallingCode('12125550123')).toBe('1');
    expect(countryCallingCode('79161234567')).toBe('7');
    expect(countryCallingCode('2250707123456')).toBe('225');
  });

  it('writes "(+code) national", grouped, never starting with + or all digits', () => {
    expect(spreadsheetPhone('221771234567')).toBe('(+221) 771 23 45 67');
    expect(spreadsheetPhone('237699112233')).toBe('(+237) 699 11 22 33');
    expect(spreadsheetPhone('2250707123456')).toBe('(+225) 07 07 12 34 56');
    expect(spreadsheetPhone('33612345678')).toBe('(+33) 612 34 56 78');
    expect(spreadsheetPhone('12125550123')).toBe('(+1) 21 25 55 01 23');
    expect(spreadsheetPhone('221')).toBe('(+221)');
  });
});

describe('phones on screen', () => {
  it('shows stored digits with "+", the calling code apart and the rest grouped', () => {
    expect(displayPhone('221771234567')).toBe('+221 771 23 45 67');
    expect(displayPhone('+237 699 88 77 66')).toBe('+237 699 88 77 66');
    expect(displayPhone('33612345678')).toBe('+33 612 34 56 78');
    expect(displayPhone('0338210000')).toBe('0338210000');
  });
});
