import type { Locator, Page } from 'playwright-core';

/**
 * What a page did lately — navigations, API answers, console errors and warnings, uncaught errors,
 * failed requests — as lines with the time, for failure messages: a wait that times out then says what
 * the app did instead. Not dialogs: a 'dialog' listener turns off Playwright's own dismissal of them, and
 * the leave guard's confirmation would then hold every test that does not answer it.
 */
export function recordTrail(page: Page, keep = 80): () => string {
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > keep) lines.shift();
  };
  const path = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${path(frame.url())}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/')) {
      note(`${response.request().method()} ${path(response.url())} → ${response.status()}`);
    }
  });
  page.on('requestfailed', (request) => {
    note(`${request.method()} ${path(request.url())} failed: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      note(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  return () => lines.join('\n');
}

/**
 * Clicks a save button and waits for the address of the saved record. When it does not come, the error
 * says where the page stayed, what it shows as alerts and invalid fields, and its trail; the same text
 * goes to the test's output, so a test retried into passing still leaves it in the log.
 */
export async function saveAndWaitForUrl(
  page: Page,
  button: Locator,
  url: RegExp,
  trail: () => string,
  timeout = 15_000,
): Promise<void> {
  const label = (await button.textContent())?.trim();
  await button.click();
  try {
    await page.waitForURL(url, { timeout });
  } catch (error) {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    const invalid = await page
      .locator('[aria-invalid="true"]')
      .evaluateAll((fields) => fields.map((f) => f.getAttribute('aria-label') ?? f.id))
      .catch(() => []);
    const report = [
      `No navigation to ${url} after "${label}": still on ${page.url()}.`,
      `Alerts: ${JSON.stringify(alerts)}`,
      `Invalid fields: ${JSON.stringify(invalid)}`,
      'Trail:',
      trail(),
    ].join('\n');
    console.log(report);
    throw new Error(`${(error as Error).message}\n${report}`);
  }
}
