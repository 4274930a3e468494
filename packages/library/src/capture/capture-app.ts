/**
 * A capture run: opens each address of a web product (or crawls its site), keeps three shots of each
 * page (`capture/browser`), and writes them as the app's screens. A page captured before becomes a new
 * version of the same screens when it changed (`capture/diff`), and is recorded "unchanged" otherwise.
 * The run is a dated version of the app. Pictures are stored first; the rows of the whole run go in one
 * transaction at its end, so a failed run leaves the library as it was. An address that fails is named
 * with its reason and the rest go on.
 */
import { buffer } from 'node:stream/consumers';
import type { CaptureShot, VersionChanges } from '@pageshelf/contracts/versions';
import { PATTERNS } from '../catalog/taxonomy.js';
import { monogramColours, monogramLogoSvg } from '../demo/monogram-logo.js';
import { stableUuid } from '../import/import-folder.js';
import { storeImageVariants, storeOriginal } from '../media/image-variants.js';
import type {
  CapturedScreen,
  CaptureWrite,
  CaptureWriter,
  MediaSink,
  MediaSource,
  ScreenInput,
} from '../port.js';
import { type CapturedPage, CaptureError, type PageCapturer } from './browser.js';
import { compareVersions, isNewVersion } from './diff.js';
import { guessPatterns, guessScreenType } from './guess.js';
import type { SignInStep } from './steps.js';

export interface CaptureOptions {
  app: { title: string; slug: string };
  /** The site's address: the crawl's start, the base of relative addresses, the app's website. */
  site?: string;
  /** Follow same-site links this many steps from the site's address (0: the address alone). */
  crawl?: number;
  /** Addresses to capture (relative ones read against `site`). */
  addresses?: string[];
  /** Most pages one run captures. */
  maxPages?: number;
  signIn?: SignInStep[];
  /** When the run is dated (now when not told). */
  now?: Date;
}

export interface CaptureDeps {
  capturer: PageCapturer;
  writer: CaptureWriter;
  store: MediaSink & MediaSource;
  onProgress?: (done: number, total: number) => void;
}

export interface CaptureFailure {
  address: string;
  reason: CaptureError['reason'];
  message: string;
}

export interface CaptureReport {
  pages: number;
  added: number;
  updated: number;
  unchanged: number;
  gone: number;
  failed: CaptureFailure[];
  /** The app version the run made (0: none, nothing was captured). */
  appVersion: number;
  /** What changed, per updated screen. */
  changes: { uuid: string; address: string; shot: CaptureShot; changes: VersionChanges }[];
}

export const DEFAULT_MAX_PAGES = 50;

/** Pages a crawl does not follow: files, and links that would sign the capture out. */
const NOT_A_PAGE = /\.(pdf|zip|gz|dmg|exe|png|jpe?g|gif|webp|svg|mp4|mp3|json|xml|txt|csv)$/i;
const SIGN_OUT = /log-?out|sign-?out/i;

