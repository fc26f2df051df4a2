import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CODES, documentReference, documentTypeCode, taxSummary } from './documents.ts';

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
