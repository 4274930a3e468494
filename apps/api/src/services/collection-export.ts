import type { Readable } from 'node:stream';
import {
  COLLECTION_MANIFEST_FORMAT,
  type CollectionManifest,
  collectionManifestSchema,
} from '@pageshelf/contracts/collections';
import { slugOf } from '@pageshelf/domain/routes';
import { ZipFile } from 'yazl';
import type { MediaStore, Variant } from '../media/media-store.js';
import type { ScreenRecord } from '../repositories/content-parts.js';

/** A collection's export: the archive's name (ASCII, safe in a header) and its bytes as they are made. */
export interface CollectionArchive {
  readonly fileName: string;
  readonly body: Readable;
}

/** What the archive is made of: the collection and its screens, in its order. */
export interface ArchiveSource {
  readonly name: string;
  readonly description: string | null;
  readonly screens: readonly ScreenRecord[];
  readonly exportedAt: Date;
  /** The absolute address of a path of the product (a screen's page). */
  readonly link: (path: string) => string;
}

/** A file name's slug of `text` (the domain's `slugOf`, 60 characters at most), or `fallback` when empty. */
const fileSlug = (text: string, fallback: string) => slugOf(text, 60) || fallback;

/**
 * A collection as a ZIP: each screen's best file (the original as imported, else the full WebP), named
 * `{nn}-{app}-{pattern}.{ext}` in the collection's order, and `manifest.json` saying what each file is.
 * Images are stored, not compressed again (they are compressed already). A screen whose file the store
 * does not have is left out of the archive and the manifest, so the download never breaks half-way.
 * Files are read one at a time, as the archive is sent.
 */
export async function collectionArchive(
  store: MediaStore,
  source: ArchiveSource,
): Promise<CollectionArchive> {
  const zip = new ZipFile();
  const manifest: CollectionManifest = {
    format: COLLECTION_MANIFEST_FORMAT,
    name: source.name,
    description: source.description,
    exportedAt: source.exportedAt.toISOString(),
    screens: [],
  };
  // 01, 02… (001 from 100 screens on): the files sort in the collection's order.
  const digits = Math.max(2, String(source.screens.length).length);
  for (const [index, screen] of source.screens.entries()) {
    const variant: Variant = screen.originalFormat ? 'original' : 'full';
    if (!(await store.has(screen.imageKey, variant))) continue;
    const extension = screen.originalFormat ?? 'webp';
    const number = String(index + 1).padStart(digits, '0');
    const what = fileSlug(screen.patternCategories[0]?.slug ?? screen.screenType, 'screen');
    const file = `${number}-${fileSlug(screen.app.slug, 'app')}-${what}.${extension}`;
    zip.addReadStreamLazy(file, { compress: false, mtime: source.exportedAt }, (done) => {
      store.get(screen.imageKey, variant).then(
        (media) =>
          done(media ? null : new Error(`${screen.imageKey}: ${variant} is gone`), media?.body as Readable),
        (error: unknown) => done(error, undefined as unknown as Readable),
      );
    });
    manifest.screens.push({
      file,
      source: variant === 'original' ? 'original' : 'full',
      uuid: screen.uuid,
      url: source.link(`/pages/${screen.uuid}`),
      app: { title: screen.app.title, slug: screen.app.slug },
      platform: screen.platform,
      screenType: screen.screenType,
      patterns: screen.patternCategories.map((pattern) => pattern.title),
      width: screen.width,
      height: screen.height,
    });
  }
  const checked = collectionManifestSchema.parse(manifest);
  zip.addBuffer(Buffer.from(`${JSON.stringify(checked, null, 2)}\n`), 'manifest.json', {
    mtime: source.exportedAt,
  });
  zip.end();
  return { fileName: `${fileSlug(source.name, 'collection')}.zip`, body: zip.outputStream as Readable };
}
