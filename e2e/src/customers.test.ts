import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 780 };

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Mariama Sow', company: 'Boutique Mariama', emailPrefix: 'customers' },
    viewport: DESKTOP,
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

/** Calls the admin API with the signed-in user's token, as the app does. */
const apiCall = (method: string, path: string, body?: unknown) =>
  session.api<{ data: { id: string } }>(method, path, body);

/** The interface language, as the language switcher stores it. */
async function useLanguage(locale: 'en' | 'fr') {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

describe('customers screens in the browser', () => {
  it('creates an individual with a WhatsApp number (a bad one first shows its error in French) and an address', async () => {
    await page.goto(`${server.url}/customers`);
    await page.getByRole('heading', { name: 'Customers', exact: true }).waitFor();
    await page.getByText('No customers yet').waitFor();
    await expectNoSeriousAxe(page, 'empty list');

    await useLanguage('fr');
    await page.goto(`${server.url}/customers/create`);
    await page.getByRole('heading', { name: 'Nouveau client' }).waitFor();
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByLabel('Nom de famille').fill('Diop');
    const phone = page.getByLabel('Numéro WhatsApp', { exact: true });
    await phone.fill('06 12 34 56 78');
    await page.getByRole('button', { name: 'Créer le client' }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(`[id="${describedBy.split(' ')[0]}"]`);
    expect((await message.textContent())?.trim()).toBe(
      'Saisissez un numéro WhatsApp de 10 à 15 chiffres, ne commençant pas par 0.',
    );
    expect(page.url()).toMatch(/\/customers\/create$/);
    await expectNoSeriousAxe(page, 'editor with a field error');

    await phone.fill('+221 77 123 45 67');
    await page.getByLabel('Étiquettes').fill('vip, grossiste');
    await page.getByRole('button', { name: 'Créer le client' }).click();
    await page.waitForURL(/\/customers\/[0-9a-f-]+\/edit$/);
    await page.getByRole('heading', { name: 'Client Awa Diop' }).waitFor();

    await useLanguage('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Customer Awa Diop' }).waitFor();
    expect(await page.getByLabel('WhatsApp number', { exact: true }).inputValue()).toBe('+221771234567');
    await page.getByText('No address yet.').waitFor();
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Street and number/).fill('Rue 10 x Rue 15');
    await dialog.getByLabel('District').fill('Médina');
    await dialog.getByLabel(/^City/).fill('Dakar');
    await dialog.getByLabel('Country code').fill('sn');
    await expectNoSeriousAxe(page, 'address dialog');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Rue 10 x Rue 15, Médina, Dakar, SN').waitFor();
    await page.getByText('Default', { exact: true }).waitFor();
    await expectNoSeriousAxe(page, 'editor with an address');
  });

  it('finds the customer by typing part of the phone in the list search, then edits it into a company', async () => {
    const other = await apiCall('POST', 'customers', {
      first_name: 'Jean',
      last_name: 'Mbarga',
      phone: '237671234567',
    });
    expect(other.status).toBe(201);
    await page.goto(`${server.url}/customers`);
    await page.getByRole('button', { name: 'Jean Mbarga' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('77 123');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/search=77/);
    await expect.poll(() => page.getByRole('button', { name: 'Jean Mbarga' }).count()).toBe(0);
    // the contact column's number (a phone shows it under the name instead)
    await page.getByText('+221 771 23 45 67', { exact: true }).waitFor();
    await expectNoSeriousAxe(page, 'searched list');

    await page.getByRole('button', { name: 'Awa Diop' }).click();
    await page.waitForURL(/\/customers\/[0-9a-f-]+\/edit$/);
    // The list (with its own "Company" filter) stays on screen while the editor's code loads.
    await page.getByRole('heading', { name: 'Customer Awa Diop' }).waitFor();
    // The radio itself is visually hidden inside its label, which is what a user taps.
    await page.getByText('Company', { exact: true }).click();
    expect(await page.getByLabel('Company', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel(/^Company name/).fill('Diop Distribution');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Customer Diop Distribution' }).waitFor();
    await expectNoSeriousAxe(page, 'company editor');

    await page.goto(`${server.url}/customers?type=company`);
    await page.getByRole('button', { name: 'Diop Distribution' }).waitFor();
    expect(await page.getByRole('button', { name: 'Jean Mbarga' }).count()).toBe(0);
  });

  it('the list, the editor and the address dialog have no serious axe violation on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/customers`);
    await page.getByRole('button', { name: 'Diop Distribution' }).waitFor();
    await expectNoSeriousAxe(page, 'phone list');
    await page.getByRole('button', { name: 'Diop Distribution' }).click();
    await page.getByText('Rue 10 x Rue 15, Médina, Dakar, SN').waitFor();
    await expectNoSeriousAxe(page, 'phone editor');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('dialog').getByLabel(/^City/).waitFor();
    await expectNoSeriousAxe(page, 'phone address dialog');
  });
});
