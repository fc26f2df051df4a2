import type { ApiResult } from './api-client.ts';

export interface UploadTarget {
  model: string;
  collection: string;
}

/** What the API answers to `POST upload/presign`: where to PUT the file, and headers it signed. */
export interface PresignAnswer {
  url: string;
  headers?: Record<string, string>;
  [field: string]: unknown;
}

/** The part of XMLHttpRequest an upload uses (fetch cannot report upload progress). */
export interface UploadRequest {
  readonly status: number;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
}

interface UploadDeps {
  post: <T>(path: string, body?: unknown) => Promise<ApiResult<T>>;
  createUploadRequest?: (() => UploadRequest) | undefined;
}

function extensionOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0) return file.name.slice(dot + 1).toLowerCase();
  return file.type.split('/')[1] ?? '';
}

function presignAnswerOf(data: unknown): PresignAnswer | null {
  if (typeof data !== 'object' || data === null) return null;
  // Accept both the bare answer and the `{ data: … }` envelope of CONTRACT §2.
  const answer = 'data' in data && typeof data.data === 'object' && data.data !== null ? data.data : data;
  return 'url' in answer && typeof answer.url === 'string' ? (answer as PresignAnswer) : null;
}

function put(
  request: UploadRequest,
  answer: PresignAnswer,
  file: File,
  contentType: string,
  onProgress?: (percent: number) => void,
) {
  return new Promise<void>((resolve, reject) => {
    request.open('PUT', answer.url);
    for (const [name, value] of Object.entries(answer.headers ?? {})) {
      // The browser sets Host itself, and the file's own type is set below (XHR would join two).
      if (!['host', 'content-type'].includes(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`S3 PUT failed (${request.status})`));
    };
    request.onerror = () => reject(new Error(`S3 PUT failed (${request.status})`));
    request.send(file);
  });
}

/**
 * SPEC §7 upload: `POST upload/presign` {content_type, ext, model, collection}, then PUT the file to
 * the returned URL with its content type, reporting progress as a percentage. Rejects with SPEC §8's
 * "Presign failed" or "S3 PUT failed (status)".
 */
export async function presignAndUpload(
  deps: UploadDeps,
  file: File,
  target: UploadTarget,
  onProgress?: (percent: number) => void,
): Promise<PresignAnswer> {
  const contentType = file.type || 'application/octet-stream';
  const presign = await deps.post<unknown>('upload/presign', {
    content_type: contentType,
    ext: extensionOf(file),
    model: target.model,
    collection: target.collection,
    original_name: file.name,
  });
  const answer = presign.status === 200 ? presignAnswerOf(presign.data) : null;
  if (answer === null) throw new Error('Presign failed');
  const request = deps.createUploadRequest?.() ?? new XMLHttpRequest();
  await put(request, answer, file, contentType, onProgress);
  return answer;
}
