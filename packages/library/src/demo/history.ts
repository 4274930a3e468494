/**
 * The history of the demo apps that have one (`planHistory`): their screens drawn again in each later
 * design (`designsOf`), each new picture stored under a key of its own and compared with the screen's
 * picture before (`compareVersions`, as a capture run compares pages), then each version written as a
 * dated version of its app through the capture writer. The library writes the apps' first design first;
 * their screens then show their newest picture.
 */
import type { VersionChanges } from '@pageshelf/contracts/versions';
import { compareVersions, isNewVersion, type VersionPicture } from '../capture/diff.js';
import type {
  AppInput,
  CaptureWrite,
  CaptureWriter,
  MediaSink,
  ScreenInput,
  ScreenPictureInput,
  Variant,
} from '../port.js';
import { renderScreen } from '../render/screen.js';
import { mapLimit, profileOf, STORED, storeScreen } from './draw-plan.js';
import type { DemoPlan } from './plan.js';
import { designsOf, type HistoryApp, keptScreens } from './redesign.js';

/** A later version of an app: when it was captured, the screens it changed and those it left. */
export interface HistoryVersion {
  capturedAt: Date;
  changed: { picture: ScreenPictureInput; version: number; changes: VersionChanges }[];
  unchanged: string[];
}

export interface DrawnHistory {
  slug: string;
  /** Its screens. */
  uuids: string[];
  /** Its first version's date (the date of its screens' first pictures). */
  firstDate: Date;
  /** Its later versions, version 2 first. */
  versions: HistoryVersion[];
}

/**
 * A media sink that keeps the detail image (`full`) of the pictures it is told of as it stores them: the
 * first version of a screen is compared with the next without reading it back or drawing it twice.
 */
export class KeptPictures implements MediaSink {
  private readonly pictures = new Map<string, Buffer>();

  constructor(
    private readonly store: MediaSink,
    private readonly keys: ReadonlySet<string>,
  ) {}

  async put(key: string, variant: Variant, data: Buffer, contentType?: string): Promise<void> {
    if (variant === 'full' && this.keys.has(key)) this.pictures.set(key, data);
    await this.store.put(key, variant, data, contentType);
  }

  /** The detail image stored under `key` (once: it is then let go). */
  take(key: string): Buffer {
    const picture = this.pictures.get(key);
    if (!picture) throw new Error(`no picture kept for ${key}`);
    this.pictures.delete(key);
    return picture;
  }
}

/** The variants of one picture, held until it proves a new version (a picture that changed nothing is not stored). */
class HeldPicture implements MediaSink {
  private readonly variants: { variant: Variant; data: Buffer; contentType?: string }[] = [];

  async put(_key: string, variant: Variant, data: Buffer, contentType?: string): Promise<void> {
    this.variants.push({ variant, data, contentType });
  }

  /** Its detail image. */
  get full(): Buffer {
    const full = this.variants.find((held) => held.variant === 'full');
    if (!full) throw new Error('no detail image held');
    return full.data;
  }

  async storeIn(store: MediaSink, key: string): Promise<void> {
    await Promise.all(this.variants.map((held) => store.put(key, held.variant, held.data, held.contentType)));
  }
}

/** The key of a screen's picture in a later design. */
export const versionKey = (imageKey: string, version: number) => `${imageKey}-v${version}`;

/** The image keys of the first pictures of the history apps' screens (what `KeptPictures` keeps). */
export function firstKeys(plan: DemoPlan, history: readonly HistoryApp[]): Set<string> {
  const slugs = new Set(history.map((app) => app.slug));
  return new Set(plan.screens.filter((screen) => slugs.has(screen.appSlug)).map((screen) => screen.imageKey));
}

/** How many pictures the history draws (for the progress of the whole library). */
export function historyDrawings(plan: DemoPlan, history: readonly HistoryApp[]): number {
  return history.reduce((total, app) => {
    const uuids = plan.screens.filter((screen) => screen.appSlug === app.slug).map((screen) => screen.uuid);
    let drawn = 0;
    for (let version = 2; version <= app.dates.length; version += 1)
      drawn += uuids.length - keptScreens(app.slug, version, uuids).size;
    return total + drawn;
  }, 0);
}

/**
 * Draws the later designs of the history apps' screens: each screen a version does not leave is drawn
 * in the version's design and compared with its picture before (`kept` holds its first, drawn with the
 * library); a new picture is stored in `store` as `<key>-v<version>`. A picture that changed nothing
 * makes no version of its screen and is not stored: the screen counts as unchanged, as in a capture run.
 */
