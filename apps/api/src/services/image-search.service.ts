/**
 * Search by picture (issue 17, decision 12): a picture is read (decoded within limits, its words
 * recognised, its signature computed), compared with every screen's stored signature in memory, and the
 * best few hundred are ranked again with their words. The likeness rules and weights live in
 * `@pageshelf/library/likeness`; this service only loads, reads and fetches.
 *
 * The signatures are held in a `SignatureIndex` (50 bytes a screen): loaded as the server starts
 * (`warm`) or by the first search,
 * topped up with newer screens when asked again more than `TOP_UP_MS` later, and rebuilt in the
 * background every `REBUILD_MS` (screens written again or removed). A removed screen is never shown:
 * results are fetched from the database.
 */

import { setTimeout as delay } from 'node:timers/promises';
import type { ImageSearchResponse } from '@pageshelf/contracts/image-search';
import {
  IMAGE_SEARCH_MAX_BYTES,
  IMAGE_SEARCH_MAX_PIXELS,
  IMAGE_SEARCH_MIN_SIDE,
} from '@pageshelf/contracts/image-search';
import { HttpError } from '@pageshelf/http-errors';
import {
  CANDIDATES,
  type ColorShare,
  isSketch,
  type LikenessQuery,
  likenessWords,
  MATCH_FLOOR,
  platformOfShape,
  rankCandidates,
  SignatureIndex,
  textSketch,
  visualSignatureOf,
} from '@pageshelf/library/likeness';
import { ScreenReader } from '@pageshelf/library/ocr';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Clock } from '../lib/clock.js';
import type { MediaView } from '../lib/media-links.js';
import { RetryLaterError } from '../lib/retry-after.js';
import type { ContentRepositories } from '../repositories/content.js';
import type { SignaturesRepository } from '../repositories/signatures.repository.js';
import { presentScreen } from './presenters.js';

/** Screens read from the database per page when the index is loaded. */
const LOAD_PAGE = 5_000;
/** A search more than this after the last look checks for newer screens. */
const TOP_UP_MS = 5_000;
/** The index is rebuilt whole this often (screens written again or removed). */
const REBUILD_MS = 15 * 60_000;
/** Words of a picture kept (the longest texts are cut). */
const MAX_WORDS = 60;
/**
 * Pictures read at once, and pictures waiting for their turn (issue 25). A picture of up to 40
 * megapixels is 120 MB once decoded; reading one (the decoder, the copies for the text reader and the
 * signature, the previous picture's pixels not yet collected) raised the API's peak memory by about
 * 300 MB in the system test, two at once by 550 MB. One at a time keeps a crowd of the largest pictures
 * within 500 MB, and costs little speed: the text reader is one worker, which reads one picture after
 * another anyway. Two more may wait, their uploads not yet read (a waiting request holds a socket, not
 * its picture): the slowest picture (40 megapixels of detail, whose text the reader gives up on after
 * 5 s of CPU time) takes about 8 s on a machine that gives it a core, so the last of three is answered
 * within about 24 s, under the BFF's 30 s; an ordinary screenshot is read in about a second. Any more are refused at once with 429, before a byte of
 * their upload is read.
 */
export const READING_AT_ONCE = 1;
export const WAITING_AT_MOST = 2;
/** When a picture refused for a full queue may be sent again: a few seconds, when a turn is likely free. */
const TURN_RETRY_AFTER_SECONDS = 5;
/** Most pixels given to text recognition (a phone screen at 2x is 1.3 million, a web page 2.3). */
const OCR_MAX_PIXELS = 4_000_000;
/**
 * How much CPU time reading a picture's text may take before the picture is searched by its looks alone
 * (see `readingBudget`).
 */
const OCR_TIME_LIMIT_MS = 5_000;
/** The wall-clock time a reading may take at most, however little CPU it was given meanwhile. */
const OCR_WALL_LIMIT_MS = 15_000;
/** How often a reading's budget is looked at. */
const OCR_BUDGET_CHECK_MS = 50;

/**
 * The budget of one picture's reading: `spent` resolves (to null) once the process has used `cpuMs` of
 * CPU time since it began, or `OCR_WALL_LIMIT_MS` have passed (at least `cpuMs`). Counted in CPU time: a
 * picture slow to read is one that takes work (a photo, noise: seconds of finding no text), not one that
 * waited for a CPU on a busy machine, whose words were lost to a clock (a 1 s screenshot took over 5 s of
 * wall time on 2 contended cores). One picture is read at a time (`READING_AT_ONCE`), on the reader's
 * thread of this process.
 */
