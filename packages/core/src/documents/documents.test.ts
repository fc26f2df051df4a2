import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  DOCUMENT_TYPE_CODES,
  documentReference,
  documentTypeCode,
  quotationValidUntil,
  signedDocumentTotal,
  taxSummary,
} from './documents.ts';

describe('documentReference', () => {
  it.each([
    ['INV-', 2026, 7, 'INV-2026-0007'],
    ['FAC', 2026, 12, 'FAC-2026-0012'],
    ['F/', 2027, 12345, 'F/2027-12345'],
    ['', 2026, 1, '2026-0001'],
  ])('%s, %i, %i → %s', (prefix, year, number, expected) => {
    expect(documentReference(prefix, year, number)).toBe(expected);
  });
});

describe('type codes', () => {
  it('follow SPEC §3 for quotations and invoices', () => {
    expect(documentTypeCode('quotation')).toBe(0);
    expect(documentTypeCode('invoice')).toBe(1);
    expect(documentTypeCode('credit_note')).toBe(DOCUMENT_TYPE_CODES.CREDIT_NOTE);
    expect(DOCUMENT_TYPE_CODES.CANCELLED).toBe(10);
  });
});

describe('taxSummary', () => {
  it('adds each tax up over the lines that carry it, with its base', () => {
    const vat = { code: 'TVA', label: 'TVA 19,25 %', rate: '19.2500' };
    expect(
      taxSummary([
        { net: 10_000, taxes: [{ ...vat, amount: 1_925 }] },
        {
          net: 5_000,
          taxes: [
            { ...vat, amount: 963 },
            { code: 'AIR', label: 'Précompte', rate: '-2.2', amount: -110 },
          ],
        },
        { net: 2_000, taxes: [] },
      ]),
    ).toEqual([
      { ...vat, base: 15_000, amount: 2_888 },
      { code: 'AIR', label: 'Précompte', rate: '-2.2', base: 5_000, amount: -110 },
    ]);
  });
});

describe('quotation validity', () => {
  it('defaults to 30 calendar days, across months and leap years', () => {
    expect(quotationValidUntil('2026-03-31', undefined, 30)).toBe('2026-04-30');
    expect(quotationValidUntil('2028-02-15', undefined, 30)).toBe('2028-03-16');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('keeps the day asked for, today included, and refuses a past one', () => {
    expect(quotationValidUntil('2026-05-10', '2026-06-01', 30)).toBe('2026-06-01');
    expect(quotationValidUntil('2026-05-10', '2026-05-10', 30)).toBe('2026-05-10');
    expect(quotationValidUntil('2026-05-10', '2026-05-09', 30)).toBeNull();
  });
});

describe('signedDocumentTotal', () => {
  it('takes a credit note back and keeps invoices and quotations as issued', () => {
    expect(signedDocumentTotal({ kind: 'credit_note', total: 11_925 })).toBe(-11_925);
    expect(signedDocumentTotal({ kind: 'invoice', total: 11_925 })).toBe(11_925);
    expect(signedDocumentTotal({ kind: 'quotation', total: 500 })).toBe(500);
  });
});
