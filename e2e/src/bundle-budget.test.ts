import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './helpers/browser.ts';
import { registerByApi } from './helpers/register-by-api.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

// The JS budgets of issue 3 (bench/web): what a phone on a slow network pays before the first screen
// works. `npm run bench:web` measures them with timings; this test only adds up the scripts' gzip
// sizes (deterministic for a given build), so a change that drags a library into the first screens
// fails here instead of waiting for the next bench run. The figures count what bench:web counts: every
// script the page receives until the network is idle, gzipped with zlib level 9.
const BUDGET_KB = { '/login': 150, '/dashboard': 250 } as const;

let server: RunningServer;
let browser: Browser;
let session: Record<string, string>;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
  ]);
  session = await registerByApi(server.url, {
    name: 'Binta Sow',
    emailPrefix: 'budget',
    company: 'Boutique Sow',
    currency: 'XOF',
    timezone: 'Africa/Dakar',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);

/** Each script a cold load of `path` receives, with its gzip size in bytes. */
async function scriptsOf(path: string, storage: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: server.url,
          localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const sized: Promise<{ url: string; gzip: number } | null>[] = [];
    page.on('response', (response) => {
      if (!isScript(response) || response.status() >= 400) return;
      sized.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            gzip: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor();
    expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path);
    return (await Promise.all(sized)).filter((script) => script !== null);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('the scripts of the first screens stay within their budgets', () => {
  it.each([
    ['/login', false],
    ['/dashboard', true],
  ] as const)('%s', async (path, signedIn) => {
    const scripts = await scriptsOf(path, signedIn ? { locale: 'en', ...session } : { locale: 'en' });
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const biggest = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((script) => `${script.url} ${kb(script.gzip)} KB`)
      .join(', ');

    expect(scripts.length, 'scripts loaded').toBeGreaterThan(3);
    expect(kb(total), `${path}: ${scripts.length} scripts, the biggest: ${biggest}`).toBeLessThanOrEqual(
      BUDGET_KB[path],
    );
  });
});
