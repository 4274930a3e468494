import { buffer } from 'node:stream/consumers';
import type {
  AppHistory,
  ScreenVersions,
  VersionChanges,
  VersionComparison,
} from '@pageshelf/contracts/versions';
import { HttpError } from '@pageshelf/http-errors';
import { compareVersions } from '@pageshelf/library/capture';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../actor.js';
import type { MediaLinks } from '../lib/media-links.js';
import type { MediaStore } from '../media/media-store.js';
import type { ScreenVersionRecord, VersionsRepository } from '../repositories/versions.repository.js';

/** Comparisons of two versions kept in memory: a pair's pictures never change, so neither does its answer. */
const COMPARISONS_KEPT = 500;

/** What changed over time: a screen's versions and an app's dated versions (Pro; the route says so). */
export class VersionsService {
  private readonly comparisons = new LRUCache<string, Promise<VersionChanges>>({ max: COMPARISONS_KEPT });

  constructor(
    private readonly versions: VersionsRepository,
    private readonly media: MediaLinks,
    private readonly store: Pick<MediaStore, 'get'>,
  ) {}

  /**
   * Any two versions of a screen compared, `from` the older `to` the newer: what a version holds already
   * for the one before it, else the two pictures and their words compared now, as a capture compares
   * them (the originals, or the detail images of drawn screens), and kept for the next asker.
   */
  async compare(uuid: string, from: number, to: number): Promise<VersionComparison> {
    const found = await this.versions.screenVersions(uuid);
    if (!found) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    const older = found.versions.find((version) => version.number === from);
    const newer = found.versions.find((version) => version.number === to);
    if (!older || !newer) throw new HttpError('not_found', { params: { subject: 'Version' } });
    if (to === from + 1 && newer.changes) return { screenUuid: uuid, from, to, changes: newer.changes };
    const key = `${older.imageKey}\u0000${newer.imageKey}`;
    let changes = this.comparisons.get(key);
    if (changes === undefined) {
      changes = this.compared(older, newer);
      this.comparisons.set(key, changes);
      changes.catch(() => this.comparisons.delete(key));
    }
    return { screenUuid: uuid, from, to, changes: await changes };
  }

  private async compared(older: ScreenVersionRecord, newer: ScreenVersionRecord): Promise<VersionChanges> {
    const picture = async (version: ScreenVersionRecord) => {
      const stored =
        (await this.store.get(version.imageKey, 'original')) ??
        (await this.store.get(version.imageKey, 'full'));
      if (!stored)
        throw new HttpError('not_found', { params: { subject: `Version ${version.number}'s picture` } });
      return { image: await buffer(stored.body), text: version.textInScreen };
    };
    const [before, after] = await Promise.all([picture(older), picture(newer)]);
    return compareVersions(before, after);
  }

  async screenVersions(actor: Actor, uuid: string): Promise<ScreenVersions> {
    const [found, media] = await Promise.all([this.versions.screenVersions(uuid), this.media.view(actor)]);
    if (!found) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    return {
      screenUuid: uuid,
      sourceUrl: found.sourceUrl,
      versions: found.versions.map((version) => ({
        number: version.number,
        capturedAt: version.capturedAt.toISOString(),
        image: {
          thumb: media.tile(version.imageKey, 'thumb'),
          full: media.full(version.imageKey),
          width: version.width,
          height: version.height,
          dominantColor: version.dominantColor,
        },
        textInScreen: version.textInScreen,
        changes: version.changes,
      })),
    };
  }

  async appHistory(actor: Actor, slug: string): Promise<AppHistory> {
    const [versions, media] = await Promise.all([this.versions.appHistory(slug), this.media.view(actor)]);
    if (!versions) throw new HttpError('not_found', { params: { subject: 'App' } });
    return {
      versions: versions.map((version) => ({
        ...version,
        capturedAt: version.capturedAt.toISOString(),
        changedScreens: version.changedScreens.map(({ imageKey, ...screen }) => ({
          ...screen,
          thumb: media.tile(imageKey, 'thumb'),
        })),
      })),
    };
  }
}
