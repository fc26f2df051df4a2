import { describe, expect, it } from 'vitest';
import { DEFAULT_RECEIPT_PAPER, RECEIPT_PAPERS, receiptPageCss, receiptPaperOf } from './receipt-paper.ts';

/** The declarations of the first rule `selector { … }` of the CSS. */
const ruleOf = (css: string, selector: string) => {
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
};
const printPart = (css: string) => css.slice(css.indexOf('@media print'));

describe('the paper a receipt prints on', () => {
  it('is an 80 mm roll unless another paper was chosen', () => {
    expect(DEFAULT_RECEIPT_PAPER).toBe('80mm');
    expect(RECEIPT_PAPERS).toEqual(['80mm', '58mm', 'a4']);
  });

  it('reads a stored 58 mm, 80 mm or A4 as itself, and anything else as the 80 mm roll', () => {
    expect(receiptPaperOf('58mm')).toBe('58mm');
    expect(receiptPaperOf('a4')).toBe('a4');
    expect(receiptPaperOf('80mm')).toBe('80mm');
    for (const garbage of [null, undefined, '', 'A4', '58', '{"paper":"58mm"}', 58])
      expect(receiptPaperOf(garbage)).toBe('80mm');
  });
});

describe('the print style of a receipt', () => {
  it('on an 80 mm roll, prints a 72 mm ticket on an 80 mm page', () => {
    const css = receiptPageCss('80mm');

    expect(ruleOf(css, '@page')).toContain('size: 80mm ');
    expect(ruleOf(css, '@page')).toContain('margin: 3mm 4mm;');
    const ticket = ruleOf(printPart(css), '.receipt-ticket');
    expect(ticket).toContain('width: 72mm !important;');
    expect(ticket).toContain('font-size: 10pt !important;');
  });

  it('on a 58 mm roll, prints a 48 mm ticket on a 58 mm page, in a smaller font still readable', () => {
    const css = receiptPageCss('58mm');

    expect(ruleOf(css, '@page')).toContain('size: 58mm ');
    expect(ruleOf(css, '@page')).toContain('margin: 3mm 5mm;');
    const ticket = ruleOf(printPart(css), '.receipt-ticket');
    expect(ticket).toContain('width: 48mm !important;');
    expect(ticket).toContain('font-size: 8.5pt !important;');
  });

  it('on A4, prints a 100 mm ticket centred on an A4 page', () => {
    const css = receiptPageCss('a4', 120);

    expect(ruleOf(css, '@page')).toBe('@page { size: A4; margin: 15mm 15mm; ');
    const ticket = ruleOf(printPart(css), '.receipt-ticket');
    expect(ticket).toContain('width: 100mm !important;');
    expect(ticket).toContain('margin: 0 auto !important;');
    expect(ticket).toContain('font-size: 11pt !important;');
  });

  it('makes a roll’s page as long as the measured ticket and its margins, rounded up, a little spare', () => {
    // 100.2 mm of ticket, 3 mm of margin above and below, 4 mm spare: 110.2 mm
    expect(ruleOf(receiptPageCss('58mm', 100.2), '@page')).toContain('size: 58mm 111mm;');
    expect(ruleOf(receiptPageCss('80mm', 60), '@page')).toContain('size: 80mm 70mm;');
  });

  it('gives an unmeasured roll the length of an A4 sheet, never the invalid "auto" browsers drop', () => {
    for (const height of [undefined, 0]) {
      const page = ruleOf(receiptPageCss('80mm', height), '@page');
      expect(page).toContain('size: 80mm 297mm;');
      expect(page).not.toContain('auto');
    }
  });

  it('sizes the ticket only on paper; on screen only the hidden copy being measured', () => {
    const css = receiptPageCss('58mm');
    const [onScreen = '', rest = ''] = css.split('@media print');
    const end = rest.indexOf('\n}\n');
    const onPaper = rest.slice(0, end);
    const afterPrint = rest.slice(end);

    expect(onScreen).not.toContain('.receipt-ticket');
    expect(onPaper).toContain('.receipt-ticket { width: 48mm !important;');
    expect(afterPrint).toContain('.receipt-measure > .receipt-ticket { width: 48mm !important;');
    expect(afterPrint).not.toMatch(/(^|\n)\.receipt-ticket/);
  });
});
