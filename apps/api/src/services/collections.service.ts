import { type CollectionAction, collectionRefusal, collectionRelation } from '@pageshelf/domain/collections';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyRequest } from 'fastify';
import type { MediaLinks } from '../lib/media-links.js';
import { signedIn } from '../plugins/viewer.js';
import type { CollectionsRepository } from '../repositories/collections.repository.js';
import type { ContentRepository } from '../repositories/content.repository.js';
import type { CollectionSharingMail } from './collection-sharing.js';
import { presentCollection, presentScreen } from './presenters.js';

/**
 * Collections: Pro members create them and may share them with their workspace, whose members, free or
 * Pro, then read them (and get a `shared-collections` mail). Who may call which route is declared on the
 * routes (`COLLECTION_ACCESS`); who may read or change the collection at hand is the domain's
 * `collectionRefusal`. A collection the member may not read is not found.
 */
export class CollectionsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly content: ContentRepository,
    private readonly now: () => Date,
    private readonly sharing: CollectionSharingMail,
    private readonly media: MediaLinks,
  ) {}

  /** A collection the user may read (own, or shared with their workspace); changed only by its owner. */
  private async find(request: FastifyRequest, uuid: string, action: CollectionAction) {
    const user = signedIn(request).user;
    const collection = await this.collections.byUuid(uuid);
    const relation = collection
      ? collectionRelation(
          { userId: user.id, teamId: user.team_id },
          {
            ownerId: collection.userId,
            ownerTeamId: collection.ownerTeamId,
            sharedWithTeam: collection.sharedWithTeam,
          },
        )
      : 'none';
    const refusal = collectionRefusal(relation, action);
    if (!collection || refusal === 'not_found')
      throw new HttpError('not_found', { params: { subject: 'Collection' } });
    if (refusal === 'owner_only') throw new HttpError('owner_only', { params: { subject: 'collection' } });
    return { user, collection };
  }

  async list(request: FastifyRequest) {
    const viewer = signedIn(request);
    const [rows, media] = await Promise.all([
      this.collections.visibleTo(viewer.user.id, viewer.user.team_id),
      this.media.view(viewer),
    ]);
    return { items: rows.map((row) => presentCollection(row, viewer.user.id, media)) };
  }

  async detail(request: FastifyRequest, uuid: string) {
    const { user, collection } = await this.find(request, uuid, 'read');
    const [screens, media] = await Promise.all([
      this.content.screensByIds(collection.screenIds),
      this.media.view(signedIn(request)),
    ]);
    return {
      ...presentCollection(collection, user.id, media),
      screens: screens.map((screen) => presentScreen(screen, media)),
    };
  }

  /** Creates a collection, with its first screen when `screenUuid` is given (404 when that screen is unknown). */
  async create(
    request: FastifyRequest,
    input: { name: string; description?: string | null | undefined; screenUuid?: string | undefined },
  ) {
    const user = signedIn(request).user;
    const uuid = await this.collections.create(
      user.id,
      { name: input.name, description: input.description ?? null, firstScreenUuid: input.screenUuid ?? null },
      this.now(),
    );
    if (!uuid) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    return this.detail(request, uuid);
  }

  async update(
    request: FastifyRequest,
    uuid: string,
    changes: {
      name?: string | undefined;
      description?: string | null | undefined;
      sharedWithTeam?: boolean | undefined;
    },
  ) {
    const { user, collection } = await this.find(request, uuid, 'change');
    await this.collections.update(collection.id, changes, this.now());
    if (changes.sharedWithTeam === true && !collection.sharedWithTeam && user.team_id !== null) {
      // The share is done: a mail that cannot be sent is logged, not answered as a failure.
      await this.sharing
        .shared(user, { uuid: collection.uuid, name: changes.name ?? collection.name })
        .catch((error: unknown) => request.log.warn({ err: error }, 'shared-collection mail not sent'));
    }
    return this.detail(request, uuid);
  }

  async remove(request: FastifyRequest, uuid: string) {
    const { collection } = await this.find(request, uuid, 'change');
    await this.collections.remove(collection.id);
  }

  async addScreen(request: FastifyRequest, uuid: string, screenUuid: string) {
    const { collection } = await this.find(request, uuid, 'change');
    const screen = await this.content.screenByUuid(screenUuid);
    if (!screen) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    await this.collections.addScreen(collection.id, screen.id, this.now());
    return this.detail(request, uuid);
  }

  async removeScreen(request: FastifyRequest, uuid: string, screenUuid: string) {
    const { collection } = await this.find(request, uuid, 'change');
    const screen = await this.content.screenByUuid(screenUuid);
    if (!screen) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    await this.collections.removeScreen(collection.id, screen.id, this.now());
    return this.detail(request, uuid);
  }
}
