import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './helpers/axe.ts';
import { type Browser, launchBrowser } from './helpers/browser.ts';
import { registerByApi } from './helpers/register-by-api.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
/** What the web app keeps in local storage after a sign-up (apps/web/src/lib/session.ts). */
let session: Record<string, string>;

/** Each screen at a phone and a desktop size, in the light theme and in the dark one (the OS preference). */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 780, colorScheme: 'light' },
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'phone', width: 390, height: 780, colorScheme: 'dark' },
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'dark' },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  session = await registerByApi(server.url, {
    name: 'Ama Mensah',
    emailPrefix: 'a11y',
    company: 'Boutique Axe',
    currency: 'XAF',
    timezone: 'Africa/Douala',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `path` at the viewport, signed in or not, and waits until the screen has rendered and settled. */
async function open(path: string, viewport: Viewport, signedIn: boolean): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.emulateMedia({ colorScheme: viewport.colorScheme });
  // The session is written before the app's first script runs (once per tab: a reload keeps what
  // the app did since), instead of loading a page first to write it from.
  await page.addInitScript(
    (entries) => {
      if (sessionStorage.getItem('a11y-seeded')) return;
      sessionStorage.setItem('a11y-seeded', '1');
      localStorage.clear();
      localStorage.setItem('locale', 'en');
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    Object.entries(signedIn ? session : {}),
  );
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  // 30 s, not the 15 s action timeout: once, on CI with two browser files running, /reset-password's first render
  // took longer than 15 s after the network went idle (the same page passed in the other three themes and alone).
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path.split('?')[0]);
  return page;
}

/** Lets entrance animations (toasts) finish, so that axe sees the final colours. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations.length, `\n${formatViolations(violations, `${where}: `)}\n`).toBe(0);
}

describe.each(VIEWPORTS)('axe at $width×$height ($name), $colorScheme theme', (viewport) => {
  const at = (path: string) => `${path} at ${viewport.width}×${viewport.height} ${viewport.colorScheme}`;

  it('/login, each sign-in tab', async () => {
    const page = await open('/login', viewport, false);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count, 'the sign-in method tabs').toBeGreaterThanOrEqual(2);
    // Every tab is checked before the test fails, so that one report lists them all.
    const reports: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const tab = tabs.nth(i);
      await tab.click();
      // The selected tab follows the address (?method=pin): it changes once the router has navigated.
      await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true');
      await page.getByRole('tabpanel').waitFor({ state: 'visible' });
      const violations = await axeViolations(page);
      if (violations.length) {
        reports.push(
          formatViolations(violations, `${at('/login')}, tab "${(await tab.textContent())?.trim()}": `),
        );
      }
    }
    expect(reports.length, `\n${reports.join('\n')}\n`).toBe(0);
    await page.close();
  });

  it('/register', async () => {
    const page = await open('/register', viewport, false);
    await expectNoSeriousViolations(page, at('/register'));
    await page.close();
  });

  it('/login and /register showing their errors (alert, toast, invalid fields)', async () => {
    const login = await open('/login', viewport, false);
    const panel = login.getByRole('tabpanel');
    await panel.locator('input[type="email"]').fill('nobody@example.com');
    await panel.locator('input[type="password"]').fill('not the password');
    await panel.locator('button[type="submit"]').click();
    await login.locator('[role="alert"]').first().waitFor({ state: 'visible' });
    await settle(login);
    await expectNoSeriousViolations(login, `${at('/login')} after a wrong password`);
    await login.close();

    const register = await open('/register', viewport, false);
    await register.locator('form button[type="submit"]').first().click();
    await register.locator('[aria-invalid="true"]').first().waitFor({ state: 'visible' });
    await settle(register);
    await expectNoSeriousViolations(register, `${at('/register')} submitted empty`);
    await register.close();
  });

  it('/reset-password, both steps', async () => {
    const request = await open('/reset-password?email=x@y.z', viewport, false);
    await expectNoSeriousViolations(request, at('/reset-password?email=x@y.z'));
    await request.close();
    const code = await open('/reset-password?email=x@y.z&step=code', viewport, false);
    await code.locator('input[autocomplete="one-time-code"]').waitFor({ state: 'visible' });
    await expectNoSeriousViolations(code, at('/reset-password?email=x@y.z&step=code'));
    await code.close();
  });

  it('/onboarding, signed in', async () => {
    const page = await open('/onboarding', viewport, true);
    await expectNoSeriousViolations(page, at('/onboarding'));
    await page.close();
  });

  it('/dashboard, signed in', async () => {
    const page = await open('/dashboard', viewport, true);
    await expectNoSeriousViolations(page, at('/dashboard'));
    await page.close();
  });

  it('/payments/online, signed in, with no online payment yet', async () => {
    const page = await open('/payments/online', viewport, true);
    await page.getByText('No online payments yet').waitFor();
    await expectNoSeriousViolations(page, at('/payments/online'));
    await page.close();
  });

  it('/profile, /users, /users/create and /accept-invitation (with and without a token)', async () => {
    for (const path of ['/profile', '/users', '/users/create']) {
      const page = await open(path, viewport, true);
      await expectNoSeriousViolations(page, at(path));
      await page.close();
    }
    for (const path of ['/accept-invitation?token=not-a-real-token', '/accept-invitation']) {
      const page = await open(path, viewport, false);
      await expectNoSeriousViolations(page, at(path));
      await page.close();
    }
  });

  it('the app launcher and the command palette, open', async () => {
    const page = await open('/dashboard', viewport, true);
    // The header's All apps button on a desktop, the bottom navigation's More on a phone.
    await page.getByRole('button', { name: viewport.name === 'phone' ? 'More' : 'All apps' }).click();
    // The dialog element itself has no box (its panel is fixed): wait for its title.
    await page.getByRole('dialog').getByText('Apps', { exact: true }).first().waitFor();
    await settle(page);
    await expectNoSeriousViolations(page, `${at('/dashboard')} with the app launcher open`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByText('Go to a screen').waitFor();
    await page.keyboard.type('prod');
    await settle(page);
    await expectNoSeriousViolations(page, `${at('/dashboard')} with the command palette open`);
    await page.close();
  });

  it.runIf(viewport.name === 'phone')('the install banner, shown', async () => {
    const page = await open('/dashboard', viewport, true);
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByRole('dialog').getByText('Install Comptoir on your phone').waitFor();
    await settle(page);
    await expectNoSeriousViolations(page, `${at('/dashboard')} with the install banner`);
    await page.close();
  });
});
