import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  // Each test starts signed out, in English, from a clean local storage.
  page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

let counter = 0;
const account = () => {
  counter += 1;
  return {
    name: `Awa Diallo ${counter}`,
    email: `owner${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    company: `Boutique ${counter}`,
  };
};
const storage = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function signUp(who: ReturnType<typeof account>, currency = 'XAF', tab: Page = page) {
  await tab.goto(`${server.url}/register`);
  await tab.getByLabel('Your name').fill(who.name);
  await tab.getByLabel('Email', { exact: true }).fill(who.email);
  await tab.getByLabel('Password', { exact: true }).fill(who.password);
  await tab.getByLabel('Company name').fill(who.company);
  await tab.getByLabel('Currency').selectOption(currency);
  await tab.getByRole('button', { name: 'Create account' }).click();
  await tab.waitForURL('**/onboarding');
}

/** Log out through the account menu of the shell header. */
async function logOut(menu = 'Account menu', item = 'Log out') {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL('**/login');
}

async function signIn(email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the main flow in the browser', () => {
  it('signs up, shows the company code, logs out, signs in by email and reaches the dashboard', async () => {
    const who = account();
    await signUp(who);

    const code = page.getByTestId('company-code');
    await code.waitFor();
    const companyCode = (await code.textContent())?.trim() ?? '';
    expect(companyCode).toMatch(/^[A-Z0-9]{4,16}$/);
    expect(await storage('company_code')).toBe(companyCode);
    expect(await storage('token')).toBeTruthy();
    expect(await storage('companyId')).toBeTruthy();
    expect(await page.getByTestId('company-name').textContent()).toBe(who.company);

    await logOut();
    expect(await storage('token')).toBeNull();

    await signIn(who.email, who.password);
    await page.waitForURL('**/dashboard');
    await page.getByText(`Hello, ${who.name}`).waitFor();
    expect(await page.getByTestId('company-code').textContent()).toBe(companyCode);
  });

  it('switches the labels to French, keeps the choice, and asks the server in French', async () => {
    const who = account();
    await signUp(who);
    await logOut();

    await page.getByLabel('Language').selectOption('fr');
    await page.getByLabel('Mot de passe', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Connexion');
    expect(await page.getByLabel('Langue').inputValue()).toBe('fr');
    expect(await storage('locale')).toBe('fr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    await page.reload();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(who.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(await page.locator('#login-error').textContent()).toBe(
      'Ces identifiants ne correspondent à aucun compte.',
    );

    await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Bonjour, ${who.name}`).waitFor();
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    expect(await page.getByRole('menuitem', { name: 'Se déconnecter' }).isVisible()).toBe(true);
  });

  it('sends every call with the language, time zone and client version headers', async () => {
    const request = page.waitForRequest((r) => r.url().includes('/api/v1/auth/login'));
    await signIn('nobody@example.com', 'whatever password');
    const headers = await (await request).allHeaders();
    expect(headers['accept-language']).toBe('en');
    expect(headers['x-timezone']).toBe('Africa/Douala');
    expect(headers['x-client-version']).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('sign-in errors', () => {
  it("shows the server's message for a wrong password", async () => {
    const who = account();
    await signUp(who);
    await logOut();

    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/auth/login'));
    await signIn(who.email, 'not the password');
    const response = await answer;
    expect(response.status()).toBe(422);
    const { message } = (await response.json()) as { message: string };
    const toast = page.locator('#login-error');
    await toast.waitFor();
    expect(await toast.getAttribute('role')).toBe('alert');
    expect(await toast.textContent()).toBe(message);
    expect(message).toMatch(/credentials/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storage('token')).toBeNull();
  });

  it("shows the server's throttle message after too many wrong PINs", async () => {
    const who = account();
    await signUp(who);
    const companyCode = (await page.getByTestId('company-code').textContent())?.trim() ?? '';
    await logOut();

    // The sign-in method tabs work from the keyboard.
    await page.getByRole('tab', { name: 'Email and password' }).focus();
    await page.keyboard.press('ArrowRight');
    const pinTab = page.getByRole('tab', { name: 'Company code and PIN', selected: true });
    await pinTab.waitFor();
    expect(new URL(page.url()).searchParams.get('method')).toBe('pin');
    expect(await pinTab.evaluate((el) => el === document.activeElement)).toBe(true);
    let status = 0;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt += 1) {
      await page.getByLabel('Company code', { exact: true }).fill(companyCode);
      await page.getByLabel('PIN', { exact: true }).fill('4821');
      const answer = page.waitForResponse((r) => r.url().includes('/api/v1/auth/login-with-pin'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      const response = await answer;
      status = response.status();
      const { message } = (await response.json()) as { message: string };
      // The toast with the spec's id shows the server's message (a repeated failure updates it).
      await page
        .locator(status === 429 ? '#login-pin-throttle' : '#login-pin-error', { hasText: message })
        .waitFor();
    }
    expect(status).toBe(429);
  });

  it('a rejected token clears the session and goes back to /login', async () => {
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('companyId', '00000000-0000-0000-0000-000000000000');
    });
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/login');
    expect(await storage('token')).toBeNull();
  });
});

describe('after sign-up', () => {
  it('guides a new merchant with the onboarding checklist: skip a step, then hide the list', async () => {
    await signUp(account());
    const checklist = page.getByRole('region', { name: 'Get started' });
    await checklist.getByText('Your first product').waitFor();
    for (const step of ['Company details', 'Currency and settings', 'Your first shop', 'Invite your staff'])
      expect(await checklist.getByText(step, { exact: true }).isVisible()).toBe(true);
    const progress = checklist.getByRole('progressbar');
    const before = Number(await progress.getAttribute('aria-valuenow'));

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/admin/company/onboarding') && r.request().method() === 'PUT',
    );
    await checklist.getByRole('button', { name: 'Skip: Your first product' }).click();
    expect((await saved).status()).toBe(200);
    await checklist.getByRole('button', { name: 'Undo skip: Your first product' }).waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBe(before + 20);

    await checklist.getByRole('button', { name: 'Hide the checklist' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('sets a PIN on the profile page with the spec messages, then signs in with company code and PIN', async () => {
    const who = account();
    await signUp(who);
    const companyCode = (await page.getByTestId('company-code').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    await page.getByLabel('New PIN').fill('1234');
    await page.getByLabel('Confirm the PIN').fill('1234');
    await page.getByRole('button', { name: 'Set the PIN' }).click();
    await page.locator('#set-pin-error', { hasText: 'Invalid or unavailable PIN' }).waitFor();

    await page.getByLabel('New PIN').fill('7391');
    await page.getByLabel('Confirm the PIN').fill('7391');
    await page.getByRole('button', { name: 'Set the PIN' }).click();
    await page.locator('#set-pin-success', { hasText: 'PIN set successfully' }).waitFor();

    await logOut();
    await page.getByRole('tab', { name: 'Company code and PIN' }).click();
    await page.getByLabel('Company code', { exact: true }).fill(companyCode);
    await page.getByLabel('PIN', { exact: true }).fill('7391');
    await page.getByLabel('Email (optional)').fill(who.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Hello, ${who.name}`).waitFor();
    expect(await storage('company_code')).toBe(companyCode);
  });

  it('logout clears the session and saved list state but keeps the language', async () => {
    await signUp(account());
    await page.evaluate(() => {
      localStorage.setItem('list-state:filter:orders', '{"status":"paid"}');
      localStorage.setItem('list-state:sort:products', '-created_at');
      localStorage.setItem('locale', 'en');
    });
    const serverLogout = page.waitForRequest((r) => r.url().includes('/api/v1/auth/logout'));
    await logOut();
    expect((await serverLogout).method()).toBe('POST');
    const left = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(left).toEqual(['locale']);
  });
});

/** The newest mail to `to` in the dev outbox (no SMTP configured): DATA_DIR/outbox/*.json. */
function lastMailTo(to: string): { text: string } | undefined {
  const dir = path.join(server.dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(`-${to}.json`))
    .sort();
  const last = files.at(-1);
  return last ? (JSON.parse(readFileSync(path.join(dir, last), 'utf8')) as { text: string }) : undefined;
}

describe('two tabs of one browser', () => {
  it('a tab stops at a sign-in to another account made in another tab, and follows a sign-out', async () => {
    const first = account();
    const second = account();
    await signUp(second);
    await logOut();
    // Tab B signs up while tab A keeps its sign-in form open.
    const other = await page.context().newPage();
    try {
      await signUp(first, 'XAF', other);
      expect(await other.getByTestId('company-name').textContent()).toBe(first.company);

      await signIn(second.email, second.password);
      await page.waitForURL('**/dashboard');
      // The user comes back to tab B (a background tab draws nothing).
      await other.bringToFront();
      const notice = other.getByRole('dialog', { name: 'You signed in again in another tab' });
      await notice.getByRole('button', { name: 'Reload' }).waitFor();
      await other.keyboard.press('Escape');
      expect(await notice.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
      await notice.getByRole('button', { name: 'Reload' }).click();
      await other.getByTestId('company-name').filter({ hasText: second.company }).waitFor();

      await logOut();
      await other.waitForURL('**/login');
    } finally {
      await other.close();
    }
  });
});

describe('password reset', () => {
  it('asks for a code, resets with it, then signs in with the new password', async () => {
    const who = account();
    await signUp(who);
    await logOut();

    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/reset-password?email=*');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(who.email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByLabel('Code', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('code');

    let mail: { text: string } | undefined;
    for (let tries = 0; tries < 20 && !mail; tries += 1) {
      mail = lastMailTo(who.email);
      if (!mail) await page.waitForTimeout(100);
    }
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code shows the server's message in the reset-error toast.
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Confirm the new password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset the password' }).click();
    await page.locator('#reset-error').waitFor();

    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Reset the password' }).click();
    await page.waitForURL('**/login?*');
    await signIn(who.email, 'a brand new password');
    await page.waitForURL('**/dashboard');
  });
});

describe('staff invitation', () => {
  it('an invited employee chooses a password from the emailed link and lands signed in', async () => {
    await signUp(account());
    const [token, companyId] = [await storage('token'), await storage('companyId')];
    const invitee = { name: 'Moussa Traoré', email: `staff.${Date.now()}@example.com` };
    const invited = await fetch(`${server.url}/api/v1/admin/users`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'x-company-id': companyId ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...invitee, role: 'employee' }),
    });
    expect(invited.status).toBe(201);
    await logOut();

    let mail: { text: string } | undefined;
    for (let tries = 0; tries < 20 && !mail; tries += 1) {
      mail = lastMailTo(invitee.email);
      if (!mail) await page.waitForTimeout(100);
    }
    const link = /\/accept-invitation\?token=[^\s]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('Password', { exact: true }).fill('staff member password');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Hello, ${invitee.name}`).waitFor();
    expect(await storage('role')).toBe('employee');
    expect(await storage('shopId')).toBeTruthy();
  });
});