export async function drawHistory(
  plan: DemoPlan,
  history: readonly HistoryApp[],
  firstTexts: ReadonlyMap<string, string>,
  kept: KeptPictures,
  store: MediaSink,
  options: { concurrency: number; onDrawn: () => void },
): Promise<DrawnHistory[]> {
  const apps = new Map(plan.apps.map((app) => [app.slug, app]));
  const redrawn = history.map(({ slug, dates }) => {
    const app = apps.get(slug);
    if (!app) throw new Error(`no app ${slug}`);
    const screens = plan.screens.filter((screen) => screen.appSlug === slug);
    const uuids = screens.map((screen) => screen.uuid);
    return {
      slug,
      dates,
      screens,
      designs: designsOf(slug, profileOf(app), dates.length),
      // The screens each version leaves as they were (none of the first).
      left: dates.map((_, index) => (index === 0 ? new Set<string>() : keptScreens(slug, index + 1, uuids))),
    };
  });
  // Every screen of every app at once, each going through its versions in order: what each later version
  // made of it, a new picture or nothing (left as it was).
  const made = await mapLimit(
    redrawn.flatMap((app) => app.screens.map((screen) => ({ app, screen }))),
    options.concurrency,
    async ({ app, screen }) => {
      let before: VersionPicture = {
        image: kept.take(screen.imageKey),
        text: firstTexts.get(screen.uuid) ?? '',
      };
      let number = 1;
      const versions: (HistoryVersion['changed'][number] | null)[] = [];
      for (let version = 2; version <= app.dates.length; version += 1) {
        const design = app.designs[version - 1];
        if (!design || app.left[version - 1]?.has(screen.uuid)) {
          versions.push(null);
          continue;
        }
        const imageKey = versionKey(screen.imageKey, version);
        const { pattern, variant, seed } = screen;
        const picture = await renderScreen({ app: design, pattern, variant, seed }, STORED);
        const held = new HeldPicture();
        const stored = await storeScreen(held, imageKey, picture);
        const after: VersionPicture = { image: held.full, text: picture.text };
        const changes = await compareVersions(before, after);
        options.onDrawn();
        if (!isNewVersion(changes)) {
          versions.push(null);
          continue;
        }
        await held.storeIn(store, imageKey);
        number += 1;
        const described = { uuid: screen.uuid, imageKey, ...stored, originalFormat: null };
        versions.push({ picture: { ...described, textInScreen: picture.text }, version: number, changes });
        before = after;
      }
      return { uuid: screen.uuid, versions };
    },
  );
  const byScreen = new Map(made.map((screen) => [screen.uuid, screen.versions]));
  return redrawn.map(({ slug, dates, screens }) => ({
    slug,
    uuids: screens.map((screen) => screen.uuid),
    firstDate: dates[0] as Date,
    versions: dates.slice(1).map((capturedAt, index) => ({
      capturedAt,
      changed: screens.flatMap((screen) => byScreen.get(screen.uuid)?.[index] ?? []),
      unchanged: screens.filter((screen) => !byScreen.get(screen.uuid)?.[index]).map((screen) => screen.uuid),
    })),
  }));
}

/** The screens' recorded version numbers, by uuid (none for an app the library does not have yet). */
export async function recordedVersions(
  writer: CaptureWriter,
  history: readonly HistoryApp[],
): Promise<Map<string, number>> {
  const recorded = new Map<string, number>();
  for (const app of history) {
    const state = await writer.captureState(app.slug);
    for (const screen of state.screens.values()) recorded.set(screen.uuid, screen.version);
  }
  return recorded;
}

/**
 * The rows the library writes for the history apps' screens: each as the library recorded it last (its
 * first picture in a new library; the same picture again when the demo library is drawn once more),
 * dated by the version that made that picture.
 */
export function recordedRows(
  screens: readonly ScreenInput[],
  drawn: readonly DrawnHistory[],
  recorded: ReadonlyMap<string, number>,
): ScreenInput[] {
  const first = new Map<string, Date>();
  const pictures = new Map<string, { picture: ScreenPictureInput; capturedAt: Date }>();
  for (const app of drawn) {
    for (const uuid of app.uuids) first.set(uuid, app.firstDate);
    for (const version of app.versions)
      for (const { picture, version: number } of version.changed)
        if (number === recorded.get(picture.uuid))
          pictures.set(picture.uuid, { picture, capturedAt: version.capturedAt });
  }
  return screens.map((screen) => {
    const last = pictures.get(screen.uuid);
    if (last) {
      const { uuid: _, ...picture } = last.picture;
      return { ...screen, ...picture, capturedAt: last.capturedAt };
    }
    const date = first.get(screen.uuid);
    return date ? { ...screen, capturedAt: date } : screen;
  });
}

/**
 * Writes each later version of each history app as its next version (source 'demo'), skipping the ones
 * the library already records (the demo library drawn once more).
 */
export async function writeHistory(
  writer: CaptureWriter,
  drawn: readonly DrawnHistory[],
  apps: ReadonlyMap<string, AppInput>,
  recorded: ReadonlyMap<string, number>,
): Promise<void> {
  for (const app of drawn) {
    const input = apps.get(app.slug);
    if (!input) throw new Error(`no app ${app.slug}`);
    for (const version of app.versions) {
      const written = version.changed.some(
        ({ picture, version: number }) => (recorded.get(picture.uuid) ?? 1) >= number,
      );
      if (written || version.changed.length === 0) continue;
      const run: CaptureWrite = {
        app: input,
        categories: [],
        capturedAt: version.capturedAt,
        source: 'demo',
        added: [],
        changed: version.changed,
        unchanged: version.unchanged,
        gone: 0,
      };
      await writer.writeCapture(run);
    }
  }
}
