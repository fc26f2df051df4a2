import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, STEP_TIMEOUT_MS } from './helpers/browser.ts';
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
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  contexts.push(context);
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
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
  // Before any invitation and product exist, so that those two steps are still to do.
  it('links the onboarding checklist steps to their screens', async () => {
    const page = await (await newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${server.url}/onboarding`);
    const steps = page.getByRole('region', { name: 'Get started' });
    expect(await steps.getByRole('link', { name: 'Your first product' }).getAttribute('href')).toBe(
      '/products/create',
    );
    await steps.getByRole('link', { name: 'Invite your staff' }).click();
    await page.waitForURL('**/users/create');
    await page.getByRole('heading', { name: 'Invite a staff member' }).waitFor();
  });

  it('invites a staff member from /users/create, shows the server field errors, then the invitee in /users', async () => {
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

    const email = `moussa.${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption({ label: 'Employee' });
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText('Invitation sent').waitFor();

    // The staff list shows the invited member, and finds them by a search and the role filter.
    await page.waitForURL('**/users');
    const row = page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Invited');
    expect(await row.textContent()).toContain('Employee');
    await page.getByRole('searchbox', { name: 'Search staff' }).fill('Mouss');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/users?search=Mouss');
    await page.getByLabel('Role').selectOption({ label: 'Administrator' });
    await page.getByText('No staff member matches.').waitFor();
    await page.getByLabel('Role').selectOption({ label: 'Employee' });
    await row.waitFor();

    // On a phone: cards, not a table.
    await page.setViewportSize(PHONE);
    await page.getByRole('list', { name: 'Staff' }).getByText(email).waitFor();
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

  it('opens an app without a screen yet from the menu on a page that says so, with the way back', async () => {
    const page = await (await newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${server.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'WhatsApp' })
      .click();
    await page.waitForURL('**/whatsapp');
    await page.getByRole('heading', { name: 'WhatsApp is not available yet' }).waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
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

  it('keeps the install banner open on a 390×780 phone until the user closes it', async () => {
    for (const userAgent of [ANDROID_UA, IPHONE_UA]) {
      const context = await newContext({ viewport: PHONE, userAgent, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${server.url}/dashboard`);
      if (userAgent === ANDROID_UA) {
        await page.getByRole('navigation', { name: 'Quick navigation' }).waitFor();
        await page.evaluate(() => {
          const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: () => Promise.resolve(),
            userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
          });
          window.dispatchEvent(event);
        });
      }
      const title =
        userAgent === ANDROID_UA ? 'Install Comptoir on your phone' : 'Add Comptoir to your home screen';
      const banner = page.getByRole('dialog').getByText(title);
      await banner.waitFor();
      // Past the first load's service worker notice, focus moves and layout shifts.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await banner.isVisible(), userAgent).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('hideInstallPrompt'))).toBeNull();
      await context.close();
    }
  });

  it('shows the install banner in the chosen language (fr, es)', async () => {
    const expected = {
      fr: { title: 'Installez Comptoir sur votre téléphone', install: 'Installer', close: 'Fermer' },
      es: { title: 'Instala Comptoir en tu teléfono', install: 'Instalar', close: 'Cerrar' },
    };
    for (const [locale, texts] of Object.entries(expected)) {
      const context = await newContext({
        viewport: PHONE,
        userAgent: ANDROID_UA,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript((code) => localStorage.setItem('locale', code), locale);
      const page = await context.newPage();
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('navigation').first().waitFor();
      await page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
      const dialog = page.getByRole('dialog');
      await dialog.getByText(texts.title).waitFor();
      await dialog.getByRole('button', { name: texts.install }).waitFor();
      await dialog.getByRole('button', { name: texts.close }).waitFor();
      expect(await dialog.textContent(), locale).not.toContain('Install Comptoir on your phone');
      await context.close();
    }
  });

  it('shows one route-change progress bar, #ed9221 and 5 px high, and no other bar during a route change', async () => {
    const context = await newContext({ viewport: DESKTOP });
    // Every progress bar, and anything in the #29D of a library's default bar, as it is inserted.
    await context.addInitScript(() => {
      const seen: { role: string | null; height: string; colour: string }[] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            for (const element of [node, ...node.querySelectorAll<HTMLElement>('*')]) {
              const style = getComputedStyle(element);
              const progress = element.getAttribute('role') === 'progressbar' || element.id === 'nprogress';
              if (progress || style.backgroundColor === 'rgb(34, 153, 221)') {
                const bar = element.firstElementChild ?? element;
                seen.push({
                  role: element.getAttribute('role'),
                  height: style.height,
                  colour: getComputedStyle(bar).backgroundColor,
                });
              }
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    // Slow the profile screen's code down, so the bar stays while the route loads.
    await page.route(/\/assets\/profile-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The first load may show the #29D load bar (App-level, while code and translations arrive);
    // from here on only the route change counts.
    await page.waitForFunction(() => !document.querySelector('[data-testid="load-bar"]'));
    await page.evaluate(() => {
      (window as unknown as { progressSeen: unknown[] }).progressSeen.length = 0;
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(1);
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: unknown[] }).progressSeen);
    expect(seen).toEqual([{ role: 'progressbar', height: '5px', colour: 'rgb(237, 146, 33)' }]);
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
    const banner = page.getByRole('dialog', { name: 'Add Comptoir to your home screen' });
    await banner.getByText('Tap the Share button in Safari.').waitFor();
    await banner.getByText('Then choose Add to Home Screen.').waitFor();
    expect(await banner.getByRole('button', { name: 'Install' }).count()).toBe(0);
  });

  it('shows the crash screen, reports the error with its component stack, and Try again recovers', async () => {
    const page = await (await newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The shell's CrashProbe (apps/web/src/features/shell/components/crash-probe.tsx) throws while
    // this test-only key is set; set before the page loads, it crashes the first render.
    await page.evaluate(() =>
      localStorage.setItem('comptoir.test.crash', 'Crash probe from the browser test'),
    );
    const reported = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/client-errors'),
    );
    await page.reload();

    await page.getByRole('heading', { name: 'Oops, something went wrong!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const request = await reported;
    const body = request.postDataJSON() as Record<string, string>;
    expect(body.message).toBe('Crash probe from the browser test');
    // React's component stack: one "at Component (url)" line per component above the thrower.
    expect(body.component_stack?.match(/\n\s*at /g)?.length ?? 0).toBeGreaterThan(2);
    expect(body.url).toBe(`${server.url}/dashboard`);
    expect((await request.response())?.status()).toBe(202);

    // Still crashing: Try again shows the crash screen again.
    await page.getByRole('button', { name: 'Try again?' }).click();
    await page.getByRole('heading', { name: 'Oops, something went wrong!' }).waitFor();
    // Fixed: Try again clears the error and the screen renders.
    await page.evaluate(() => localStorage.removeItem('comptoir.test.crash'));
    await page.getByRole('button', { name: 'Try again?' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oops, something went wrong!' }).count()).toBe(0);
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