export function readingBudget(cpuMs: number): { spent: Promise<null>; stop(): void } {
  const cpuAtStart = process.cpuUsage();
  const wallAtStart = performance.now();
  const wallMs = Math.max(cpuMs, OCR_WALL_LIMIT_MS);
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<null>((resolve) => {
    timer = setInterval(
      () => {
        const used = process.cpuUsage(cpuAtStart);
        if ((used.user + used.system) / 1000 >= cpuMs || performance.now() - wallAtStart >= wallMs) {
          clearInterval(timer);
          resolve(null);
        }
      },
      Math.min(OCR_BUDGET_CHECK_MS, Math.max(1, cpuMs)),
    );
  });
  return { spent, stop: () => clearInterval(timer) };
}
/** Totals are counted up to this, as lists count theirs (decision 4). */
const TOTAL_CAP = 200;

const FORMATS = ['png', 'jpeg', 'webp'] as const;
/** The refusal of a file over `IMAGE_SEARCH_MAX_BYTES`, wherever it is found to be (the form or the bytes). */
export function pictureTooLarge(cause?: unknown): HttpError {
  const megabytes = Math.round(IMAGE_SEARCH_MAX_BYTES / (1024 * 1024));
  return new HttpError('image_too_large', {
    params: { reason: `The picture is larger than ${megabytes} MB` },
    cause,
  });
}

/** A picture as read: its size, words, signature and main colours. */
export interface ReadPicture {
  query: LikenessQuery;
  palette: ColorShare[];
  readMs: number;
}

export class ImageSearchService {
  private index = new SignatureIndex();
  private loaded: Promise<void> | null = null;
  private topUp: Promise<void> | null = null;
  private rebuilding: Promise<void> | null = null;
  private checkedAt = 0;
  /** Searches waiting for the index's first load: while any wait, it loads at full speed. */
  private searchesWaiting = 0;
  private builtAt = 0;
  private reader: Promise<ScreenReader> | null = null;
  private readonly turns = pLimit(READING_AT_ONCE);

  constructor(
    private readonly signatures: SignaturesRepository,
    private readonly content: ContentRepositories,
    private readonly clock: Clock,
    private readonly ocrCacheDir: string,
    /** How long a picture's text may take to read (`OCR_TIME_LIMIT_MS` unless given; tests give less). */
    private readonly ocrTimeLimitMs = OCR_TIME_LIMIT_MS,
  ) {}

