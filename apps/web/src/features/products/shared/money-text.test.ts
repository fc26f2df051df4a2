import { describe, expect, it } from 'vitest';
import {
  decimalMoneyExample,
  moneyCurrency,
  moneyInputHints,
  moneyInputText,
  parseMoneyText,
} from './money-text.ts';

const USD = moneyCurrency('USD');
const XAF = moneyCurrency('XAF');
const XOF = moneyCurrency('XOF');
const KWD = moneyCurrency('KWD');

describe('money input text', () => {
  it('knows the CFA francs have no decimals and the dollar two', () => {
    expect(XAF.precision).toBe(0);
    expect(XOF.precision).toBe(0);
    expect(USD.precision).toBe(2);
    expect(KWD.precision).toBe(3);
  });

  it('reads major units into minor units exactly', () => {
    expect(parseMoneyText('12.50', USD)).toEqual({ ok: true, minor: 1250 });
    expect(parseMoneyText('0.1', USD)).toEqual({ ok: true, minor: 10 });
    expect(parseMoneyText('12500', XAF)).toEqual({ ok: true, minor: 12500 });
    expect(parseMoneyText('1.005', KWD)).toEqual({ ok: true, minor: 1005 });
  });

  it('accepts a comma as the decimal mark and spaces as grouping', () => {
    expect(parseMoneyText('12,50', USD)).toEqual({ ok: true, minor: 1250 });
    expect(parseMoneyText('1 250,75', USD)).toEqual({ ok: true, minor: 125075 });
    expect(parseMoneyText('12\u202f500', XAF)).toEqual({ ok: true, minor: 12500 });
  });

  it('reads both grouping styles when both separators are there', () => {
    expect(parseMoneyText('1,250.75', USD)).toEqual({ ok: true, minor: 125075 });
    expect(parseMoneyText('1.250,75', USD)).toEqual({ ok: true, minor: 125075 });
  });

  it('treats separators in a zero-decimal currency as thousands', () => {
    expect(parseMoneyText('12,500', XAF)).toEqual({ ok: true, minor: 12500 });
    expect(parseMoneyText('12.500', XOF)).toEqual({ ok: true, minor: 12500 });
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(parseMoneyText('12.505', USD)).toEqual({ ok: false, error: 'decimals' });
    expect(parseMoneyText('12.5', XAF)).toEqual({ ok: false, error: 'decimals' });
    // A French decimal comma in FCFA is refused, not read as a thousands separator (15005, 250000).
    expect(parseMoneyText('1500,5', XAF)).toEqual({ ok: false, error: 'decimals' });
    expect(parseMoneyText('2500,00', XOF)).toEqual({ ok: false, error: 'decimals' });
    expect(parseMoneyText('1,250,000', XAF)).toEqual({ ok: true, minor: 1250000 });
    expect(parseMoneyText('-1,500', XAF)).toEqual({ ok: true, minor: -1500 });
  });

  it('refuses text that is not an amount, and empty text means no amount', () => {
    expect(parseMoneyText('12a', USD)).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoneyText('1.2.3', USD)).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoneyText('  ', USD)).toEqual({ ok: true, minor: null });
  });

  it('shows minor units with exactly the currency decimals', () => {
    expect(moneyInputText(1250, USD)).toBe('12.50');
    expect(moneyInputText(12500, XAF)).toBe('12500');
    expect(moneyInputText(null, USD)).toBe('');
  });

  it('suggests as many decimals as the currency has, none for the CFA francs', () => {
    expect(moneyInputHints(XOF)).toEqual({ placeholder: '0', inputMode: 'numeric' });
    expect(moneyInputHints(moneyCurrency('EUR'))).toEqual({ placeholder: '0.00', inputMode: 'decimal' });
    expect(moneyInputHints(KWD)).toEqual({ placeholder: '0.000', inputMode: 'decimal' });
  });

  it('writes a decimal example in the reader’s language, and none without decimals', () => {
    expect(decimalMoneyExample(USD, 'en')).toBe('12.50');
    expect(decimalMoneyExample(USD, 'fr')).toBe('12,50');
    expect(decimalMoneyExample(KWD, 'es')).toBe('12,500');
    expect(decimalMoneyExample(XAF, 'fr')).toBeNull();
  });
});
