import type { Config } from '../config.ts';
import { LocalStorageDriver } from './local-driver.ts';
import { S3StorageDriver } from './s3-driver.ts';
import type { StorageDriver } from './storage-driver.ts';

/** The driver CONTRACT §1 asks for: local disk by default, an S3-compatible bucket with STORAGE_DRIVER=s3. */
export function createStorage(config: Config): StorageDriver {
  if (config.STORAGE_DRIVER === 's3' && config.S3_BUCKET) {
    const forcePathStyle = config.S3_FORCE_PATH_STYLE ?? (config.S3_ENDPOINT ? 'true' : 'false');
    return new S3StorageDriver({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: forcePathStyle === 'true' || forcePathStyle === '1',
    });
  }
  return new LocalStorageDriver(
    config.dataDir,
    config.secrets.appKey,
    config.PUBLIC_URL?.replace(/\/+$/, '') ?? '',
  );
}
