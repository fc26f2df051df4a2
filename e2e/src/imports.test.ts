import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
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

async function chooseFile(name: string, content: string) {
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Check the rows' }).waitFor();
}

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
});
