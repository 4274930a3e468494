/**
 * The worker of capture runs started from the product (issue 31): each API instance runs one, which takes
 * the runs waiting in the database one at a time (`CaptureRunsRepository.claim`: one worker per run,
 * however many instances), captures each in its own Chromium exactly as `pageshelf-api capture` does
 * (one transaction for the library's rows of a run), beats while it works, and writes the summary or the
 * error. A run whose instance stopped is taken again by another once its beat is `CAPTURE_STALE_MS` old.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { CaptureSummary } from '@pageshelf/contracts/captures';
import { CAPTURE_STALE_MS } from '@pageshelf/domain/capture';
import {
  type AddressGuard,
  CaptureError,
  captureApp,
  PageCapturer,
  SignInScriptError,
} from '@pageshelf/library/capture';
import type { Clock } from '../lib/clock.js';
import type { MediaStore } from '../media/media-store.js';
import type { CaptureRunRecord, CaptureRunsRepository } from '../repositories/capture-runs.repository.js';
import type { LibraryWriter } from '../repositories/library-writer.repository.js';

/** How often a worker looks for runs when not told of one, and beats while a page loads. */
export const CAPTURE_POLL_MS = 5_000;
const BEAT_MS = 15_000;

export interface CaptureWorkerOptions {
  runs: CaptureRunsRepository;
  writer: LibraryWriter;
  store: MediaStore;
  clock: Clock;
  chromePath: string;
  /** Refuses addresses inside the network; null when the operator allows them. */
  guard: AddressGuard | null;
  pollMs?: number;
  /**
   * Where a failure that is not the page's is reported (the server's log): a run's (`run` given), or the
   * worker's own while it looks for runs or writes one's end (`run` null; the database out of reach, say:
   * the next poll looks again, and a run it could not finish is taken again once stale).
   */
  onError?: (error: unknown, run: CaptureRunRecord | null) => void;
  /** Told when a run ended (tests, logs). */
  onFinished?: (run: CaptureRunRecord, outcome: { summary: CaptureSummary } | { error: string }) => void;
}

export class CaptureWorker {
  /** This worker's name in the runs it holds: the host, the process and a random part. */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: CaptureWorkerOptions) {}

  /** Looks for runs now and then every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? CAPTURE_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /**
   * Stops looking for runs. A run being captured is left to end (the process usually ends with it; its
   * beat then stops and another instance takes the run again).
   */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Takes the runs waiting, one after another, unless it is already doing so. */
  wake(): void {
    if (this.stopped) return;
    if (this.draining !== null) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.options.onError?.(error, null))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when the runs this worker found are done (tests). */
  async idle(): Promise<void> {
    while (this.draining !== null) await this.draining;
  }

  private async drain(): Promise<void> {
    const { runs, clock } = this.options;
    while (!this.stopped) {
      const now = clock.now();
      const run = await runs.claim(this.id, now, new Date(now.getTime() - CAPTURE_STALE_MS));
      if (!run) return;
      await this.capture(run);
    }
  }

  private async capture(run: CaptureRunRecord): Promise<void> {
    const { runs, clock } = this.options;
    let progress = { done: 0, total: run.addresses.length || 1 };
    const beat = () => runs.beat(run.id, this.id, progress, clock.now()).catch(() => false);
    const beating = setInterval(() => void beat(), BEAT_MS);
    beating.unref();
    let outcome: { summary: CaptureSummary } | { error: string };
    let capturer: PageCapturer | null = null;
    try {
      capturer = await PageCapturer.open({
        chromePath: this.options.chromePath,
        ...(this.options.guard ? { guard: this.options.guard } : {}),
      });
      const report = await captureApp(
        {
          app: { title: run.app_title, slug: run.app_slug },
          site: run.site ?? undefined,
          crawl: run.crawl,
          addresses: run.addresses,
          maxPages: run.max_pages,
          now: clock.now(),
        },
        {
          capturer,
          writer: this.options.writer,
          store: this.options.store,
          onProgress: (done, total) => {
            progress = { done, total };
            void beat();
          },
        },
      );
      const summary: CaptureSummary = {
        pages: report.pages,
        added: report.added,
        updated: report.updated,
        unchanged: report.unchanged,
        gone: report.gone,
        appVersion: report.appVersion,
        failed: report.failed.map(({ address, message }) => ({ address, message })),
      };
      outcome =
        report.pages === 0
          ? {
              error: `No page could be captured: ${report.failed.map((f) => `${f.address} ${f.message}`).join('; ')}`,
            }
          : { summary };
    } catch (error) {
      if (error instanceof CaptureError || error instanceof SignInScriptError)
        outcome = { error: error.message };
      else {
        this.options.onError?.(error, run);
        outcome = { error: `The capture stopped: ${(error as Error).message ?? String(error)}` };
      }
    } finally {
      clearInterval(beating);
      await capturer?.close().catch(() => undefined);
    }
    await runs.finish(run.id, this.id, outcome, clock.now());
    this.options.onFinished?.(run, outcome);
  }
}
