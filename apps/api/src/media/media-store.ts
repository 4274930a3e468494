import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type Variant = 'thumb' | 'full' | 'preview';

/** Where image variants live: a local directory by default. */
export interface MediaStore {
  put(key: string, variant: Variant, data: Buffer): Promise<void>;
  has(key: string, variant: Variant): Promise<boolean>;
}

export class LocalMediaStore implements MediaStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  pathOf(key: string, variant: Variant): string {
    const path = resolve(join(this.root, key, `${variant}.webp`));
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
}
