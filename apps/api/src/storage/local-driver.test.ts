import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageDriver } from './local-driver.ts';
import { verifyStorageUrl } from './signed-url.ts';
import { GET_URL_WINDOW_SECONDS } from './storage-driver.ts';

const driver = new LocalStorageDriver('/tmp/comptoir-local-driver-test', 'app-key');
const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(ms);
const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;
afterEach(() => vi.restoreAllMocks());

describe('local storage GET URLs', () => {
  it('are the same through a signing window (the browser caches the file), and valid long enough', async () => {
    const windowStart =
      Math.floor(Date.now() / 1000 / GET_URL_WINDOW_SECONDS) * GET_URL_WINDOW_SECONDS * 1000;
    at(windowStart + 1_000);
    const first = await driver.presignGet('companies/c1/images/m1.png', 3_600);
    at(windowStart + (GET_URL_WINDOW_SECONDS - 1) * 1000);
    const later = await driver.presignGet('companies/c1/images/m1.png', 3_600);
    expect(later).toBe(first);
    // asked at the window's last second, it still lives an hour
    const q = paramsOf(later);
    const expires = Number(q.get('expires'));
    expect(expires * 1000).toBeGreaterThanOrEqual(Date.now() + 3_600_000);
    expect(verifyStorageUrl('app-key', 'GET', q.get('key')!, expires, q.get('signature')!, Date.now())).toBe(
      true,
    );

    at(windowStart + GET_URL_WINDOW_SECONDS * 1000);
    expect(await driver.presignGet('companies/c1/images/m1.png', 3_600)).not.toBe(first);
  });

  it('sign an upload for its own moment: a PUT URL is never reused', async () => {
    at(1_000_000_000);
    const first = await driver.presignPut('companies/c1/images/m1.png', 'image/png', 300);
    at(1_000_001_000);
    const second = await driver.presignPut('companies/c1/images/m1.png', 'image/png', 300);
    expect(second.url).not.toBe(first.url);
  });
});
