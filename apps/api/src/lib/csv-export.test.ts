import { describe, expect, it } from 'vitest';
import {
  type CellContext,
  type CsvColumn,
  codeLabel,
  csvDelimiter,
  csvField,
  isIsoInstant,
  localDateTime,
  phoneText,
  readableCell,
} from './csv-export.ts';

describe('csvField', () => {
  it('quotes separators, quotes, line breaks and edge spaces, and leaves plain text alone', () => {
    expect(csvField('Pagne wax', ',')).toBe('Pagne wax');
    expect(csvField('Thé; menthe', ';')).toBe('"Thé; menthe"');
    expect(csvField('Thé; menthe', ',')).toBe('Thé; menthe');
    expect(csvField('12" écran', ',')).toBe('"12"" écran"');
    expect(csvField('a\nb', ',')).toBe('"a\nb"');
    expect(csvField(' x', ',')).toBe('" x"');
  });

  it('writes numbers, booleans and dates as such, nothing for null', () => {
    expect(csvField(-5, ',')).toBe('-5');
    expect(csvField(false, ',')).toBe('false');
    expect(csvField(new Date('2026-11-22T10:00:00Z'), ',')).toBe('2026-11-22T10:00:00.000Z');
    expect(csvField(null, ',')).toBe('');
    expect(csvField(undefined, ',')).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+A1*2', '-cmd|calc', '@SUM(A1)'])
      expect(csvField(text, ',')).toBe(`'${text}`);
    // Phone numbers and signed numbers stay as they are.
    expect(csvField('+221 77 123 45 67', ',')).toBe('+221 77 123 45 67');
    expect(csvField('-12.5', ',')).toBe('-12.5');
  });
});

describe('csvDelimiter', () => {
  it('uses ";" where Excel expects it (French, Spanish) and "," in English', () => {
    expect(csvDelimiter('en')).toBe(',');
    expect(csvDelimiter('fr')).toBe(';');
    expect(csvDelimiter('es')).toBe(';');
  });
});

