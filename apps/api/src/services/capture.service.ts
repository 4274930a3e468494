/**
 * Capture started from the product (issue 31). Who may start a run is the policy's `capture` access,
 * declared on the route; how many runs an account may start is the domain's `captureRunDecision`,
 * asked under the account's lock. A run is stored for the API's workers (`CaptureWorker`), which capture
 * it as the operator's `pageshelf-api capture` does, with the addresses checked here first and again by
 * the browser for every request (`publicAddressGuard`), unless the operator allows private addresses.
 */
import { randomUUID } from 'node:crypto';
import type { CaptureRun, CaptureRunList, StartCapture } from '@pageshelf/contracts/captures';
import { captureRunDecision, followsEveryCapture, mayFollowCapture } from '@pageshelf/domain/capture';
import { slugOf } from '@pageshelf/domain/routes';
import { retryAfterSeconds } from '@pageshelf/domain/write-limits';
import { HttpError, validationError } from '@pageshelf/http-errors';
import { type AddressGuard, CaptureError, normalAddress } from '@pageshelf/library/capture';
import type { SignedInActor } from '../actor.js';
import type { Clock } from '../lib/clock.js';
import { RetryLaterError } from '../lib/retry-after.js';
import type { CaptureRunRecord, CaptureRunsRepository } from '../repositories/capture-runs.repository.js';

export interface CaptureServiceOptions {
  /** Whether this server has the Chromium a worker drives (`CHROME_PATH`). */
  available: boolean;
  /** Refuses addresses inside the network; null when the operator allows them (`CAPTURE_PRIVATE_ADDRESSES`). */
  guard: AddressGuard | null;
}

const present = (run: CaptureRunRecord): CaptureRun => ({
  id: run.uuid,
  app: { title: run.app_title, slug: run.app_slug },
  site: run.site,
  addresses: run.addresses,
  crawl: run.crawl,
  maxPages: run.max_pages,
  status: run.status,
  progress: { done: run.progress_done, total: run.progress_total },
  summary: run.summary,
  error: run.error,
  requestedBy: run.requested_by_email,
  createdAt: run.created_at.toISOString(),
  startedAt: run.started_at?.toISOString() ?? null,
  finishedAt: run.finished_at?.toISOString() ?? null,
});

export class CaptureService {
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly runs: CaptureRunsRepository,
    private readonly clock: Clock,
    private readonly options: CaptureServiceOptions,
  ) {}

  /** Whether this server can capture at all. */
  get available(): boolean {
    return this.options.available;
  }

  /** The guard of the addresses a run may open, for the worker's browser (null: the operator allows any). */
  get guard(): AddressGuard | null {
    return this.options.guard;
  }

  /** Tells this instance's worker when a run is stored, so it starts without waiting for its next look. */
  onStarted(wake: () => void): () => void {
    this.wakers.add(wake);
    return () => this.wakers.delete(wake);
  }

  /** Stores a run of `actor` (the route has checked they may capture) for a worker to take. */
  async start(actor: SignedInActor, body: StartCapture): Promise<CaptureRun> {
    if (!this.options.available) throw new HttpError('capture_unavailable');
    const title = body.app.trim();
    const slug = slugOf(title);
    if (!slug)
      throw validationError([{ path: 'body.app', message: 'must name the app with letters or digits' }]);
    const site = body.site === undefined ? null : this.address(body.site, 'body.site');
    const addresses = [
      ...new Set(
        body.addresses.map((address, index) => this.address(address, `body.addresses.${index}`, site)),
      ),
    ];
    if (this.options.guard !== null)
      for (const address of site === null ? addresses : [site, ...addresses]) {
        const reason = await this.options.guard(new URL(address));
        if (reason !== null) throw new HttpError('capture_address_refused', { params: { address, reason } });
      }
    const now = this.clock.now();
    const { decision, run } = await this.runs.create(
      {
        uuid: randomUUID(),
        requestedBy: actor.user.id,
        app: { title, slug },
        site,
        addresses,
        crawl: addresses.length > 0 ? 0 : body.crawl,
        maxPages: body.maxPages,
      },
      now,
      (runs) => captureRunDecision(runs, now.getTime()),
    );
    if (!decision.allowed) {
      if (decision.retryAt !== undefined)
        throw new RetryLaterError(decision.code, retryAfterSeconds(decision.retryAt, now.getTime()), {
          params: decision.values,
        });
      throw new HttpError(decision.code, { params: decision.values });
    }
    for (const wake of this.wakers) wake();
    return present(run as CaptureRunRecord);
  }

  /** The newest runs: an administrator's list is everyone's, a workspace owner's their own. */
  async list(actor: SignedInActor): Promise<CaptureRunList> {
    const whose = followsEveryCapture(actor.policy) ? null : actor.user.id;
    return { items: (await this.runs.list(whose)).map(present) };
  }

  /** One run; another account's is not found (but for an administrator). */
  async get(actor: SignedInActor, uuid: string): Promise<CaptureRun> {
    const run = await this.runs.byUuid(uuid);
    if (!run || !mayFollowCapture(actor.policy, { mine: run.requested_by === actor.user.id }))
      throw new HttpError('not_found', { params: { subject: 'Capture' } });
    return present(run);
  }

  private address(address: string, path: string, base?: string | null): string {
    try {
      return normalAddress(address, base ?? undefined);
    } catch (error) {
      if (error instanceof CaptureError) throw validationError([{ path, message: error.message }]);
      throw error;
    }
  }
}
