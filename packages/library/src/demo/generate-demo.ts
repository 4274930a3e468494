/** The demo library: planned, drawn and written (`generateDemoLibrary`), or scaled for benchmarks. */
import type { CaptureWriter, FlowInput, LibraryWriter, MediaSink, ScreenInput } from '../port.js';
import { appRows, type DemoOptions, type DemoResult, RENDER_CONCURRENCY, renderPlan } from './draw-plan.js';
import {
  drawHistory,
  firstKeys,
  historyDrawings,
  KeptPictures,
  recordedRows,
  recordedVersions,
  writeHistory,
} from './history.js';
import { planDemoLibrary } from './plan.js';
import { planHistory } from './redesign.js';
import { generateScaledLibrary } from './scaled-library.js';

export { type DemoOptions, type DemoResult, type Progress, profileOf } from './draw-plan.js';
export { generateScaledLibrary, SCREENS_PER_APP } from './scaled-library.js';

/**
 * Builds the demo library: draws every planned screen as a real interface (the app's design system,
 * platform chrome, a layout of its pattern), rasterises it at 2x (1.5x for web pages) into the media store
 * (thumbnail, detail and blurred preview), cuts UI elements from the rendered screens as components, and
 * writes everything to the database in one transaction. Six apps have a history (`planHistory`): their
 * screens are drawn again in each of their later designs, and once the library is written, each later
 * design is written as a dated version of its app (`writeHistory`), so their screens show their newest
 * picture. Deterministic for a given seed; drawn once more, it writes the same library again.
 *
 * With `screens`, writes that many screens instead (see `generateScaledLibrary`); described only
 * (`images: false`), no app has a history (there are no pictures to compare).
 */
export async function generateDemoLibrary(
  writer: LibraryWriter & CaptureWriter,
  store: MediaSink,
  options: DemoOptions = {},
): Promise<DemoResult> {
  if (options.screens !== undefined) return generateScaledLibrary(writer, store, options);
  const plan = planDemoLibrary(options);
  const drawing = options.images !== false;
  const history = drawing ? planHistory(plan) : [];
  const kept = drawing ? new KeptPictures(store, firstKeys(plan, history)) : null;
  const total = plan.screens.length + historyDrawings(plan, history);
  const { rows, profiles } = await renderPlan(
    plan,
    kept,
    { ...options, onProgress: (done) => options.onProgress?.(done, total) },
    new Set(plan.apps.map((app) => app.slug)),
  );
  let done = plan.screens.length;
  const drawn = kept
    ? await drawHistory(
        plan,
        history,
        new Map(rows.map(({ screen }) => [screen.uuid, screen.textInScreen ?? ''])),
        kept,
        store,
        {
          concurrency: options.concurrency ?? RENDER_CONCURRENCY,
          onDrawn: () => {
            done += 1;
            options.onProgress?.(done, total);
          },
        },
      )
    : [];
  // What the library already records of the history (when it is drawn once more).
  const recorded = await recordedVersions(writer, history);
  // Interleave apps so the newest-first grid mixes them instead of showing one: each app's screens are
  // spread evenly (by how far through the app a screen is), then in app order.
  const appOrder = new Map(plan.apps.map((app, index) => [app.slug, index]));
  const screenCount = new Map<string, number>();
  for (const { screen } of rows) screenCount.set(screen.appSlug, (screenCount.get(screen.appSlug) ?? 0) + 1);
  const progress = (screen: ScreenInput) => screen.position / (screenCount.get(screen.appSlug) ?? 1);
  const screens = rows
    .map((item) => item.screen)
    .sort(
      (a, b) => progress(a) - progress(b) || (appOrder.get(a.appSlug) ?? 0) - (appOrder.get(b.appSlug) ?? 0),
    );
  // Components in their screens' order, so the components grid mixes apps too.
  const screenOrder = new Map(screens.map((screen, index) => [screen.uuid, index]));
  const components = rows
    .flatMap((item) => item.components)
    .sort((a, b) => (screenOrder.get(a.screenUuid) ?? 0) - (screenOrder.get(b.screenUuid) ?? 0));
  const apps = appRows(plan, profiles);
  await writer.write({
    categories: plan.categories,
    apps,
    flows: interleaved(plan.flows, appOrder),
    screens: recordedRows(screens, drawn, recorded),
    components,
  });
  await writeHistory(writer, drawn, new Map(apps.map((app) => [app.slug, app])), recorded);
  return {
    apps: plan.apps.length,
    screens: screens.length,
    flows: plan.flows.length,
    components: components.length,
  };
}

/**
 * Flows mixed across apps like the screens: each app's flows spread evenly (by how far through the app's
 * flows one is), then in app order. The newest-first flows grid then opens on the larger apps' stories
 * (those with Pro steps further on) rather than on the last-planned apps' one flow each.
 */
function interleaved(flows: FlowInput[], appOrder: ReadonlyMap<string, number>): FlowInput[] {
  const count = new Map<string, number>();
  const index = new Map<FlowInput, number>();
  for (const flow of flows) {
    index.set(flow, count.get(flow.appSlug) ?? 0);
    count.set(flow.appSlug, (count.get(flow.appSlug) ?? 0) + 1);
  }
  const progress = (flow: FlowInput) => (index.get(flow) ?? 0) / (count.get(flow.appSlug) ?? 1);
  return [...flows].sort(
    (a, b) => progress(a) - progress(b) || (appOrder.get(a.appSlug) ?? 0) - (appOrder.get(b.appSlug) ?? 0),
  );
}
