import { cropRaw, decodeRaw, storeImageVariants } from '../../media/image-variants.js';
import type { MediaStore } from '../../media/media-store.js';
import type {
  ComponentInput,
  LibraryWriter,
  ScreenInput,
} from '../../repositories/library-writer.repository.js';
import { monogramLogoSvg } from '../monogram-logo.js';
import { planDemoLibrary } from './demo-plan.js';
import { Random } from './random.js';
import { drawScreen } from './screen-art.js';

export type Progress = (done: number, total: number) => void;

const RENDER_CONCURRENCY = 4;
const COMPONENTS_PER_SCREEN = 1;

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(runners);
  return results;
}

/**
 * Builds the demo library: draws every planned screen as SVG, renders it with sharp into the media
 * store (thumbnail, detail and blurred preview), cuts components from the rendered screens, and writes
 * everything to the database in one transaction. Deterministic for a given seed.
 */
export async function generateDemoLibrary(
  writer: LibraryWriter,
  store: MediaStore,
  options: { seed?: number; appCount?: number; onProgress?: Progress } = {},
): Promise<{ apps: number; screens: number; flows: number; components: number }> {
  const plan = planDemoLibrary(options);
  const brands = new Map(plan.screens.map((screen) => [screen.appSlug, screen.brand]));
  await mapLimit(plan.library.apps, RENDER_CONCURRENCY, async (app) => {
    const brand = brands.get(app.slug);
    if (brand)
      await storeImageVariants(store, `logos/${app.slug}`, Buffer.from(monogramLogoSvg(app.title, brand)));
  });
  const total = plan.screens.length;
  let done = 0;
  const rendered = await mapLimit(plan.screens, RENDER_CONCURRENCY, async (planned) => {
    const random = new Random(planned.artSeed);
    const canvas = drawScreen(planned.spec, planned.brand, random);
    const raw = await decodeRaw(Buffer.from(canvas.toSvg()));
    const stored = await storeImageVariants(store, planned.imageKey, raw, { fast: true });
    const components: ComponentInput[] = [];
    const picks = random.sample(
      canvas.components.filter((c) => c.box.width >= 40 && c.box.height >= 24),
      COMPONENTS_PER_SCREEN,
    );
    for (const [index, component] of picks.entries()) {
      const imageKey = `${planned.imageKey}-c${index}`;
      const { x, y, width, height } = component.box;
      await storeImageVariants(store, imageKey, await cropRaw(raw, { x, y, width, height }), { fast: true });
      components.push({
        uuid: random.uuid(),
        screenUuid: planned.uuid,
        crop: component.box,
        imageKey,
        componentCategorySlugs: [component.category],
        tags: random.chance(0.3)
          ? [
              random.pick([
                { title: 'Dark mode', slug: 'dark-mode' },
                { title: 'Primary action', slug: 'primary-action' },
                { title: 'Illustrated', slug: 'illustrated' },
                { title: 'Minimal', slug: 'minimal' },
              ]),
            ]
          : [],
      });
    }
    const screen: ScreenInput = {
      uuid: planned.uuid,
      appSlug: planned.appSlug,
      imageKey: planned.imageKey,
      width: stored.width,
      height: stored.height,
      dominantColor: stored.dominantColor,
      screenType: planned.spec.screenType,
      textInScreen: [...new Set(canvas.words)].join(' '),
      isRestricted: planned.isRestricted,
      position: planned.position,
      phash: stored.phash,
      patternCategorySlugs: [planned.spec.pattern],
    };
    done += 1;
    options.onProgress?.(done, total);
    return { screen, components };
  });
  // Interleave apps (by position, then app) so the newest-first grid mixes apps instead of showing one.
  const appOrder = new Map(plan.library.apps.map((app, index) => [app.slug, index]));
  const screens = rendered
    .map((item) => item.screen)
    .sort(
      (a, b) => a.position - b.position || (appOrder.get(a.appSlug) ?? 0) - (appOrder.get(b.appSlug) ?? 0),
    );
  const components = rendered.flatMap((item) => item.components);
  await writer.write({ ...plan.library, screens, components });
  return {
    apps: plan.library.apps.length,
    screens: screens.length,
    flows: plan.library.flows.length,
    components: components.length,
  };
}
