import type { Readable } from 'node:stream';
import {
  COLLECTION_MANIFEST_FORMAT,
  type CollectionManifest,
  collectionManifestSchema,
} from '@pageshelf/contracts/collections';
import { slugOf } from '@pageshelf/domain/routes';
import { ZipFile } from 'yazl';
import type { MediaStore, Variant } from '../media/media-store.js';
import type { AppRecord, ComponentRecord, FlowRecord, ScreenRecord } from '../repositories/content-parts.js';

/** A collection's export: the archive's name (ASCII, safe in a header) and its bytes as they are made. */
export interface CollectionArchive {
  readonly fileName: string;
  readonly body: Readable;
}

/** What the archive is made of: the collection and its items of each kind, in its order. */
export interface ArchiveSource {
  readonly name: string;
  readonly description: string | null;
  readonly screens: readonly ScreenRecord[];
  /** Each flow with all its steps. */
  readonly flows: readonly FlowRecord[];
  readonly components: readonly ComponentRecord[];
  readonly apps: readonly AppRecord[];
  readonly exportedAt: Date;
  /** The absolute address of a path of the product (an item's page). */
  readonly link: (path: string) => string;
}

type ManifestScreen = CollectionManifest['screens'][number];

/** A file name's slug of `text` (the domain's `slugOf`, 60 characters at most), or `fallback` when empty. */
const fileSlug = (text: string, fallback: string) => slugOf(text, 60) || fallback;

/** 01, 02… (001 from 100 files on): a folder's files sort in the collection's order. */
const numberer = (count: number) => {
  const digits = Math.max(2, String(count).length);
  return (index: number) => String(index + 1).padStart(digits, '0');
};

/**
 * A collection as a ZIP, in its order, with `manifest.json` saying what each file is:
 * - `screens/{nn}-{app}-{pattern}.{ext}`: each screen's best file (the original as imported, else the
 *   full WebP);
 * - `flows/{nn}-{app}-{title}/{nn}-{pattern}.{ext}`: each flow's steps, in the flow's order;
 * - `components/{nn}-{app}-{category}.webp`: each component's image, at the size it was cut;
 * - apps have no file: the manifest gives their pages.
 * Images are stored, not compressed again (they are compressed already). A file the store does not have
 * is left out of the archive and the manifest, so the download never breaks half-way. Files are read one
 * at a time, as the archive is sent.
 */
export async function collectionArchive(
  store: MediaStore,
  source: ArchiveSource,
): Promise<CollectionArchive> {
  const zip = new ZipFile();
  const options = { compress: false, mtime: source.exportedAt };

  /** Adds `key`'s `variant` as `file` when the store has it; says whether it did. */
  const addMedia = async (key: string, variant: Variant, file: string) => {
    if (!(await store.has(key, variant))) return false;
    zip.addReadStreamLazy(file, options, (done) => {
      store.get(key, variant).then(
        (media) => done(media ? null : new Error(`${key}: ${variant} is gone`), media?.body as Readable),
        (error: unknown) => done(error, undefined as unknown as Readable),
      );
    });
    return true;
  };

  /** Adds a screen's best file as `{stem}.{ext}`; its manifest entry, or null when the store lacks it. */
  const addScreen = async (screen: ScreenRecord, stem: string): Promise<ManifestScreen | null> => {
    const variant: Variant = screen.originalFormat ? 'original' : 'full';
    const file = `${stem}.${screen.originalFormat ?? 'webp'}`;
    if (!(await addMedia(screen.imageKey, variant, file))) return null;
    return {
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
    };
  };
  const patternOf = (screen: ScreenRecord) =>
    fileSlug(screen.patternCategories[0]?.slug ?? screen.screenType, 'screen');

  const manifest: CollectionManifest = {
    format: COLLECTION_MANIFEST_FORMAT,
    name: source.name,
    description: source.description,
    exportedAt: source.exportedAt.toISOString(),
    screens: [],
    flows: [],
    components: [],
    apps: [],
  };

  const screenNumber = numberer(source.screens.length);
  for (const [index, screen] of source.screens.entries()) {
    const stem = `screens/${screenNumber(index)}-${fileSlug(screen.app.slug, 'app')}-${patternOf(screen)}`;
    const entry = await addScreen(screen, stem);
    if (entry) manifest.screens.push(entry);
  }

  const flowNumber = numberer(source.flows.length);
  for (const [index, flow] of source.flows.entries()) {
    const folder = `flows/${flowNumber(index)}-${fileSlug(flow.app.slug, 'app')}-${fileSlug(flow.title, 'flow')}`;
    const stepNumber = numberer(flow.screens.length);
    const screens: ManifestScreen[] = [];
    for (const [step, screen] of flow.screens.entries()) {
      const entry = await addScreen(screen, `${folder}/${stepNumber(step)}-${patternOf(screen)}`);
      if (entry) screens.push(entry);
    }
    manifest.flows.push({
      folder,
      title: flow.title,
      uuid: flow.uuid,
      url: source.link(`/flows/${flow.uuid}`),
      app: { title: flow.app.title, slug: flow.app.slug },
      platform: flow.platform,
      screens,
    });
  }

  const componentNumber = numberer(source.components.length);
  for (const [index, component] of source.components.entries()) {
    const category = fileSlug(component.componentCategories[0]?.slug ?? 'component', 'component');
    const file = `components/${componentNumber(index)}-${fileSlug(component.app.slug, 'app')}-${category}.webp`;
    if (!(await addMedia(component.imageKey, 'full', file))) continue;
    manifest.components.push({
      file,
      uuid: component.uuid,
      url: source.link(`/components/${component.uuid}`),
      app: { title: component.app.title, slug: component.app.slug },
      platform: component.platform,
      categories: component.componentCategories.map((category) => category.title),
      width: component.crop.width,
      height: component.crop.height,
    });
  }

  for (const app of source.apps) {
    manifest.apps.push({
      title: app.title,
      slug: app.slug,
      url: source.link(`/apps/${app.slug}`),
      platform: app.platform,
      website: app.website,
    });
  }

  const checked = collectionManifestSchema.parse(manifest);
  zip.addBuffer(Buffer.from(`${JSON.stringify(checked, null, 2)}\n`), 'manifest.json', {
    mtime: source.exportedAt,
  });
  zip.end();
  return { fileName: `${fileSlug(source.name, 'collection')}.zip`, body: zip.outputStream as Readable };
}
