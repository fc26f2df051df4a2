import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, xlsxWorkbook } from './xlsx.ts';

describe('XLSX workbook', () => {
  it('names columns like a spreadsheet: A…Z, then AA', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('holds a bold header, escaped text, numbers and money cells with the currency decimals', () => {
    const bytes = xlsxWorkbook({
      sheetName: 'Balance: 2026/03',
      rows: [
        ['Compte', 'Montant'],
        ['Clients & <autres>', { money: '1500.50' }],
        ['571', 42],
      ],
      moneyDecimals: 2,
    });
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="2"><is><t xml:space="preserve">Compte</t></is></c>');
    expect(sheet).toContain('Clients &amp; &lt;autres&gt;');
    expect(sheet).toContain('<c r="B2" s="1"><v>1500.50</v></c>');
    expect(sheet).toContain('<c r="B3"><v>42</v></c>');
    expect(strFromU8(files['xl/styles.xml']!)).toContain('formatCode="#,##0.00"');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Balance  2026 03"');
  });
});
