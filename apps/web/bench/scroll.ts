/**
 * Benchmark: scrolling the screens grid (`/pages`) through a library of 5,000 screens, as a person
 * flinging down the page would, to its end. Reports the frames the page could not draw in time
 * (requestAnimationFrame intervals longer than two frames) and the size of the DOM, which windowing
 * keeps small however many tiles are loaded (target: under 3,000 elements throughout).
 *
 *   pnpm --filter @pageshelf/web exec tsx bench/scroll.ts [--screens 5000] [--speed 9000]
 *
 * Build first (`pnpm build`). Starts the built product on loopback with a library of exactly
 * `--screens` screens (e2e/start-product.mjs `--screens`, generated once into a template, then
 * copied), ports 3600/4600, and drives /usr/bin/chromium headless through Playwright at 1280×900.
 */
import { chromium } from '@playwright/test';
import { type BenchRow, writeResult } from '../../../bench/result.mjs';
import { startProduct } from './product';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : undefined;
};
const SCREENS = argument('screens') ?? 5000;
/** Scrolling speed in pixels a second, whatever the frame rate: 9,000 px/s is a brisk fling. */
const SPEED = argument('speed') ?? 9000;
const DOM_LIMIT = 3000;
/** The whole scroll may take this long at most (the fetches of 167 pages included). */
const SCROLL_TIMEOUT_MS = 180_000;

interface ScrollReport {
  loaded: number;
  setSize: number;
  seconds: number;
  frames: number;
  /** Intervals between two frames longer than two frames (33 ms at 60 Hz). */
  longGaps: number;
  /** Frames missed in those intervals. */
  dropped: number;
  worstGapMs: number;
  p95GapMs: number;
  maxElements: number;
  finalElements: number;
  longTasks: number;
  longTaskMs: number;
  reachedEnd: boolean;
}

const started = Date.now();
const product = await startProduct({ bffPort: 3600, apiPort: 4600, screens: SCREENS, timeoutMs: 270_000 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  // A member with Pro would see the same grid; a visitor is capped after 24 recorded views, which a
  // single grid page does not reach.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.66.0.1' },
  });
  // tsx (esbuild, keepNames) wraps the functions given to page.evaluate in a `__name` helper that the
  // page does not have: an identity stands in for it.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  await page.goto(`${product.origin}/pages`);
  const grid = page.getByRole('list', { name: 'Screens', exact: true });
  await grid.locator(':scope > li').first().waitFor();

  const report = await page.evaluate(
    async ({ speed, timeoutMs, frameMs }): Promise<ScrollReport> => {
      const list = document.querySelector<HTMLElement>('ul[aria-label="Screens"]');
      if (!list) throw new Error('no screens grid');
      const setSize = () => Number(list.querySelector('li')?.getAttribute('aria-setsize') ?? 0);
      // The grid has more pages while its sentinel says so (components/ui/infinite-sentinel.tsx).
      const hasMore = () => document.querySelector('.infinite-sentinel.has-more') !== null;
      const elements = () => document.getElementsByTagName('*').length;
      let longTasks = 0;
      let longTaskMs = 0;
      const observer = new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          longTasks += 1;
          longTaskMs += entry.duration;
        }
      });
      observer.observe({ type: 'longtask', buffered: false });

      const gaps: number[] = [];
      let maxElements = elements();
      const begin = performance.now();
      return await new Promise<ScrollReport>((resolve) => {
        let last = begin;
        let frame = 0;
        const finish = (reachedEnd: boolean) => {
          observer.disconnect();
          const sorted = [...gaps].sort((a, b) => a - b);
          const long = gaps.filter((gap) => gap > 2 * frameMs);
          resolve({
            loaded: list.querySelectorAll(':scope > li').length,
            setSize: setSize(),
            seconds: (performance.now() - begin) / 1000,
            frames: gaps.length,
            longGaps: long.length,
            dropped: long.reduce((sum, gap) => sum + Math.round(gap / frameMs) - 1, 0),
            worstGapMs: sorted[sorted.length - 1] ?? 0,
            p95GapMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
            maxElements,
            finalElements: elements(),
            longTasks,
            longTaskMs,
            reachedEnd,
          });
        };
        const tick = (now: number) => {
          const gap = now - last;
          gaps.push(gap);
          last = now;
          frame += 1;
          if (frame % 20 === 0) maxElements = Math.max(maxElements, elements());
          const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          if (atEnd && !hasMore()) return finish(true);
          if (now - begin > timeoutMs) return finish(false);
          // As far as the speed carries in the time since the last frame (a frame drawn late scrolls
          // further, as a fling does), at most a window at a time.
          window.scrollBy(0, Math.min(window.innerHeight, (speed * gap) / 1000));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      });
    },
    { speed: SPEED, timeoutMs: SCROLL_TIMEOUT_MS, frameMs: 1000 / 60 },
  );
  console.log(report);

  const rows: BenchRow[] = [
    {
      measure: `/pages scrolled to the end of ${SCREENS.toLocaleString('en')} screens (${SPEED.toLocaleString('en')} px/s, 1280×900): screens reached`,
      unit: 'screens',
      ours: report.setSize,
      target: `= ${SCREENS.toLocaleString('en')}`,
      pass: report.reachedEnd && report.setSize === SCREENS,
    },
    {
      measure: 'most elements in the document while scrolling',
      unit: 'elements',
      ours: report.maxElements,
      target: `< ${DOM_LIMIT.toLocaleString('en')}`,
      pass: report.maxElements < DOM_LIMIT,
    },
    {
      measure: 'dropped frames (frames missed in requestAnimationFrame gaps longer than 2 frames)',
      unit: '%',
      ours: Math.round((report.dropped / Math.max(1, report.frames + report.dropped)) * 1000) / 10,
      target: null,
      pass: null,
      note: `${report.dropped} of ${report.frames + report.dropped} frames, in ${report.longGaps} gaps`,
    },
    {
      measure: 'worst gap between two frames',
      unit: 'ms',
      ours: Math.round(report.worstGapMs),
      target: null,
    },
    { measure: 'gap between two frames, p95', unit: 'ms', ours: Math.round(report.p95GapMs), target: null },
    {
      measure: 'long tasks (> 50 ms) while scrolling',
      unit: 'tasks',
      ours: report.longTasks,
      target: null,
      note: `${Math.round(report.longTaskMs)} ms in all`,
    },
    {
      measure: 'time to scroll to the end (fetching every page)',
      unit: 's',
      ours: Math.round(report.seconds * 10) / 10,
    },
  ];
  await writeResult({
    name: 'scroll',
    rows,
    details: {
      screens: SCREENS,
      speedPxPerSecond: SPEED,
      viewport: '1280x900',
      report,
      seconds: Math.round((Date.now() - started) / 1000),
    },
  });
} finally {
  await browser.close();
  await product.stop();
}
