import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import { STEP_TIMEOUT_MS } from './helpers/browser.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let browser: Browser;
let page: Page;
let cashAccountId = '';
const employee = {
  name: 'Aminata Traoré',
  email: `aminata.${Date.now()}@example.com`,
  password: 'employee password 1',
};

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Awa Diop', company: 'Boutique Awa', emailPrefix: 'expenses' },
    locale: 'fr-FR',
  });
  ({ server, browser, page } = session);

  const staff = await session.api('POST', 'users', { ...employee, role: 'employee' });
  expect(staff.status).toBe(201);
  const accounts = await session.api<{ data: { id: string; kind: string }[] }>('GET', 'treasury-accounts');
  cashAccountId = accounts.body.data.find((a) => a.kind === 'cash')!.id;
  // The day's float: 100,000 FCFA in the drawer.
  const float = await session.api('POST', 'transactions', {
    account_id: cashAccountId,
    direction: 'in',
    amount: 100_000,
    label: 'Fond de caisse',
  });
  expect(float.status).toBe(201);
});

afterAll(async () => {
  await session?.close();
});

describe('expenses in a real browser', () => {
  it('an employee adds an expense with a receipt photo on a phone; it is listed and the cash account went down by it', async () => {
    const phone = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    phone.setDefaultTimeout(STEP_TIMEOUT_MS);
    const staffPage = await phone.newPage();
    await staffPage.goto(`${server.url}/login`);
    await staffPage.getByLabel('Adresse e-mail', { exact: true }).fill(employee.email);
    await staffPage.getByLabel('Mot de passe', { exact: true }).fill(employee.password);
    await staffPage.getByRole('button', { name: 'Se connecter' }).click();
    await staffPage.waitForURL('**/dashboard');

    await staffPage.goto(`${server.url}/expenses`);
    await staffPage.getByRole('heading', { name: 'Dépenses' }).waitFor();
    await staffPage.getByRole('link', { name: 'Ajouter une dépense' }).click();
    await staffPage.waitForURL('**/expenses/create');
    await staffPage.getByRole('heading', { name: 'Ajouter une dépense' }).waitFor();
    await staffPage.getByLabel(/Montant payé/).fill('5000');
    await staffPage.getByLabel(/Pour quoi/).fill('Carburant moto');

    // The phone's camera, as a JPEG drawn in the page (the file input opens the camera on a real phone).
    const jpeg = await staffPage.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 1200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 900, 1200);
      context.fillStyle = '#222';
      for (let line = 0; line < 12; line++) context.fillRect(80, 100 + line * 80, 600 - (line % 3) * 120, 24);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    });
    const input = staffPage.locator('input[type="file"]');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles({
      name: 'recu.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg, 'base64'),
    });
    await staffPage.getByText('Photo prête.').waitFor();
    await expect.poll(() => staffPage.getByRole('img', { name: 'Le reçu' }).isVisible()).toBe(true);
    await expectNoSeriousAxe(staffPage, 'quick add on a phone, photo taken');
    await staffPage.getByRole('button', { name: 'Enregistrer la dépense' }).click();

    await staffPage.waitForURL(/\/expenses$/);
    const row = staffPage.getByRole('row', { name: /Carburant moto/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/5\s?000\sFCFA/);
    expect(await row.textContent()).toContain('Payée');
    await row.getByRole('link', { name: 'Justificatif' }).waitFor();
    await expectNoSeriousAxe(staffPage, 'expenses list on a phone');
    await phone.close();

    const listed = await session.api<{
      data: { label: string; amount: number; receipt_media_id: string | null; treasury_account_id: string }[];
    }>('GET', 'expenses');
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        label: 'Carburant moto',
        amount: 5_000,
        treasury_account_id: cashAccountId,
        receipt_media_id: expect.any(String),
      }),
    ]);

    // The office sees the cash account down by the expense: 100,000 − 5,000.
    await page.goto(`${server.url}/treasury-accounts`);
    const cashRow = page.getByRole('row', { name: /Caisse/ });
    await cashRow.waitFor();
    expect(await cashRow.textContent()).toMatch(/95\s?000\sFCFA/);
    await cashRow.getByRole('button', { name: 'Caisse' }).click();
    await page.waitForURL(`**/treasury-accounts/${cashAccountId}`);
    expect(await page.getByTestId('account-balance').textContent()).toMatch(/95\s?000\sFCFA/);
    const movement = page.getByRole('row', { name: /Carburant moto/ });
    await movement.waitFor();
    expect(await movement.textContent()).toMatch(/−5\s?000\sFCFA/);
    await expectNoSeriousAxe(page, 'cash account page');
  });
});
