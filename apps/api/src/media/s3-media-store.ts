import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  cacheControlOf,
  fileNameOf,
  type MediaStore,
  type StoredMedia,
  type Variant,
} from './media-store.js';

export interface S3MediaStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO and the like); unset: AWS S3 itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; what MinIO expects. */
  forcePathStyle: boolean;
  /** Prepended to every object key; a missing trailing slash is added (`media` → `media/`). */
  prefix?: string;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Image variants as objects `{prefix}{key}/{file}` (see fileNameOf) in an S3-compatible bucket. Objects are read
 * through the API's media route only (which checks entitlements); no presigned URLs are handed out.
 */
export class S3MediaStore implements MediaStore {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;
  private readonly endpoint: string | undefined;

  constructor(options: S3MediaStoreOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint;
    const prefix = (options.prefix ?? '').replace(/^\/+/, '');
    this.prefix = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  objectKey(key: string, variant: Variant): string {
    if (!key.split('/').every((segment) => SEGMENT.test(segment)))
      throw new Error(`Invalid media key: ${key}`);
    return `${this.prefix}${key}/${fileNameOf(variant)}`;
  }

  async put(key: string, variant: Variant, data: Buffer, contentType = 'image/webp'): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key, variant),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: cacheControlOf(variant),
      }),
    );
  }

  async has(key: string, variant: Variant): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key, variant) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async get(key: string, variant: Variant): Promise<StoredMedia | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key, variant) }),
      );
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`S3 returned no readable body for ${this.objectKey(key, variant)}`);
      }
      return { body: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * Start-up check: the bucket answers with these credentials. When `create` is set (a MinIO-like
   * development endpoint), a missing bucket is created; otherwise every failure is a clear error.
   */
  async ensureBucket(options: { create: boolean }): Promise<void> {
    const where = `S3 bucket "${this.bucket}"${this.endpoint ? ` at ${this.endpoint}` : ''}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isNotFound(error))
        throw new Error(`${where} is not reachable: ${describe(error)}`, { cause: error });
      if (!options.create)
        throw new Error(`${where} does not exist (create it, or check S3_BUCKET and S3_REGION)`);
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(`${where} does not exist and could not be created: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (
      error.$metadata.httpStatusCode === 404 ||
      error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.name === 'NoSuchBucket'
    );
  }
  return false;
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 403)
      return `access denied (HTTP 403, ${error.name}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
    if (status === 301) return `the bucket is in another region (HTTP 301): check S3_REGION`;
    return `${error.name}${status ? ` (HTTP ${status})` : ''}${error.message && error.message !== error.name ? `: ${error.message}` : ''}`;
  }
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message || String(code);
}
