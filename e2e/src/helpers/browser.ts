import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * How long a step (a click, a wait for text) may take. CI runs three files at once, each with its own server and
 * Chromium, on two cores: at 15 s, waits that take 1–3 s alone timed out now and then (a list after a goto, a
 * toast after the network came back). A generous limit costs nothing when the step succeeds.
 */
export const STEP_TIMEOUT_MS = 30_000;
/** The flags every browser test runs Chromium with (the project's rules: no network of its own, no GPU). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
}

/** Debian's Chromium through playwright-core, with a fresh user-data dir removed on close. */
export async function launchBrowser(options: { locale?: string } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with "apt-get install -y chromium" (.ci/run does).`);
  }
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'en-US',
    timezoneId: 'Africa/Douala',
    viewport: { width: 390, height: 844 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
