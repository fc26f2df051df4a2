import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signStorageUrl } from './signed-url.ts';
import { GET_URL_WINDOW_SECONDS, type StorageDriver, signingWindowStart } from './storage-driver.ts';

/** Keys are made by mediaStorageKey; anything else (dots, absolute paths) is refused. */
export function safeKey(key: string): boolean {
  return (
    /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** Files under DATA_DIR/media, served by our own signed routes (upload.routes.ts). */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly appKey: string,
    private readonly baseUrl = '',
  ) {
    this.root = path.join(dataDir, 'media');
  }

  pathOf(key: string): string {
    if (!safeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  private url(method: 'PUT' | 'GET', key: string, expiresIn: number): string {
    const now = Math.floor(Date.now() / 1000);
    // a GET's URL stays the same through its signing window (browser cache); a PUT's is for one upload
    const expires =
      method === 'GET' ? signingWindowStart(now) + GET_URL_WINDOW_SECONDS + expiresIn : now + expiresIn;
    const signature = signStorageUrl(this.appKey, method, key, expires);
    const query = new URLSearchParams({ key, expires: String(expires), signature });
    return `${this.baseUrl}/api/v1/storage/local?${query}`;
  }

  async presignPut(key: string, contentType: string, expiresIn: number) {
    return { url: this.url('PUT', key, expiresIn), headers: { 'Content-Type': contentType } };
  }

  async presignGet(key: string, expiresIn: number) {
    return this.url('GET', key, expiresIn);
  }

  async head(key: string, firstBytes: number) {
    try {
      const handle = await open(this.pathOf(key), 'r');
      try {
        const { size } = await handle.stat();
        const first = Buffer.alloc(Math.min(firstBytes, size));
        await handle.read(first, 0, first.length, 0);
        return { size, first: new Uint8Array(first) };
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }

  async read(key: string) {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async write(key: string, bytes: Buffer) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
