import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, STEP_TIMEOUT_MS } from './browser.ts';
import { recordTrail } from './page-trail.ts';
import { type RunningServer, startServer } from './server.ts';

/** Who signs up: the owner's name, the company's, and a word that makes the email unique to the test. */
export interface Owner {
  name: string;
  company: string;
  emailPrefix: string;
  currency?: string;
  password?: string;
}

/** The sign-up form's labels in the languages the tests use. */
const SIGN_UP = {
  'en-US': {
    name: 'Your name',
    email: 'Email',
    password: 'Password',
    company: 'Company name',
    currency: 'Currency',
    submit: 'Create account',
  },
  'fr-FR': {
    name: 'Votre nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    company: 'Nom de l’entreprise',
    currency: 'Devise',
    submit: 'Créer le compte',
  },
} as const;

export type SignUpLocale = keyof typeof SIGN_UP;

/** Creates an account and its company through the sign-up form; the page ends on the onboarding. */
export async function signUp(page: Page, serverUrl: string, owner: Owner, locale: SignUpLocale = 'en-US') {
  const label = SIGN_UP[locale];
  await page.goto(`${serverUrl}/register`);
  await page.getByLabel(label.name).fill(owner.name);
  await page.getByLabel(label.email, { exact: true }).fill(`${owner.emailPrefix}.${Date.now()}@example.com`);
  await page.getByLabel(label.password, { exact: true }).fill(owner.password ?? 'correct horse battery');
  await page.getByLabel(label.company).fill(owner.company);
  await page.getByLabel(label.currency).selectOption(owner.currency ?? 'XAF');
  await page.getByRole('button', { name: label.submit }).click();
  await page.waitForURL('**/onboarding');
}

/** Calls the admin API with the token the app keeps for the user signed in on `page`. */
export function adminApi(page: Page, serverUrl: string) {
  return async <T = unknown>(method: string, path: string, body?: unknown) => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(`${serverUrl}/api/v1/admin/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

export interface SignedInPageOptions {
  owner: Owner;
  /** the browser's language, and the one the sign-up form is filled in */
  locale?: SignUpLocale;
  viewport?: { width: number; height: number };
  /** more of the browser context's options (time zone, downloads) */
  context?: Omit<BrowserContextOptions, 'locale' | 'viewport'>;
  /** starts the server; a plain `startServer()` unless told */
  server?: () => Promise<RunningServer>;
  /** accept the "leave this screen?" confirmations the tests mean to pass */
  acceptDialogs?: boolean;
}

export interface SignedInPage {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** calls the admin API with the signed-in owner's token, as the app does */
  api: <T = unknown>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;
  /** the page's recent navigations, API answers and console errors, for failure messages */
  trail: () => string;
  /** closes the context, the browser and the server */
  close: () => Promise<void>;
}

/**
 * The start of most browser tests: a fresh server and Chromium, a context in the test's language
 * and size, and a page signed in as the owner of a new company. Whatever was started is stopped
 * again when a step fails.
 */
export async function openSignedInPage(options: SignedInPageOptions): Promise<SignedInPage> {
  const locale = options.locale ?? 'en-US';
  const started = await Promise.allSettled([
    (options.server ?? startServer)(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
  ]);
  const server = started[0].status === 'fulfilled' ? started[0].value : undefined;
  const browser = started[1].status === 'fulfilled' ? started[1].value : undefined;
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  };
  try {
    if (!server || !browser) {
      const failed = started.find((result) => result.status === 'rejected');
      throw failed?.reason;
    }
    context = await browser.newContext({
      // The service worker precaches the whole app (~320 files) in every new context: the screens' tests do not
      // need it, and on CI's two cores it was their server's and browser's busiest work. The offline tests ask
      // for it (`context: { serviceWorkers: 'allow' }`); shell.test.ts checks installing and updating.
      serviceWorkers: 'block',
      ...options.context,
      locale,
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const trail = recordTrail(page);
    if (options.acceptDialogs) page.on('dialog', (dialog) => void dialog.accept());
    await signUp(page, server.url, options.owner, locale);
    const api = adminApi(page, server.url);
    return { server, browser, context, page, api, trail, close };
  } catch (error) {
    await close();
    throw error;
  }
}
