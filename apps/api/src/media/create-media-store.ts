import type { ApiConfig } from '../env.js';
import { LocalMediaStore, type MediaStore } from './media-store.js';
import { S3MediaStore } from './s3-media-store.js';

type MediaConfig = Pick<
  ApiConfig,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The configured media storage cannot be used: the message says why, for the start-up log. */
export class MediaStorageError extends Error {
  override name = 'MediaStorageError';
}

/**
 * The configured media store: an S3-compatible bucket when S3_BUCKET is set (checked to answer, and
 * created when missing on a custom endpoint such as MinIO), else the local directory `mediaDir`.
 */
export async function createMediaStore(config: MediaConfig, mediaDir: string): Promise<MediaStore> {
  if (!config.S3_BUCKET) return new LocalMediaStore(mediaDir);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new MediaStorageError(
      'Invalid API configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  }
  const store = new S3MediaStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
  try {
    await store.ensureBucket({ create: config.S3_ENDPOINT !== undefined });
  } catch (error) {
    store.close();
    throw new MediaStorageError(`Media storage: ${(error as Error).message}`, { cause: error });
  }
  return store;
}
