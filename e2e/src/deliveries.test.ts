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
let orderId = '';
const courier = {
  name: 'Ibrahim Sow',
  email: `courier.${Date.now()}@example.com`,
  password: 'courier password 1',
};

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Fatou Diallo', company: 'Fatou Traiteur', emailPrefix: 'deliveries' },
    locale: 'fr-FR',
  });
  ({ server, browser, page } = session);

  const staff = await session.api('POST', 'users', { ...courier, role: 'courrier' });
  expect(staff.status).toBe(201);
  const order = await session.api<{ data: { id: string } }>('POST', 'orders', {
    delivery_mode: 'delivery',
    shipping_address: {
      line1: 'Rue 10 x Corniche',
      district: 'Médina',
      city: 'Dakar',
      phone: '221771234567',
    },
    lines: [{ title: 'Thiéboudienne (plateau)', price: 12_000, quantity: 1 }],
  });
  expect(order.status).toBe(201);
  orderId = order.body.data.id;
});

afterAll(async () => {
  await session?.close();
});

describe('deliveries in a real browser', () => {
  it('the office gives the delivery to a courier', async () => {
    await page.goto(`${server.url}/deliveries`);
    await page.getByRole('heading', { name: 'Livraisons' }).waitFor();
    const card = page.getByRole('article');
    await card.getByText('Rue 10 x Corniche, Médina, Dakar').waitFor();
    await card.getByText('À encaisser : 12 000 FCFA').waitFor();
    await card.getByLabel('Livreur').selectOption({ label: courier.name });
    await expect
      .poll(
        async () =>
          (await session.api<{ data: { courier_id: string | null }[] }>('GET', 'deliveries')).body.data[0]
            ?.courier_id,
      )
      .not.toBeNull();
    await expectNoSeriousAxe(page, 'deliveries, office');
  });

  it('the courier takes it on a phone, delivers it and records the cash; the order is delivered and paid', async () => {
    const phone = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    phone.setDefaultTimeout(STEP_TIMEOUT_MS);
    const courierPage = await phone.newPage();
    await courierPage.goto(`${server.url}/login`);
    await courierPage.getByLabel('Adresse e-mail', { exact: true }).fill(courier.email);
    await courierPage.getByLabel('Mot de passe', { exact: true }).fill(courier.password);
    await courierPage.getByRole('button', { name: 'Se connecter' }).click();
    await courierPage.waitForURL('**/dashboard');
    await courierPage.goto(`${server.url}/deliveries`);
    await courierPage.getByRole('heading', { name: 'Mes livraisons' }).waitFor();
    const card = courierPage.getByRole('article');
    expect(await card.getByRole('link', { name: 'Appeler' }).getAttribute('href')).toBe('tel:+221771234567');
    await expectNoSeriousAxe(courierPage, 'deliveries, courier on a phone');

    await card.getByRole('button', { name: 'Je la prends' }).click();
    await card.getByText('chez le livreur', { exact: false }).first().waitFor();
    await card.getByRole('button', { name: 'Livrée' }).click();
    const dialog = courierPage.getByRole('dialog');
    expect(await dialog.getByLabel('Espèces encaissées').inputValue()).toBe('12000');
    await dialog.getByLabel('Note (qui l’a reçue, où)').fill('Remis à Mme Diallo');
    // The phone's camera, as a JPEG drawn in the page (the file input opens the camera on a real phone).
    const jpeg = await courierPage.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a7';
      context.fillRect(0, 0, 2400, 1800);
      context.fillStyle = '#fff';
      context.fillRect(600, 400, 1200, 1000);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    });
    const input = dialog.getByLabel('Photo de la remise', { exact: true });
    expect(await input.getAttribute('accept')).toBe('image/*');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles({
      name: 'porte.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg, 'base64'),
    });
    await dialog.getByText('Photo prête : elle est jointe quand vous confirmez.').waitFor();
    await expectNoSeriousAxe(courierPage, 'deliver dialog with a photo');
    await dialog.getByRole('button', { name: 'Confirmer la livraison' }).click();
    await courierPage.getByText(/: livrée\./).waitFor();

    await courierPage.getByRole('button', { name: 'Livrées' }).click();
    const proof = courierPage.getByRole('img', { name: 'Photo de la remise de #0001' });
    await proof.waitFor();
    await expect
      .poll(() => proof.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await courierPage.getByText('Note : Remis à Mme Diallo').waitFor();
    await phone.close();

    const delivered = await session.api<{
      data: { proof_media_id: string | null; proof_url: string | null }[];
    }>('GET', `deliveries?filter[order_id]=${orderId}`);
    expect(delivered.body.data[0]!.proof_media_id).toEqual(expect.any(String));
    // Shrunk on the phone before it went up: a JPEG of at most 1600 px (measured by the thumbnail job).
    await expect
      .poll(async () => {
        const media = await session.api<{ data: { content_type: string; width: number | null } }>(
          'GET',
          `media-files/${delivered.body.data[0]!.proof_media_id}`,
        );
        return media.body.data;
      })
      .toMatchObject({ content_type: 'image/jpeg', width: 1600 });

    const order = await session.api<{
      data: { delivery_status: string; payment_status: string; paid_total: number };
    }>('GET', `orders/${orderId}`);
    expect(order.body.data).toMatchObject({
      delivery_status: 'delivered',
      payment_status: 'paid',
      paid_total: 12_000,
    });
  });
});
