import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { monogramColours, monogramLogoSvg } from '../demo/monogram-logo.js';
import { cropRaw, decodeRaw, storeImageVariants, storeOriginal } from '../media/image-variants.js';
import type {
  CategoryInput,
  CategoryKind,
  ComponentInput,
  FlowInput,
  LibraryWriter,
  MediaSink,
  ScreenInput,
} from '../port.js';
import { type ImportManifest, importManifestSchema } from './manifest.js';
import type { ScreenReader } from './ocr.js';

export interface ImportProblem {
  file: string;
  field?: string;
  message: string;
}

export interface ImportReport {
  apps: number;
  screens: number;
  flows: number;
  components: number;
  skipped: ImportProblem[];
}

export class ManifestError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(
      `The manifest has ${problems.length} problem(s):\n${problems.map((p) => `  ${p.file}${p.field ? ` ${p.field}` : ''}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ManifestError';
  }
}

const MANIFEST_NAMES = ['manifest.json', 'manifest.yaml', 'manifest.yml'];

/** A stable uuid from a name, so importing the same folder again updates rows instead of adding them. */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const titleOf = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Reads and validates the folder's manifest; every problem is reported with its file and field. */
export async function readManifest(folder: string): Promise<{ manifest: ImportManifest; name: string }> {
  for (const name of MANIFEST_NAMES) {
    const text = await readFile(join(folder, name), 'utf8').catch(() => null);
    if (text === null) continue;
    let data: unknown;
    try {
      data = name.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (error) {
      throw new ManifestError([
        {
          file: name,
          message: `is not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`,
        },
      ]);
    }
    const parsed = importManifestSchema.safeParse(data);
    if (!parsed.success) {
      throw new ManifestError(
        parsed.error.issues.map((issue) => ({
          file: name,
          field: issue.path.join('.'),
          message: issue.message,
        })),
      );
    }
    return { manifest: parsed.data, name };
  }
  throw new ManifestError([{ file: folder, message: `has no ${MANIFEST_NAMES.join(' or ')}` }]);
}

/**
 * Imports a folder of real screenshots described by a manifest: images go through the media
 * pipeline, text comes from the manifest or OCR, and everything is written in one transaction.
 * A bad image is skipped with a clear message (with the flows and components that need it);
 * re-running the import updates the same rows.
 */
export async function importFolder(
  folder: string,
  deps: {
    writer: LibraryWriter;
    store: MediaSink;
    reader: ScreenReader | null;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<ImportReport> {
  const { manifest } = await readManifest(folder);
  const skipped: ImportProblem[] = [];
  const categories = new Map<string, CategoryInput>();
  const want = (kind: Exclude<CategoryKind, 'screen-types'>, slug: string) => {
    const key = `${kind}:${slug}`;
    if (!categories.has(key)) categories.set(key, { kind, slug, title: titleOf(slug) });
  };
  for (const category of manifest.categories) categories.set(`${category.kind}:${category.slug}`, category);

  const total = manifest.apps.reduce((sum, app) => sum + app.screens.length, 0);
  let done = 0;
  const screens: ScreenInput[] = [];
  const flows: FlowInput[] = [];
  const components: ComponentInput[] = [];
  const apps = [];

  for (const app of manifest.apps) {
    for (const slug of app.categories) want('product', slug);
    const logo = `/media/logos/${app.slug}/thumb.webp`;
    const monogram = () => Buffer.from(monogramLogoSvg(app.title, monogramColours(app.title)));
    try {
      await storeImageVariants(
        deps.store,
        `logos/${app.slug}`,
        app.logo ? await readFile(join(folder, app.logo)) : monogram(),
      );
    } catch (error) {
      skipped.push({
        file: app.logo ?? 'logo',
        message: `logo replaced by a monogram: ${(error as Error).message}`,
      });
      await storeImageVariants(deps.store, `logos/${app.slug}`, monogram());
    }
    apps.push({
      title: app.title,
      slug: app.slug,
      logo,
      description: app.description,
      platform: app.platform,
      website: app.website ?? null,
      productCategorySlugs: app.categories,
    });

    const imported = new Map<string, { uuid: string; raw: Awaited<ReturnType<typeof decodeRaw>> }>();
    for (const [position, screen] of app.screens.entries()) {
      const uuid = stableUuid(app.slug, screen.file);
      try {
        const bytes = await readFile(join(folder, screen.file));
        const raw = await decodeRaw(bytes);
        const imageKey = `imports/${app.slug}/${uuid}`;
        const [stored, originalFormat] = await Promise.all([
          storeImageVariants(deps.store, imageKey, raw),
          storeOriginal(deps.store, imageKey, bytes),
        ]);
        const text = screen.text ?? (deps.reader ? await deps.reader.read(bytes) : '');
        for (const slug of screen.patterns) want('pattern', slug);
        screens.push({
          uuid,
          appSlug: app.slug,
          imageKey,
          width: stored.width,
          height: stored.height,
          dominantColor: stored.dominantColor,
          phash: stored.phash,
          layout: stored.layout,
          colors: stored.colors,
          originalFormat,
          screenType: screen.type,
          textInScreen: text,
          isRestricted: screen.restricted,
          position,
          patternCategorySlugs: screen.patterns,
          capturedAt: screen.capturedAt ?? app.capturedAt ?? null,
        });
        imported.set(screen.file, { uuid, raw });
      } catch (error) {
        const reason =
          (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
        skipped.push({ file: screen.file, message: `skipped: ${reason}` });
      }
      done += 1;
      deps.onProgress?.(done, total);
    }

    for (const [index, flow] of app.flows.entries()) {
      const missing = flow.screens.filter((file) => !imported.has(file));
      if (missing.length > 0) {
        skipped.push({
          file: missing.join(', '),
          field: `apps.${app.slug}.flows.${index}`,
          message: `flow "${flow.title}" skipped: its screens were not imported`,
        });
        continue;
      }
      for (const slug of flow.categories) want('flow', slug);
      flows.push({
        uuid: stableUuid(app.slug, 'flow', flow.title),
        appSlug: app.slug,
        title: flow.title,
        screenUuids: flow.screens.map((file) => imported.get(file)?.uuid ?? ''),
        flowCategorySlugs: flow.categories,
      });
    }

    for (const [index, component] of app.components.entries()) {
      const source = imported.get(component.screen);
      const field = `apps.${app.slug}.components.${index}`;
      if (!source) {
        skipped.push({
          file: component.screen,
          field,
          message: 'component skipped: its screen was not imported',
        });
        continue;
      }
      const { x, y, width, height } = component.crop;
      if (x + width > source.raw.width || y + height > source.raw.height) {
        skipped.push({
          file: component.screen,
          field: `${field}.crop`,
          message: `component skipped: the crop box leaves the ${source.raw.width}x${source.raw.height} image`,
        });
        continue;
      }
      const uuid = stableUuid(app.slug, 'component', component.screen, `${x},${y},${width},${height}`);
      const imageKey = `imports/${app.slug}/${uuid}`;
      await storeImageVariants(deps.store, imageKey, await cropRaw(source.raw, component.crop));
      for (const slug of component.categories) want('component', slug);
      components.push({
        uuid,
        screenUuid: source.uuid,
        crop: component.crop,
        imageKey,
        componentCategorySlugs: component.categories,
        tags: component.tags,
      });
    }
  }

  await deps.writer.write({ categories: [...categories.values()], apps, screens, flows, components });
  return {
    apps: apps.length,
    screens: screens.length,
    flows: flows.length,
    components: components.length,
    skipped,
  };
}
