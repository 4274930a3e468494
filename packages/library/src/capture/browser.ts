/**
 * Captures web pages in Chromium through `playwright-core` (a system Chromium: nothing is downloaded).
 * Each page is opened at a desktop width (1440) and a phone width (390) at 2×; once the network has
 * settled, the fonts have loaded and the page has been scrolled through (for pictures that load late),
 * it keeps three shots: the desktop viewport, the phone viewport and the desktop full page (cut at
 * `MAX_PAGE_HEIGHT`). With each shot come the words visible in it and the page's outline (title,
 * headings, form fields) and its same-site links for a crawl.
 */
import type { CaptureShot } from '@pageshelf/contracts/versions';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { AddressGuard } from './address-guard.js';
import { guardingProxy } from './guarding-proxy.js';
import type { PageOutline } from './guess.js';
import { readPage, scrollPage } from './in-page.js';
import type { SignInStep } from './steps.js';

export const DESKTOP = { width: 1_440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** The tallest full page kept, in CSS pixels (7,200 at 2× stays within WebP's 16,383 once resized). */
export const MAX_PAGE_HEIGHT = 7_200;
const SCALE = 2;

export interface CaptureTimeouts {
  /** To load a page (its `load` event), in ms. */
  load: number;
  /** To wait for the network to settle after the load, in ms: past it the page is taken as it is. */
  settle: number;
}

export const DEFAULT_TIMEOUTS: CaptureTimeouts = { load: 30_000, settle: 10_000 };

export interface Shot {
  shot: CaptureShot;
  /** The PNG, at 2×. */
  image: Buffer;
  /** The words visible in the shot, in reading order. */
  text: string;
}

export interface CapturedPage {
  /** The address as asked. */
  address: string;
  /** Where it landed after redirects. */
  finalAddress: string;
  outline: PageOutline;
  shots: Shot[];
  /** Same-site links (no fragment), for a crawl. */
  links: string[];
}

/** Why an address was not captured. */
export class CaptureError extends Error {
  override name = 'CaptureError';
  constructor(
    readonly address: string,
    readonly reason: 'timeout' | 'status' | 'not-html' | 'unreachable' | 'sign-in' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** Scrolls the page through, a viewport at a time, so pictures that load on sight load; then back up. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(scrollPage, MAX_PAGE_HEIGHT);
}

/** A Chromium that captures pages; `close` it when done. */
export class PageCapturer {
  private constructor(
    private readonly browser: Browser,
    private readonly desktop: BrowserContext,
    private readonly phone: BrowserContext,
    private readonly timeouts: CaptureTimeouts,
    /** Addresses the guard refused, with why: a page whose own address was refused names it. */
    private readonly refused: Map<string, string> = new Map(),
    private readonly proxy: { close(): Promise<void> } | null = null,
  ) {}

  static async open(options: {
    chromePath: string;
    timeouts?: Partial<CaptureTimeouts>;
    /**
     * Refuses addresses the browser may not open (`publicAddressGuard`). Every connection the browser
     * makes then goes through a guarding proxy of this process (`guardingProxy`): pages, pictures,
     * redirects, frames, WebSockets, loopback included. The operator's command line captures without one.
     */
    guard?: AddressGuard;
  }): Promise<PageCapturer> {
    const refused = new Map<string, string>();
    const proxy = options.guard ? await guardingProxy(options.guard, refused) : null;
    const browser = await chromium
      .launch({
        executablePath: options.chromePath,
        args: ['--hide-scrollbars', '--font-render-hinting=none', '--disable-gpu'],
        ...(proxy ? { proxy: { server: proxy.address, bypass: '<-loopback>' } } : {}),
      })
      .catch(async (error: unknown) => {
        await proxy?.close();
        throw error;
      });
    try {
      const common = { deviceScaleFactor: SCALE, reducedMotion: 'reduce', colorScheme: 'light' } as const;
      const desktop = await browser.newContext({ ...common, viewport: DESKTOP });
      const phone = await browser.newContext({
        ...common,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      });
      return new PageCapturer(
        browser,
        desktop,
        phone,
        { ...DEFAULT_TIMEOUTS, ...options.timeouts },
        refused,
        proxy,
      );
    } catch (error) {
      await browser.close();
      await proxy?.close();
      throw error;
    }
  }

  /**
   * Runs a sign-in script in the desktop browser and hands its cookies to the phone's. Relative
   * addresses in `goto` are read against `base`.
   */
  async signIn(steps: readonly SignInStep[], base: string): Promise<void> {
    const page = await this.desktop.newPage();
    try {
      for (const [index, step] of steps.entries()) {
        try {
          if ('goto' in step) await page.goto(new URL(step.goto, base).href, { timeout: this.timeouts.load });
          else if ('fill' in step) await page.fill(step.fill, step.value, { timeout: this.timeouts.settle });
          else if ('click' in step) await page.click(step.click, { timeout: this.timeouts.settle });
          else if ('press' in step) await page.press(step.press, step.key, { timeout: this.timeouts.settle });
          else await page.waitForSelector(step.waitFor, { timeout: this.timeouts.load });
        } catch (error) {
          throw new CaptureError(
            base,
            'sign-in',
            `sign-in step ${index + 1} (${JSON.stringify(step).replace(/"value":"[^"]*"/, '"value":"…"')}) failed: ${firstLine(error)}`,
          );
        }
      }
      await page.waitForLoadState('networkidle', { timeout: this.timeouts.settle }).catch(() => undefined);
      await this.phone.addCookies(await this.desktop.cookies());
    } finally {
      await page.close();
    }
  }

  /** Opens `address` and waits for it to be still; throws a `CaptureError` for a page that cannot be kept. */
  private async load(context: BrowserContext, address: string): Promise<Page> {
    const page = await context.newPage();
    // The main frame's navigations, the address and each hop of its redirects, in order.
    const chain: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) chain.push(request.url());
    });
    /** Why the guard refused this load: the address itself, or a hop of its redirects (the last refused). */
    const refusal = () => {
      for (const hop of [...chain, address].reverse()) {
        const why = this.refused.get(hop) ?? this.refused.get(new URL(hop).host);
        if (why !== undefined) return hop === address ? why : `was sent on to ${hop}, which ${why}`;
      }
      return undefined;
    };
    try {
      const response = await page
        .goto(address, { waitUntil: 'load', timeout: this.timeouts.load })
        .catch((error: Error) => {
          if (error.name === 'TimeoutError')
            throw new CaptureError(
              address,
              'timeout',
              `timed out after ${this.timeouts.load / 1000} s loading the page`,
            );
          const refused = refusal();
          if (refused !== undefined) throw new CaptureError(address, 'refused', refused);
          throw new CaptureError(address, 'unreachable', `could not be opened: ${firstLine(error)}`);
        });
      if (!response) throw new CaptureError(address, 'unreachable', 'no answer');
      const refused = response.status() === 403 ? refusal() : undefined;
      if (refused !== undefined) throw new CaptureError(address, 'refused', refused);
      if (response.status() >= 400)
        throw new CaptureError(
          address,
          'status',
          `answered HTTP ${response.status()} ${response.statusText()}`.trim(),
        );
      const type = (response.headers()['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (type !== 'text/html' && type !== 'application/xhtml+xml')
        throw new CaptureError(address, 'not-html', `is not an HTML page (${type || 'no content type'})`);
      await page.waitForLoadState('networkidle', { timeout: this.timeouts.settle }).catch(() => undefined);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await scrollThrough(page);
      await page.waitForLoadState('networkidle', { timeout: this.timeouts.settle }).catch(() => undefined);
      return page;
    } catch (error) {
      await page.close();
      throw error;
    }
  }

  /** Captures one page: the three shots, its outline and links. */
  async capture(address: string): Promise<CapturedPage> {
    const desktop = await this.load(this.desktop, address);
    try {
      const read = await desktop.evaluate(readPage, { from: 0, to: MAX_PAGE_HEIGHT });
      const viewport = await desktop.evaluate(readPage, { from: 0, to: DESKTOP.height });
      const shoot = (page: Page, fullPage: boolean) =>
        page.screenshot({
          type: 'png',
          animations: 'disabled',
          caret: 'hide',
          fullPage,
          ...(fullPage && read.height > MAX_PAGE_HEIGHT
            ? { clip: { x: 0, y: 0, width: DESKTOP.width, height: MAX_PAGE_HEIGHT } }
            : {}),
        });
      const desktopShot = await shoot(desktop, false);
      const fullShot = await shoot(desktop, true);
      const phone = await this.load(this.phone, address);
      try {
        const phoneRead = await phone.evaluate(readPage, { from: 0, to: PHONE.height });
        return {
          address,
          finalAddress: desktop.url(),
          outline: read.outline,
          links: [...new Set(read.links.map((href) => href.split('#')[0] as string))],
          shots: [
            { shot: 'desktop', image: desktopShot, text: viewport.text },
            { shot: 'phone', image: await shoot(phone, false), text: phoneRead.text },
            { shot: 'full', image: fullShot, text: read.text },
          ],
        };
      } finally {
        await phone.close();
      }
    } finally {
      await desktop.close();
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
    await this.proxy?.close();
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
