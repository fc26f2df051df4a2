import type * as S3 from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import { lazyRequire } from '../lib/lazy-require.ts';
import { GET_URL_WINDOW_SECONDS, type StorageDriver, signingWindowStart } from './storage-driver.ts';

/** The AWS SDK, loaded when the first S3 driver is made (STORAGE_DRIVER=s3 only). */
const s3 = lazyRequire<typeof S3>('@aws-sdk/client-s3');
const presigner = lazyRequire<typeof Presigner>('@aws-sdk/s3-request-presigner');

export interface S3Settings {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** An S3-compatible bucket: the browser PUTs and GETs with presigned SigV4 URLs. */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  private readonly client: S3.S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new (s3().S3Client)({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Otherwise presigned PUTs carry the CRC32 of an empty body and S3 refuses the real file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async presignPut(key: string, contentType: string, expiresIn: number) {
    const command = new (s3().PutObjectCommand)({
      Bucket: this.settings.bucket,
      Key: key,
      ContentType: contentType,
    });
    const url = await presigner().getSignedUrl(this.client, command, {
      expiresIn,
      signableHeaders: new Set(['content-type']),
    });
    return { url, headers: { 'Content-Type': contentType } };
  }

  presignGet(key: string, expiresIn: number) {
    // signed at its window's start (the same URL all through it, for the browser's cache), valid expiresIn past it
    const start = signingWindowStart(Math.floor(Date.now() / 1000));
    return presigner().getSignedUrl(
      this.client,
      new (s3().GetObjectCommand)({ Bucket: this.settings.bucket, Key: key }),
      {
        signingDate: new Date(start * 1000),
        expiresIn: GET_URL_WINDOW_SECONDS + expiresIn,
      },
    );
  }

  async head(key: string, firstBytes: number) {
    try {
      const head = await this.client.send(
        new (s3().HeadObjectCommand)({ Bucket: this.settings.bucket, Key: key }),
      );
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, first: new Uint8Array() };
      const part = await this.client.send(
        new (s3().GetObjectCommand)({
          Bucket: this.settings.bucket,
          Key: key,
          Range: `bytes=0-${firstBytes - 1}`,
        }),
      );
      return { size, first: (await part.Body?.transformToByteArray()) ?? new Uint8Array() };
    } catch {
      return null;
    }
  }

  async read(key: string) {
    try {
      const object = await this.client.send(
        new (s3().GetObjectCommand)({ Bucket: this.settings.bucket, Key: key }),
      );
      const bytes = await object.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : null;
    } catch {
      return null;
    }
  }

  async write(key: string, bytes: Buffer, contentType: string) {
    await this.client.send(
      new (s3().PutObjectCommand)({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async remove(key: string) {
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.settings.bucket, Key: key }));
  }
}
