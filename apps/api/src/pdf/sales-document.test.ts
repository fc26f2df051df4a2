import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfFormats } from './layout.ts';
import { type PrintableDocument, renderSalesDocument } from './sales-document.ts';

/** Invoice F-2026-0007 of Tissus Mariama (Douala) to Awa Ndiaye: two boubous at 25,000 FCFA. */
const invoice: PrintableDocument = {
  kind: 'invoice',
  reference: 'F-2026-0007',
  currency: 'XAF',
  subtotal: 50_000,
  discount_total: 0,
  tax_total: 0,
  total: 50_000,
  lines: [
    {
      title: 'Boubou brodé',
      variant_title: null,
      sku: null,
      quantity: 2,
      price: 25_000,
      discount: 0,
      tax_total: 0,
      total: 50_000,
      taxes: [],
    },
  ],
  tax_lines: [],
  seller: { name: 'Tissus Mariama', city: 'Douala', tax_id: 'M0123456789' },
  buyer: { name: 'Awa Ndiaye' },
  notes: null,
  issued_at: new Date('2026-06-11T10:00:00Z'),
  due_at: new Date('2026-07-11T10:00:00Z'),
};

/** The PDF's text as extracted (the text layer reads a no-break space as a space). */
async function textOf(locale: 'en' | 'fr' | 'es'): Promise<string> {
  const bytes = await renderSalesDocument(invoice, locale);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('the labels of an invoice PDF', () => {
  it('in French, put a space before each colon: "Numéro : F-2026-0007"', async () => {
    const text = await textOf('fr');
    expect(text).toContain('Numéro : F-2026-0007');
    expect(text).toMatch(/Échéance : /);
    expect(text).toContain('N° contribuable : M0123456789');
    expect(text).not.toMatch(/\S:/);
  });

  it('in French, that space is a no-break one: the colon never starts a line', () => {
    const { label } = pdfFormats('fr', 'invoices', 'XAF');
    expect(label.field('number', 'F-2026-0007')).toBe('Numéro\u00a0: F-2026-0007');
  });

  it('in English and Spanish, keep the colon against the word', async () => {
    expect(await textOf('en')).toContain('Number: F-2026-0007');
    expect(await textOf('es')).toMatch(/Número: F-2026-0007/);
  });
});
