import type { AppHistory, ScreenVersions } from '@pageshelf/contracts/versions';
import { HttpError } from '@pageshelf/http-errors';
import type { Actor } from '../actor.js';
import type { MediaLinks } from '../lib/media-links.js';
import type { VersionsRepository } from '../repositories/versions.repository.js';

/** What changed over time: a screen's versions and an app's dated versions (Pro; the route says so). */
export class VersionsService {
  constructor(
    private readonly versions: VersionsRepository,
    private readonly media: MediaLinks,
  ) {}

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