  /**
   * Runs `work` (reading a picture's upload, then the picture) in its turn: `READING_AT_ONCE` at a time,
   * up to `WAITING_AT_MOST` more waiting. Any more are refused at once with 429 `rate_limited`, so a
   * crowd of uploads costs the memory of `READING_AT_ONCE` pictures and no more.
   */
  async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.turns.activeCount + this.turns.pendingCount >= READING_AT_ONCE + WAITING_AT_MOST) {
      throw new RetryLaterError('rate_limited', TURN_RETRY_AFTER_SECONDS, {
        params: { after: 'in a few seconds' },
      });
    }
    return this.turns(work);
  }

  /**
   * Decodes a picture within the limits and reads it. Refuses, naming what is wrong: a file that is no
   * image or an image of another type (415), one over the size or pixel limit (413), one too small, or
   * truncated or damaged (400).
   */
  async read(bytes: Buffer): Promise<ReadPicture> {
    const started = performance.now();
    if (bytes.length > IMAGE_SEARCH_MAX_BYTES) {
      throw pictureTooLarge();
    }
    let format: string | undefined;
    let width = 0;
    let height = 0;
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      format = meta.format;
      // EXIF orientations 5 to 8 turn the picture a quarter.
      const turned = (meta.orientation ?? 1) >= 5;
      width = (turned ? meta.height : meta.width) ?? 0;
      height = (turned ? meta.width : meta.height) ?? 0;
    } catch {
      throw new HttpError('image_type_unsupported', { params: { found: 'a file that is not an image' } });
    }
    if (!(FORMATS as readonly (string | undefined)[]).includes(format)) {
      throw new HttpError('image_type_unsupported', {
        params: { found: `${String(format ?? 'another type').toUpperCase()}` },
      });
    }
    if (width * height > IMAGE_SEARCH_MAX_PIXELS) {
      throw new HttpError('image_too_large', {
        params: {
          reason: `The picture is ${width}×${height} pixels: at most ${IMAGE_SEARCH_MAX_PIXELS / 1_000_000} megapixels are read`,
        },
      });
    }
    if (Math.min(width, height) < IMAGE_SEARCH_MIN_SIDE) {
      throw new HttpError('image_unreadable', {
        params: {
          reason: `The picture is ${width}×${height} pixels: each side must be at least ${IMAGE_SEARCH_MIN_SIDE}`,
        },
      });
    }
    const decoded = await sharp(bytes, { failOn: 'truncated', limitInputPixels: IMAGE_SEARCH_MAX_PIXELS })
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((cause: unknown) => {
        throw new HttpError('image_unreadable', {
          params: { reason: 'The picture is truncated or damaged: send the whole file' },
          cause,
        });
      });
    const raw = {
      data: decoded.data,
      width: decoded.info.width,
      height: decoded.info.height,
      channels: decoded.info.channels as 1 | 2 | 3 | 4,
    };
    const [text, signature] = await Promise.all([this.recognise(raw), visualSignatureOf(raw)]);
    const words = likenessWords(text).slice(0, MAX_WORDS);
    return {
      query: {
        width: raw.width,
        height: raw.height,
        phash: signature.phash,
        layout: signature.layout,
        colors: signature.colors,
        words,
        sketch: textSketch(words),
      },
      palette: signature.palette,
      readMs: performance.now() - started,
    };
  }

  /**
   * The words on a picture. Text is read best at the sizes screens are drawn at: a phone screenshot is
   * brought to 780 to 1170 pixels wide, a wide one to 1280 to 1920, in grey.
   */
  private async recognise(raw: { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }) {
    const tall = raw.height >= raw.width;
    const [least, most] = tall ? [780, 1170] : [1280, 1920];
    const width = Math.min(Math.max(raw.width, least), most);
    // A long page is read from its top: at most `OCR_MAX_PIXELS`, so one picture cannot hold the
    // reader for long.
    const height = Math.round((raw.height * width) / raw.width);
    const png = await sharp(raw.data, {
      raw: { width: raw.width, height: raw.height, channels: raw.channels },
    })
      .resize({ width })
      .extract({
        left: 0,
        top: 0,
        width,
        height: Math.max(1, Math.min(height, Math.floor(OCR_MAX_PIXELS / width))),
      })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
    this.reader ??= ScreenReader.open(this.ocrCacheDir).catch((error: unknown) => {
      this.reader = null;
      throw error;
    });
    const reader = await this.reader;
    // A picture the reader takes too long over (a photo, noise: seconds of finding no text) is searched
    // by its looks alone; the reader is stopped and a new one opened for the next picture, so a slow one
    // holds no one else up. Pictures waiting on a stopped reader are searched by their looks too.
    const budget = readingBudget(this.ocrTimeLimitMs);
    const text = await Promise.race([reader.read(png).catch(() => ''), budget.spent]);
    budget.stop();
    if (text === null) {
      if (this.reader !== null && (await this.reader.catch(() => null)) === reader) this.reader = null;
      await reader.close().catch(() => undefined);
      return '';
    }
    return text;
  }

  /** The screens most like a read picture, best first, presented with the viewer's picture addresses. */
  async search(picture: ReadPicture, limit: number, media: MediaView): Promise<ImageSearchResponse> {
    const started = performance.now();
    await this.fresh();
    const { query, palette } = picture;
    const candidates = this.index.candidates(query, CANDIDATES);
    const rows = await this.signatures.withText(candidates.map((candidate) => candidate.id));
    const ranked = rankCandidates(
      query,
      rows.map((row) => ({ ...row, words: likenessWords(row.text) })),
      palette,
    ).filter((match) => match.score >= MATCH_FLOOR);
    const top = ranked.slice(0, limit);
    const screens = await this.content.screens.screensByIds(top.map((match) => match.id));
    const matches = new Map(top.map((match) => [match.id, match]));
    const value = Math.min(ranked.length, TOTAL_CAP);
    // Every candidate a match and more screens than candidates: there may be more beyond.
    const more = candidates.length === CANDIDATES && ranked.length === rows.length;
    return {
      query: {
        width: query.width,
        height: query.height,
        words: [...query.words],
        platform: platformOfShape(query.width, query.height),
        colors: palette.slice(0, 6).map((share) => share.color),
      },
      screens: {
        items: screens.map((screen) => {
          const match = matches.get(screen.id);
          const round = (value: number) => Math.round(value * 1000) / 1000;
          return {
            ...presentScreen(screen, media),
            match: {
              score: round(match?.score ?? 0),
              text: round(match?.text ?? 0),
              words: match?.words ?? [],
              // Layout is the edge grid and the light and dark blocks together.
              layout: round(((match?.layout ?? 0) + (match?.blocks ?? 0)) / 2),
              colors: round(match?.colors ?? 0),
              sharedColors: match?.sharedColors ?? [],
              samePlatform: match?.samePlatform ?? false,
            },
          };
        }),
        total: { value, exact: value === ranked.length && !more },
      },
      timings: { readMs: Math.round(picture.readMs), matchMs: Math.round(performance.now() - started) },
    };
  }

  /** Loads the index on first use, tops it up with newer screens, and starts the periodic rebuild. */
  private async fresh(search = true): Promise<void> {
    this.loaded ??= this.build().then((index) => {
      this.index = index;
      this.builtAt = this.clock.now().getTime();
      this.checkedAt = this.builtAt;
    });
    if (search) this.searchesWaiting += 1;
    try {
      await this.loaded.catch((error: unknown) => {
        this.loaded = null;
        throw error;
      });
    } finally {
      if (search) this.searchesWaiting -= 1;
    }
    const now = this.clock.now().getTime();
    if (now - this.builtAt > REBUILD_MS && this.rebuilding === null) {
      this.rebuilding = this.build()
        .then((index) => {
          this.index = index;
          this.builtAt = this.clock.now().getTime();
        })
        .catch(() => undefined)
        .finally(() => {
          this.rebuilding = null;
        });
    }
    if (now - this.checkedAt > TOP_UP_MS) {
      this.topUp ??= this.addNewer().finally(() => {
        this.topUp = null;
      });
      await this.topUp;
    }
  }

  private async addNewer(): Promise<void> {
    this.checkedAt = this.clock.now().getTime();
    if ((await this.signatures.maxId()) > this.index.maxId) await this.load(this.index, this.index.maxId);
  }

  private async build(): Promise<SignatureIndex> {
    const index = new SignatureIndex();
    // Room for every screen at once: no growing and copying as pages come.
    index.reserve(await this.signatures.count());
    await this.load(index, 0);
    return index;
  }

  /**
   * Adds the screens above `after` to `index`, a page at a time. It runs beside requests (the server
   * loads the index as it starts): a page comes as a few columns (`columnPage`) and takes the API's
   * thread for about a millisecond, and after each page the load waits as long as the page took, so
   * requests find the thread and the database free at least half the time; unless a search by picture
   * is waiting for the first load.
   */
  private async load(index: SignatureIndex, after: number): Promise<void> {
    let from = after;
    for (;;) {
      const started = performance.now();
      const page = await this.signatures.columnPage(from, LOAD_PAGE);
      if (page.count === 0) return;
      if (page.columns) {
        index.addColumns(page.columns);
        // Screens whose sketch is missing or of an older kind: made from their words.
        if (page.unsketched.length > 0) {
          const rows = await this.signatures.withText(page.unsketched);
          index.add(rows.map((row) => ({ ...row, sketch: textSketch(likenessWords(row.text)) })));
        }
      } else {
        // A value not of its kind's length: the page read as rows, each value as it is.
        const rows = await this.signatures.page(from, LOAD_PAGE);
        index.add(
          rows.map((row) => ({
            ...row,
            sketch: isSketch(row.sketch) ? row.sketch : textSketch(likenessWords(row.text ?? '')),
          })),
        );
      }
      if (page.count < LOAD_PAGE) return;
      from = page.lastId;
      if (this.searchesWaiting === 0) await delay(performance.now() - started);
    }
  }

  /** The screens held in the index (0 until the first search). */
  get indexed(): number {
    return this.index.length;
  }

  /** Loads the index now (the server, as it starts; a benchmark, which measures searches, not the load). */
  async warm(): Promise<void> {
    await this.fresh(false);
  }

  async close(): Promise<void> {
    const reader = this.reader;
    this.reader = null;
    if (reader) await (await reader.catch(() => null))?.close();
  }
}
