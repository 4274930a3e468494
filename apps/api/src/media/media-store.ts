import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

import type { Variant } from '@pageshelf/library';

export { CONTENT_TYPES, type Variant } from '@pageshelf/library';

/**
 * The stored name of a variant under its key: `thumb.webp`, `full.webp`, `preview.webp`, and `original`
 * (the bytes as imported, whose format the screen's row records).
 */
export const fileNameOf = (variant: Variant): string =>
  variant === 'original' ? 'original' : `${variant}.webp`;

/** A stored variant, ready to stream: the body and its length in bytes. */
export interface StoredMedia {
  body: Readable;
  size: number;
}

/** Where image variants live: a local directory by default, an S3-compatible bucket when configured. */
export interface MediaStore {
  /** Stores a variant; `contentType` is recorded where the store keeps one (WebP unless told). */
  put(key: string, variant: Variant, data: Buffer, contentType?: string): Promise<void>;
  has(key: string, variant: Variant): Promise<boolean>;
  /** The stored variant, or null when there is none. */
  get(key: string, variant: Variant): Promise<StoredMedia | null>;
}

/**
 * Variants never change once written (a new image gets a new key). The blurred preview may be cached by
 * anyone; the others may be restricted to premium viewers, so only the viewer's own cache keeps them.
 */
export function cacheControlOf(variant: Variant): string {
  return variant === 'preview'
    ? 'public, max-age=31536000, immutable'
    : 'private, max-age=31536000, immutable';
}

export class LocalMediaStore implements MediaStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  pathOf(key: string, variant: Variant): string {
    const path = resolve(join(this.root, key, fileNameOf(variant)));
    if (!path.startsWith(`${this.root}/`)) throw new Error(`Media key escapes the media directory: ${key}`);
    return path;
  }

  async put(key: string, variant: Variant, data: Buffer): Promise<void> {
    const path = this.pathOf(key, variant);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async has(key: string, variant: Variant): Promise<boolean> {
    return (await stat(this.pathOf(key, variant)).catch(() => null))?.isFile() ?? false;
  }

  async get(key: string, variant: Variant): Promise<StoredMedia | null> {
    const path = this.pathOf(key, variant);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(path), size: info.size };
  }
}