/** An address without its fragment; refuses what is not http(s). */
export function normalAddress(address: string, base?: string): string {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new CaptureError(address, 'unreachable', 'is not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CaptureError(address, 'unreachable', `is not a web address (${url.protocol})`);
  url.hash = '';
  return url.href;
}

/** The screen a shot of an address is kept as: the same every run, so a new run finds it. */
export function captureUuid(appSlug: string, address: string, shot: CaptureShot): string {
  return stableUuid(appSlug, 'capture', address, shot);
}

export async function captureApp(options: CaptureOptions, deps: CaptureDeps): Promise<CaptureReport> {
  const { app } = options;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const site = options.site ? normalAddress(options.site) : undefined;
  const listed = (options.addresses ?? []).map((address) => normalAddress(address, site));
  const queue: { address: string; depth: number }[] = (listed.length > 0 ? listed : site ? [site] : []).map(
    (address) => ({ address, depth: 0 }),
  );
  if (queue.length === 0) throw new Error('Name a site (--site) or at least one address to capture');
  const crawl = listed.length > 0 ? 0 : (options.crawl ?? 0);
  const capturedAt = options.now ?? new Date();
  const state = await deps.writer.captureState(app.slug);
  if (options.signIn)
    await deps.capturer.signIn(options.signIn, site ?? (queue[0] as { address: string }).address);

  const seen = new Set(queue.map((item) => item.address));
  const failed: CaptureFailure[] = [];
  const added: ScreenInput[] = [];
  const changed: CaptureWrite['changed'] = [];
  const report: CaptureReport['changes'] = [];
  const unchanged: string[] = [];
  const found = new Set<string>();
  let position = state.nextPosition;
  let done = 0;
  let pages = 0;
  while (queue.length > 0 && pages < maxPages) {
    const { address, depth } = queue.shift() as { address: string; depth: number };
    deps.onProgress?.(done, Math.min(maxPages, done + queue.length + 1));
    let page: CapturedPage;
    try {
      page = await deps.capturer.capture(address);
    } catch (error) {
      if (!(error instanceof CaptureError)) throw error;
      failed.push({ address, reason: error.reason, message: error.message });
      done += 1;
      continue;
    }
    pages += 1;
    done += 1;
    if (depth < crawl)
      for (const link of page.links) {
        if (NOT_A_PAGE.test(new URL(link).pathname) || SIGN_OUT.test(link)) continue;
        const next = normalAddress(link);
        if (seen.has(next) || !site || new URL(next).origin !== new URL(site).origin) continue;
        seen.add(next);
        queue.push({ address: next, depth: depth + 1 });
      }
    const patterns = guessPatterns(page.outline);
    const screenType = guessScreenType(patterns, Boolean(options.signIn));
    for (const shot of page.shots) {
      const uuid = captureUuid(app.slug, address, shot.shot);
      found.add(uuid);
      const before: CapturedScreen | undefined = state.screens.get(uuid);
      let changes: VersionChanges | null = null;
      if (before) {
        // A drawn screen keeps no original: its detail image is compared instead.
        const stored =
          (await deps.store.get(before.imageKey, 'original')) ??
          (await deps.store.get(before.imageKey, 'full'));
        const previous = stored ? await buffer(stored.body) : null;
        changes = previous
          ? await compareVersions(
              { image: previous, text: before.textInScreen },
              { image: shot.image, text: shot.text },
            )
          : null;
        if (changes && !isNewVersion(changes)) {
          unchanged.push(uuid);
          continue;
        }
      }
      const version = (before?.version ?? 0) + 1;
      const imageKey = `captures/${app.slug}/${uuid}/v${version}`;
      const [picture, originalFormat] = await Promise.all([
        storeImageVariants(deps.store, imageKey, shot.image),
        storeOriginal(deps.store, imageKey, shot.image),
      ]);
      const described = {
        uuid,
        imageKey,
        width: picture.width,
        height: picture.height,
        dominantColor: picture.dominantColor,
        phash: picture.phash,
        layout: picture.layout,
        colors: picture.colors,
        originalFormat,
        textInScreen: shot.text,
      };
      if (before) {
        const change = changes ?? { difference: 1, regions: [], wordsAdded: [], wordsRemoved: [] };
        changed.push({ picture: described, version, changes: change });
        report.push({ uuid, address, shot: shot.shot, changes: change });
      } else {
        added.push({
          ...described,
          appSlug: app.slug,
          screenType,
          position: position++,
          patternCategorySlugs: patterns,
          capturedAt,
          sourceUrl: address,
        });
      }
    }
    deps.onProgress?.(done, Math.min(maxPages, done + queue.length));
  }

  // Nothing captured (every address failed): nothing is written, not even a version of the app.
  if (pages === 0)
    return { pages, added: 0, updated: 0, unchanged: 0, gone: 0, failed, appVersion: 0, changes: [] };
  // Screens captured before that the crawl no longer reached (a listed run names only some pages).
  const gone =
    listed.length > 0
      ? 0
      : [...state.screens.values()].filter((s) => s.captured && !found.has(s.uuid)).length;
  const logo = `/media/logos/${app.slug}/thumb.webp`;
  if (!state.appExists)
    await storeImageVariants(
      deps.store,
      `logos/${app.slug}`,
      Buffer.from(monogramLogoSvg(app.title, monogramColours(app.title))),
    );
  const { appVersion } = await deps.writer.writeCapture({
    app: {
      title: app.title,
      slug: app.slug,
      logo,
      platform: 'web',
      website: site ? new URL(site).origin : null,
      description: '',
    },
    // The patterns guessed, for a library that lacks them (those it has are left as they are).
    categories: PATTERNS.filter((pattern) =>
      added.some((screen) => screen.patternCategorySlugs?.includes(pattern.slug)),
    ).map((pattern) => ({ kind: 'pattern' as const, slug: pattern.slug, title: pattern.title })),
    capturedAt,
    source: 'capture',
    added,
    changed,
    unchanged,
    gone,
  });
  return {
    pages,
    added: added.length,
    updated: changed.length,
    unchanged: unchanged.length,
    gone,
    failed,
    appVersion,
    changes: report,
  };
}
