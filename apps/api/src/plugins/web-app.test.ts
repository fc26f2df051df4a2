import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

// The server's answers travel compressed to clients that accept it, and the built web app is served with
// its pre-compressed copies and cache rules (plugins/web-app.ts, app.ts).

/** Text that compresses, of about `bytes` bytes. */
const text = (line: string, bytes: number) => line.repeat(Math.ceil(bytes / line.length));

const APP_JS = text('export const greeting = "Bonjour, Comptoir";\n', 20_000);
const INDEX_HTML = `<!doctype html><html><head><title>Comptoir</title></head><body>${text('<div></div>', 4_000)}</body></html>`;
const SW_JS = text('self.addEventListener("fetch", () => {});\n', 3_000);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(2_000).fill(7)]);

let dist: string;
let t: TestApp;

beforeAll(async () => {
  // A build as apps/web/precompress.ts leaves it: Brotli and gzip copies beside the hashed bundle and
  // index.html; the service worker without copies (it must then be compressed on the fly).
  dist = await mkdtemp(path.join(os.tmpdir(), 'comptoir-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const js = path.join(dist, 'assets', 'index-AbC123.js');
  await writeFile(js, APP_JS);
  await writeFile(`${js}.br`, brotliCompressSync(APP_JS));
  await writeFile(`${js}.gz`, gzipSync(APP_JS));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  await writeFile(path.join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
  await writeFile(path.join(dist, 'sw.js'), SW_JS);
  await writeFile(path.join(dist, 'icon.png'), PNG);
  t = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends the pre-compressed bundle to a browser that accepts Brotli, cached for a year', async () => {
    const response = await call(t.app, 'GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a browser without Brotli, and the file itself to a client that accepts neither', async () => {
    const gzipped = await call(t.app, 'GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);

    const plain = await call(t.app, 'GET', '/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers any screen address with index.html, compressed and revalidated on every load', async () => {
    const response = await call(t.app, 'GET', '/products/new', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('compresses on the fly a text file the build left uncompressed, and never caches the service worker', async () => {
    const response = await call(t.app, 'GET', '/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SW_JS);
  });

  it('leaves images as they are', async () => {
    const response = await call(t.app, 'GET', '/icon.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps unknown API addresses a JSON 404, not the app', async () => {
    const response = await call(t.app, 'GET', '/api/v1/nothing-here', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});

describe('API answers', () => {
  it('are compressed from 1 KB on for clients that accept it, and plain for the others', async () => {
    const plain = await call(t.app, 'GET', '/api/v1/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await call(t.app, 'GET', '/api/v1/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await call(t.app, 'GET', '/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  it('under 1 KB go as they are (compressing would save less than it costs)', async () => {
    const response = await call(t.app, 'GET', '/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
