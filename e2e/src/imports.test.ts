import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import { chooseCsv } from './helpers/csv-upload.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;

// French Excel: BOM, semicolons, decimal comma, accented headers; rows 4 and 5 are wrong.
const BAD = [
  '\uFEFFIdentifiant;Titre;Option1 Nom;Option1 Valeur;Référence;Prix;Quantité',
  'bazin;Bazin riche;Couleur;Bleu;BAZ-B;25 000;4',
  'bazin;;;Or;BAZ-O;27 500;2',
  ';Bissap séché;;;BIS-1;cher;10',
  ';;;;SANS-TITRE;1 000;1',
].join('\r\n');
const FIXED = [
  '\uFEFFIdentifiant;Titre;Option1 Nom;Option1 Valeur;Référence;Prix;Quantité',
  'bazin;Bazin riche;Couleur;Bleu;BAZ-B;25 000;4',
  'bazin;;;Or;BAZ-O;27 500;2',
  ';Bissap séché;;;BIS-1;1 500;10',
].join('\r\n');

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariama Ba', company: 'Tissus Mariama', emailPrefix: 'imports' },
  });
  ({ server, page } = session);
  // The wizard is used on a phone.
  await page.setViewportSize({ width: 390, height: 780 });
});

afterAll(async () => {
  await session?.close();
});

/** Calls the API with the signed-in user's token, as the app does. */
const apiCall = (method: string, path: string) =>
  session.api(method, path, method === 'POST' ? {} : undefined);

const chooseFile = (name: string, content: string) => chooseCsv(page, name, content);

describe('CSV import in a real browser', () => {
  it('shows every bad row with its reason and refuses to import the file', async () => {
    await page.goto(`${server.url}/products/import`);
    await page.getByRole('heading', { name: 'Import products' }).waitFor();
    await chooseFile('produits.csv', BAD);
    // The French headers were recognised.
    expect(await page.getByLabel('Title').inputValue()).toBe('Titre');
    expect(await page.getByLabel('Opening stock').inputValue()).toBe('Quantité');
    await page.getByRole('button', { name: 'Check the rows' }).click();

    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await errors.waitFor();
    const rows = await errors.getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual(['4Prix“cher” is not a price.', '5TitreThis field is required.']);
    await page.getByText('2 rows have errors').waitFor();
    expect(await page.getByRole('button', { name: /^Import \d+ product/ }).isDisabled()).toBe(true);
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations, 'import preview: ')).toEqual([]);

    // The server refuses it too, and nothing was created.
    const batches = (await apiCall('GET', 'imports')).body as { data: { id: string }[] };
    const commit = await apiCall('POST', `imports/${batches.data[0]!.id}/commit`);
    expect(commit.status).toBe(422);
    expect((await apiCall('GET', 'imports?filter[status]=committed')).body).toMatchObject({ data: [] });
  });

  it('imports the fixed file with opening stock, and the products exist', async () => {
    await page.getByRole('button', { name: 'Choose another file' }).first().click();
    await chooseFile('produits-corriges.csv', FIXED);
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('table', { name: 'Products to import' }).waitFor();
    expect(await page.getByRole('table', { name: 'Rows with errors' }).count()).toBe(0);
    const warehouse = page.getByLabel('Warehouse for the opening stock');
    await expect.poll(() => warehouse.inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Import 2 products' }).click();
    await page.getByText('2 products were imported.').waitFor();

    const products = await apiCall('GET', 'products?search=Bazin');
    expect(products.status).toBe(200);
    expect(JSON.stringify(products.body)).toContain('Bazin riche');
    await page.getByRole('link', { name: 'See the products' }).click();
    await page.waitForURL('**/products');
    // On a phone the table is hidden by CSS and the card list shows: wait for the visible one.
    await page.getByText('Bissap séché').filter({ visible: true }).first().waitFor();
  });

  it('downloads the product list as CSV, one line per variant, and imports it back as updates that change nothing', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/products`);
    await page.getByText('Bissap séché').filter({ visible: true }).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(
      /^Handle,Title,Description,Type,Status,Tags,Supplier,Option1 name,Option1 value,/,
    );
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['bazin', 'bazin', 'bissap-seche']);

    await page.goto(`${server.url}/products/import`);
    await chooseFile('products.csv', csv);
    await page.getByRole('button', { name: 'Check the rows' }).click();
    const table = page.getByRole('table', { name: 'Products to import' });
    await table.waitFor();
    await page.getByText('New: 0 · To update: 2').waitFor();
    const rows = await table.getByRole('row').allTextContents();
    expect(
      rows.slice(1).every((row) => row.includes('No change')),
      rows.join('\n'),
    ).toBe(true);
    await page.getByRole('button', { name: 'Import 2 products' }).click();
    await page.getByText('2 products were imported.').waitFor();
    const products = await apiCall('GET', 'products');
    expect((products.body as { meta: { total: number } }).meta.total).toBe(2);
  });
});
