import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3StorageDriver } from './s3-driver.ts';
import { GET_URL_WINDOW_SECONDS } from './storage-driver.ts';

/** SHA-256 / HMAC-SHA-256 for the signer, from node:crypto (the SDK's own hash package is not a direct dependency). */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | Uint8Array | ArrayBuffer | ArrayBufferView) {
    this.hash =
      secret === undefined ? createHash('sha256') : createHmac('sha256', Buffer.from(secret as Uint8Array));
  }
  update(data: string | Uint8Array | ArrayBuffer | ArrayBufferView) {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as Uint8Array));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test-key-0123456789' };
const region = 'us-east-1';
const bucket = 'comptoir';

/**
 * A tiny S3 look-alike (path style: /bucket/key): PUT, GET (with Range), HEAD, DELETE. Presigned
 * requests are checked by signing the same request again with SigV4 and comparing signatures.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const signer = new SignatureV4({
    credentials,
    region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });

  async function presignedOk(req: IncomingMessage, url: URL): Promise<boolean> {
    const q = url.searchParams;
    const given = q.get('X-Amz-Signature');
    if (!given) return false;
    const amzDate = q.get('X-Amz-Date')!;
    const signingDate = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const expiresIn = Number(q.get('X-Amz-Expires'));
    if (signingDate.getTime() + expiresIn * 1000 < Date.now()) return false;
    const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
    const headers: Record<string, string> = {};
    for (const name of signed) headers[name] = String(req.headers[name] ?? '');
    // S3 presigned URLs never sign the body.
    headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    const query: Record<string, string> = {};
    for (const [k, v] of q) if (k !== 'X-Amz-Signature') query[k] = v;
    const again = await signer.presign(
      {
        method: req.method!,
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query,
        headers,
      },
      {
        signingDate,
        expiresIn,
        unsignableHeaders: new Set(['x-amz-content-sha256']),
        unhoistableHeaders: new Set(['x-amz-content-sha256']),
        signableHeaders: new Set(signed),
      },
    );
    return again.query?.['X-Amz-Signature'] === given;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const presigned = url.searchParams.has('X-Amz-Signature');
    const ok = presigned
      ? await presignedOk(req, url)
      : String(req.headers.authorization ?? '').includes(`Credential=${credentials.accessKeyId}/`);
    if (!ok) {
      refused.push(`${req.method} ${url.pathname}`);
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname.replace(`/${bucket}/`, ''));
    const object = objects.get(key);
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (!object) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (req.method === 'HEAD') {
      res.writeHead(200, { 'content-length': object.body.length, 'content-type': object.type }).end();
    } else {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
      res
        .writeHead(range ? 206 : 200, { 'content-length': body.length, 'content-type': object.type })
        .end(body);
    }
  });
  return { server, objects, refused };
}

let s3: ReturnType<typeof fakeS3>;
let driver: S3StorageDriver;
let endpoint: string;
beforeAll(async () => {
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  driver = new S3StorageDriver({ endpoint, region, bucket, ...credentials, forcePathStyle: true });
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('S3 storage driver against a SigV4-checking server', () => {
  it('a browser PUT to the presigned URL stores the file; the presigned GET reads it back byte-identical', async () => {
    const key = 'companies/c1/images/m1.png';
    const target = await driver.presignPut(key, 'image/png', 300);
    expect(target.headers).toEqual({ 'Content-Type': 'image/png' });
    // No checksum of an empty body baked into the URL (real S3 would refuse the file).
    expect(target.url).not.toMatch(/checksum/i);
    const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: png });
    expect(put.status, await put.text()).toBe(200);
    expect(s3.objects.get(key)?.body.equals(png)).toBe(true);

    // the same GET URL all through its signing window: the browser's cache serves the file again
    const now = Date.now();
    const windowStart = Math.floor(now / 1000 / GET_URL_WINDOW_SECONDS) * GET_URL_WINDOW_SECONDS * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(windowStart);
    const early = await driver.presignGet(key, 300);
    vi.setSystemTime(windowStart + (GET_URL_WINDOW_SECONDS - 1) * 1000);
    const late = await driver.presignGet(key, 300);
    vi.useRealTimers();
    expect(late).toBe(early);
    const get = await fetch(late);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(png)).toBe(true);

    const head = await driver.head(key, 4);
    expect(head?.size).toBe(png.length);
    expect([...(head?.first ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await driver.read(key))?.equals(png)).toBe(true);
    await driver.remove(key);
    expect(await driver.head(key, 4)).toBeNull();
  });

  it('the server refuses a tampered key, a tampered content type and an expired URL', async () => {
    const target = await driver.presignPut('companies/c1/images/m2.png', 'image/png', 300);
    const otherKey = target.url.replace('m2.png', 'm3.png');
    expect((await fetch(otherKey, { method: 'PUT', headers: target.headers, body: png })).status).toBe(403);
    const wrongType = await fetch(target.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: png,
    });
    expect(wrongType.status).toBe(403);
    const expired = await driver.presignPut('companies/c1/images/m4.png', 'image/png', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(expired.url, { method: 'PUT', headers: expired.headers, body: png })).status).toBe(
      403,
    );
    expect(s3.objects.has('companies/c1/images/m2.png')).toBe(false);
  });
});
