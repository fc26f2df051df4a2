import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import { chooseCsv } from './helpers/csv-upload.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;

// A French phone export: BOM, semicolons, accented headers; row 3's number has no country code.
const BAD = [
  '\uFEFFPrénom;Nom;Téléphone;E-mail;Consentement',
  'Awa;Diop;+221 77 123 45 67;awa@example.com;oui',
  'Moussa;Ndiaye;77 987 65 43;;non',
].join('\r\n');
const FIXED = [
  '\uFEFFPrénom;Nom;Téléphone;E-mail;Consentement',
  'Awa;Diop;+221 77 123 45 67;awa@example.com;oui',
  'Moussa;Ndiaye;+221 77 987 65 43;;non',
].join('\r\n');

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariama Ba', company: 'Tissus Mariama', emailPrefix: 'customer-import' },
  });
  ({ server, page } = session);
  // Merchants import their phone's contacts on the phone.
  await page.setViewportSize({ width: 390, height: 780 });
});

afterAll(async () => {
  await session?.close();
});

const chooseFile = (name: string, content: string) => chooseCsv(page, name, content);

describe('customer CSV import in a real browser', () => {
  it('shows the bad row with its reason, imports the fixed file, and the customers are in the list', async () => {
    await page.goto(`${server.url}/customers`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import customers' }).waitFor();

    await chooseFile('clients.csv', BAD);
    // The French headers were recognised.
    expect(await page.getByLabel('First name').inputValue()).toBe('Prénom');
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe('Téléphone');
    await page.getByRole('button', { name: 'Check the rows' }).click();
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await errors.waitFor();
    const rows = await errors.getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual([
      '3Téléphone“77 987 65 43” is not a WhatsApp number: 10 to 15 digits with the country code, not starting with 0.',
    ]);
    expect(await page.getByRole('button', { name: 'Import 1 customer' }).isDisabled()).toBe(true);
    // The page fits a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations, 'customer import preview: ')).toEqual([]);

    await page.getByRole('button', { name: 'Choose another file' }).first().click();
    await chooseFile('clients-corriges.csv', FIXED);
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('table', { name: 'Customers in the file' }).waitFor();
    expect(await page.getByRole('table', { name: 'Rows with errors' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Import 2 customers' }).click();
    await page.getByText('2 customers were imported.').waitFor();

    await page.getByRole('link', { name: 'See the customers' }).click();
    await page.waitForURL('**/customers');
    // On a phone the table is hidden by CSS and the card list shows: wait for the visible one.
    await page.getByText('Moussa Ndiaye').filter({ visible: true }).first().waitFor();
    await page.getByText('Awa Diop').filter({ visible: true }).first().waitFor();
  });
});