describe('localDateTime', () => {
  it('writes an instant at the clocks of the company’s zone, to the minute', () => {
    // Douala is UTC+1 all year.
    expect(localDateTime(new Date('2026-11-29T14:05:12.345Z'), 'Africa/Douala')).toBe('2026-11-29 15:05');
    expect(localDateTime(new Date('2026-12-31T23:30:00Z'), 'Africa/Douala')).toBe('2027-01-01 00:30');
    expect(localDateTime(new Date('2026-11-29T14:05:59.999Z'), 'UTC')).toBe('2026-11-29 14:05');
    expect(localDateTime(new Date('2026-01-01T00:00:00Z'), 'Africa/Dakar')).toBe('2026-01-01 00:00');
  });

  it('follows daylight saving time (Paris: UTC+1 in winter, UTC+2 from 29 March 2026 at 2:00)', () => {
    expect(localDateTime(new Date('2026-11-29T14:05:00Z'), 'Europe/Paris')).toBe('2026-11-29 15:05');
    expect(localDateTime(new Date('2026-07-14T10:00:00Z'), 'Europe/Paris')).toBe('2026-07-14 12:00');
    expect(localDateTime(new Date('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe('2026-03-29 01:59');
    expect(localDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe('2026-03-29 03:00');
    expect(localDateTime(new Date('2026-10-25T00:30:00Z'), 'Europe/Paris')).toBe('2026-10-25 02:30');
    expect(localDateTime(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('2026-10-25 02:30');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(localDateTime(new Date('2026-11-29T14:05:00Z'), 'Mars/Olympus_Mons')).toBe('2026-11-29 14:05');
  });
});

describe('isIsoInstant', () => {
  it('knows an instant (date, time and zone) from a calendar day or other text', () => {
    for (const instant of [
      '2026-11-29T14:05:12.345Z',
      '2026-11-29T14:05:12Z',
      '2026-11-29T15:05:12+01:00',
      '2026-11-22 03:41:22.123456+00',
    ])
      expect(isIsoInstant(instant), instant).toBe(true);
    for (const text of ['2026-11-29', '2026-11-29T14:05:12', '14:05', 'INV-2026-0001', '2026-11-29 au soir'])
      expect(isIsoInstant(text), text).toBe(false);
  });
});

describe('phoneText', () => {
  it('writes international digits as "(+code) number": a cell starting with "+" is a formula to Excel', () => {
    expect(phoneText('221771234567')).toBe('(+221) 771 23 45 67');
    expect(phoneText('237699112233')).toBe('(+237) 699 11 22 33');
    expect(phoneText('2250707123456')).toBe('(+225) 07 07 12 34 56');
    expect(phoneText('12125550123')).toBe('(+1) 21 25 55 01 23');
  });

  it('reads a value typed with its "+" the same way, and leaves other typed text as it is', () => {
    expect(phoneText('+221771234567')).toBe('(+221) 771 23 45 67');
    expect(phoneText('+33612345678')).toBe('(+33) 612 34 56 78');
    expect(phoneText('+221 77 123 45 67')).toBe('(+221) 771 23 45 67');
    expect(phoneText('(+33) 6 12 34 56 78')).toBe('(+33) 6 12 34 56 78');
    for (const stored of ['221771234567', '+221 77 123 45 67']) expect(phoneText(stored)).not.toMatch(/^\+/);
  });

  it('groups local digits without inventing a country code', () => {
    expect(phoneText('0338210000')).toBe('03 38 21 00 00');
    expect(phoneText('771234567')).toBe('771 23 45 67');
    expect(phoneText('112')).toBe('112');
  });

  it('stays out of the formula guard: the phone is written as is, not defused', () => {
    for (const stored of ['221771234567', '+33612345678', '0338210000']) {
      const text = phoneText(stored);
      expect(csvField(text, ';')).toBe(text);
    }
  });
});

describe('codeLabel', () => {
  it('writes a code in the request’s words with a capital, reusing existing message keys', () => {
    expect(codeLabel('fr', 'orders.status', 'confirmed')).toBe('Confirmée');
    expect(codeLabel('en', 'orders.status', 'confirmed')).toBe('Confirmed');
    expect(codeLabel('es', 'csv_values.payment_status', 'partially_paid')).toBe('Pagado en parte');
    expect(codeLabel('en', 'online_payments.status', 'pending')).toBe('Waiting for the payer');
    expect(codeLabel('fr', 'online_payments.status', 'needs_refund')).toBe('À rembourser');
    expect(codeLabel('fr', 'csv_values.stock_reason', 'sale')).toBe('Vente');
  });

  it('falls back to the code itself when no message has it', () => {
    expect(codeLabel('fr', 'orders.status', 'teleported')).toBe('teleported');
    expect(codeLabel('en', 'csv_values.nothing', 'mobile_money_operator')).toBe('mobile_money_operator');
  });
});

describe('readableCell', () => {
  const column = (extra: Partial<CsvColumn<unknown>> = {}): CsvColumn<unknown> => ({
    header: 'csv.name',
    value: () => null,
    ...extra,
  });
  const douala: CellContext = { locale: 'fr', timeZone: 'Africa/Douala', moneyDecimals: 0 };
  const paris: CellContext = { locale: 'en', timeZone: 'Europe/Paris', moneyDecimals: 2 };

  it('writes booleans as Yes/No in the request’s language', () => {
    expect(readableCell(column(), true, { ...paris, locale: 'en' })).toBe('Yes');
    expect(readableCell(column(), false, { ...paris, locale: 'en' })).toBe('No');
    expect(readableCell(column(), true, douala)).toBe('Oui');
    expect(readableCell(column(), false, douala)).toBe('Non');
    expect(readableCell(column(), true, { ...douala, locale: 'es' })).toBe('Sí');
    expect(readableCell(column(), false, { ...douala, locale: 'es' })).toBe('No');
  });

  it('writes a Date or an ISO instant at the company’s clock, and leaves calendar days alone', () => {
    expect(readableCell(column(), new Date('2026-11-29T14:05:12.345Z'), douala)).toBe('2026-11-29 15:05');
    expect(readableCell(column(), '2026-11-29T14:05:12.345Z', douala)).toBe('2026-11-29 15:05');
    expect(readableCell(column(), '2026-11-22 03:41:22.123456+00', douala)).toBe('2026-11-22 04:41');
    expect(readableCell(column(), '2026-07-14T10:00:00.000Z', paris)).toBe('2026-07-14 12:00');
    expect(readableCell(column(), '2026-11-29', douala)).toBe('2026-11-29');
    expect(readableCell(column(), new Date(Number.NaN), douala)).toBeNull();
  });

  it('writes codes in words, phones with "+", money as decimals; leaves numbers, text and nothing alone', () => {
    expect(readableCell(column({ codes: 'orders.status' }), 'cancelled', douala)).toBe('Annulée');
    expect(readableCell(column({ codes: 'orders.status' }), 'lost', douala)).toBe('lost');
    expect(readableCell(column({ codes: 'orders.status' }), null, douala)).toBeNull();
    expect(readableCell(column({ phone: true }), '221771234567', douala)).toBe('(+221) 771 23 45 67');
    expect(readableCell(column({ money: true }), 150_050, paris)).toBe('1500.50');
    expect(readableCell(column({ money: true }), 2500, douala)).toBe('2500');
    expect(readableCell(column(), -5, douala)).toBe(-5);
    expect(readableCell(column(), 'Pagne wax', douala)).toBe('Pagne wax');
    expect(readableCell(column(), undefined, douala)).toBeNull();
  });
});
