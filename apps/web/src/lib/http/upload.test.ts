import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../stores/memory-storage.ts';
import { createApiClient } from './api-client.ts';
import type { UploadRequest } from './upload.ts';

/** An XMLHttpRequest stand-in that records what was sent and finishes with `status`. */
function fakeUploadRequest(status: number, progress: [loaded: number, total: number][] = []) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: Blob } = {
    headers: {},
  };
  const request: UploadRequest = {
    status: 0,
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    open(method, url) {
      sent.method = method;
      sent.url = url;
    },
    // Like XMLHttpRequest: a header set twice is sent once, its values joined with ", ".
    setRequestHeader(name, value) {
      const key = Object.keys(sent.headers).find((known) => known.toLowerCase() === name.toLowerCase());
      if (key === undefined) sent.headers[name] = value;
      else sent.headers[key] = `${sent.headers[key]}, ${value}`;
    },
    send(body) {
      sent.body = body;
      queueMicrotask(() => {
        for (const [loaded, total] of progress) {
          request.upload.onprogress?.(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          );
        }
        Object.assign(request, { status });
        if (status === 0) request.onerror?.(new ProgressEvent('error'));
        else request.onload?.(new ProgressEvent('load'));
      });
    },
  };
  return { request, sent };
}

function setup({
  presignStatus = 200,
  presignBody = {} as unknown,
  putStatus = 200,
  progress = [] as [number, number][],
} = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(presignBody), { status: presignStatus }),
  );
  const upload = fakeUploadRequest(putStatus, progress);
  const client = createApiClient({
    storage: memoryStorage({ token: 't0k' }),
    fetch,
    clientVersion: '1',
    createUploadRequest: () => upload.request,
  });
  return { client, fetch, sent: upload.sent };
}

const photo = () => new File(['jpeg bytes'], 'Shop Front.JPG', { type: 'image/jpeg' });
const target = { model: 'product', collection: 'images' };
const storageUrl = 'https://bucket.s3.test/tmp/abc?X-Amz-Signature=1';

describe('upload', () => {
  it('presigns with content_type, ext, model and collection', async () => {
    // Arrange
    const { client, fetch } = setup({ presignBody: { url: storageUrl, key: 'tmp/abc' } });
    // Act
    await client.presignAndUpload(photo(), target);
    // Assert
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://app.test').pathname).toBe('/api/v1/upload/presign');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      content_type: 'image/jpeg',
      ext: 'jpg',
      model: 'product',
      collection: 'images',
      original_name: 'Shop Front.JPG',
    });
  });

  it('PUTs the file to the returned URL with its content type and reports progress as a percentage', async () => {
    // Arrange
    const { client, sent } = setup({
      presignBody: { data: { url: storageUrl, key: 'tmp/abc' } },
      progress: [
        [1, 4],
        [4, 4],
      ],
    });
    const file = photo();
    const onProgress = vi.fn();
    // Act
    const answer = await client.presignAndUpload(file, target, onProgress);
    // Assert
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe(storageUrl);
    expect(sent.headers['Content-Type']).toBe('image/jpeg');
    expect(sent.body).toBe(file);
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
    expect(answer).toEqual({ url: storageUrl, key: 'tmp/abc' });
  });

  it("sends the file's type once even when the presign answer lists Content-Type among its headers", async () => {
    // Arrange: the local driver and S3 both answer headers: { 'Content-Type': … }
    const { client, sent } = setup({
      presignBody: {
        data: {
          url: '/api/v1/storage/local?key=k&expires=1&signature=s',
          headers: { 'Content-Type': 'image/jpeg', 'content-type': 'image/jpeg', 'x-amz-acl': 'private' },
        },
      },
    });
    // Act
    await client.presignAndUpload(photo(), target);
    // Assert: a joined "image/jpeg, image/jpeg" is what the server refused with 415
    expect(sent.headers).toEqual({ 'x-amz-acl': 'private', 'Content-Type': 'image/jpeg' });
  });

  it('fails with "Presign failed" when the presign status is not 200', async () => {
    // Arrange
    const { client, sent } = setup({ presignStatus: 422, presignBody: { message: 'Bad type' } });
    // Act
    const upload = client.presignAndUpload(photo(), target);
    // Assert
    await expect(upload).rejects.toThrow(new Error('Presign failed'));
    expect(sent.method).toBeUndefined();
  });

  it('fails with "S3 PUT failed (status)" when storage refuses the file', async () => {
    // Arrange
    const { client } = setup({ presignBody: { url: storageUrl }, putStatus: 403 });
    // Act
    const upload = client.presignAndUpload(photo(), target);
    // Assert
    await expect(upload).rejects.toThrow(new Error('S3 PUT failed (403)'));
  });

  it('fails with "S3 PUT failed (0)" when storage cannot be reached', async () => {
    // Arrange
    const { client } = setup({ presignBody: { url: storageUrl }, putStatus: 0 });
    // Act
    const upload = client.presignAndUpload(photo(), target);
    // Assert
    await expect(upload).rejects.toThrow(new Error('S3 PUT failed (0)'));
  });
});
