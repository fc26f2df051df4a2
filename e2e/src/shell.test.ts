import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE = { width: 390, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

let server: RunningServer;
let browser: Browser;
/** The local storage of a freshly signed-up owner, given to each new context. */
let session: BrowserContextOptions['storageState'];
const contexts: BrowserContext[] = [];

async function newContext(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'Africa/Douala',
    viewport: PHONE,
    storageState: session,
    ...options,
  });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] }),
  ]);
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Your name').fill('Awa Diallo');
  await page.getByLabel('Email', { exact: true }).fill(`shell.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Company name').fill('Boutique Shell');
  await page.getByLabel('Currency').selectOption('XAF');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');
  session = await context.storageState();
  await context.close();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('the shell in a real browser', () => {
  it('invites a staff member from /users/create and shows the server field errors', async () => {
    const page = await (await newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${server.url}/users/create`);
    await page.getByRole('heading', { name: 'Invite a staff member' }).waitFor();
    // The owner is an admin: every role, admin included.
    const roles = await page.getByLabel('Role').locator('option').allTextContents();
    expect(roles).toContain('Administrator');

    await page.getByLabel('Name').fill('Moussa');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email').fill(`moussa.${Date.now()}@example.com`);
    await page.getByLabel('Role').selectOption({ label: 'Employee' });
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Invitation sent').waitFor();
  });

  it('asks before leaving /users/create once something was typed', async () => {
    const page = await (await newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${server.url}/users/create`);
    await page.getByLabel('Name').fill('Moussa');
    // Chromium only asks after a user gesture on the page, which fill() is.
    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', (asked) => {
        resolve(asked.type());
        void asked.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await dialog).toBe('beforeunload');
  });

  it('does not ask before leaving a page that is not edit or create', async () => {
    const page = await (await newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.locator('input[name="name"]').fill('Someone');
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(false);
  });

  it('shows the bottom navigation on a phone and the sidebar on a desktop', async () => {
    const page = await (await newContext({ viewport: PHONE })).newPage();
    await page.goto(`${server.url}/dashboard`);
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await bottom.waitFor();
    expect(await sidebar.isVisible()).toBe(false);

    await page.setViewportSize(DESKTOP);
    await sidebar.waitFor();
    expect(await bottom.isVisible()).toBe(false);
  });

  it('shows the install banner on beforeinstallprompt; closing it keeps it hidden after a reload', async () => {
    const context = await newContext({
      viewport: PHONE,
      userAgent: ANDROID_UA,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    // Once the service worker is installed, the first load's notices are over.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByRole('navigation', { name: 'Quick navigation' }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const fire = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
    await fire();
    // The dialog element itself has no box (its panel is fixed): look at its title.
    const banner = page.getByRole('dialog').getByText('Install Comptoir on your phone');
    await banner.waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('hideInstallPrompt'))).not.toBeNull();

    await page.reload();
    await page.getByRole('navigation', { name: 'Quick navigation' }).waitFor();
    await fire();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await banner.isVisible()).toBe(false);
  });

  it('tells iPhone users to use Share → Add to Home Screen', async () => {
    const context = await newContext({
      viewport: PHONE,
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    // Polled every frame: with an iPhone user agent in headless Chromium the dialog closes itself
    // (stores hideInstallPrompt) within a second of opening, so its text is read while it is open.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role=dialog]')].some((dialog) =>
        [
          'Add Comptoir to your home screen',
          'Tap the Share button in Safari.',
          'Then choose Add to Home Screen.',
        ].every((text) => dialog.textContent?.includes(text)),
      ),
    );
  });

  it('opens /dashboard offline from the service worker cache', async () => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The shell says once that the app shell is cached.
    await page.getByRole('status').getByText('Ready to work offline').waitFor();
    // The first load is not controlled by the service worker: reload once so it is.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // Really offline: the server cannot be reached from the page.
    expect(
      await page.evaluate(() =>
        fetch('/ready', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await context.setOffline(false);
  });
});
