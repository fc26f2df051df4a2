import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Fatou Sow', company: 'Savons Fatou', emailPrefix: 'media' },
    viewport: { width: 390, height: 780 },
  });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

describe('media library in the browser', () => {
  it('uploads an image, shows its thumbnail made by the job, deletes it; no serious axe violation', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    await page.goto(`${server.url}/media-files`);
    await page.getByRole('heading', { name: 'Media library' }).waitFor();
    expect(formatViolations(await axeViolations(page))).toBe('no serious or critical axe violations');

    await page
      .getByLabel(/Drop images here/)
      .setInputFiles({ name: 'savon.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Uploaded').waitFor();
    const thumbnail = page.getByRole('img', { name: 'savon.png' });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    expect(formatViolations(await axeViolations(page))).toBe('no serious or critical axe violations');

    await page.getByRole('button', { name: 'Delete savon.png' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No files yet').waitFor();
  });
});
