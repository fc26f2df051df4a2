import type { Page } from 'playwright-core';

/** Chooses a CSV file on an import screen and waits for its column mapping step. */
export async function chooseCsv(page: Page, name: string, content: string): Promise<void> {
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Check the rows' }).waitFor();
}
