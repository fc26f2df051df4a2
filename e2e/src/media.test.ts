import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import { CHROMIUM } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] }),
  ]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 780 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Your name').fill('Fatou Sow');
  await page.getByLabel('Email', { exact: true }).fill(`media.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Company name').fill('Savons Fatou');
  await page.getByLabel('Currency').selectOption('XAF');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await server?.stop();
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
