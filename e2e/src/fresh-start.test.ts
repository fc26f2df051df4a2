import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The browser starts after the server, so that it does not slow the start being measured.
  server = await startServer({ fresh: true });
  console.info(
    `fresh start: ready after ${inject('e2eFreshStartMs')} ms alone, ${server.readyAfterMs} ms beside another test`,
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('fresh start on a new DATA_DIR', () => {
  // Timed where a merchant's first `npm start` runs: alone. This file's own start shares the two cores
  // with another browser test and its Chromium (30.1 s in one CI run for ~15 s alone).
  it('becomes ready within 30 seconds when nothing else runs', () => {
    expect(inject('e2eFreshStartMs')).toBeLessThan(30_000);
  });

  it('becomes ready within 60 seconds beside another browser test', () => {
    expect(server.readyAfterMs, server.output()).toBeLessThan(60_000);
  });

  it('serves the API docs as HTML', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('serves the web app at /login, where the sign-in page renders', async () => {
    const response = await fetch(`${server.url}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<title>Comptoir</title>');

    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor({ state: 'visible' });
    expect(await email.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it('sends the app to the browser compressed at build time, its hashed files cached for good', async () => {
    const page = await browser.newPage();
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    });
    const document = await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).waitFor({ state: 'visible' });
    // Chromium accepts Brotli: index.html and the bundles come as the .br copies the build wrote.
    expect(document?.headers()['content-encoding']).toBe('br');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    const bundles = scripts.filter((s) => new URL(s.url).pathname.startsWith('/assets/'));
    expect(bundles.length, JSON.stringify(scripts)).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(bundle, bundle.url).toMatchObject({
        encoding: 'br',
        cache: 'public, max-age=31536000, immutable',
      });
    }
    await page.close();
  });

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
