import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../lib/http-error.js';
import { requireUser } from '../plugins/viewer.js';
import type { CollectionsRepository } from '../repositories/collections.repository.js';
import type { ContentRepository } from '../repositories/content.repository.js';
import { presentCollection, presentScreen } from './presenters.js';

/** Collections are a Pro feature: premium members create them and may share them with their team. */
export class CollectionsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly content: ContentRepository,
    private readonly now: () => Date,
  ) {}

  private premiumUser(request: FastifyRequest) {
    const viewer = requireUser(request);
    if (viewer.user.plan !== 'pro') {
      throw forbidden('premium_required', 'Collections are part of Pageshelf Pro. Upgrade to save screens.');
    }
    return viewer.user;
  }

  /** A collection the user may read (own, or shared by a teammate); writable only by its owner. */
  private async find(request: FastifyRequest, uuid: string, mode: 'read' | 'write') {
    const user = this.premiumUser(request);
    const collection = await this.collections.byUuid(uuid);
    const readable =
      collection &&
      (collection.userId === user.id ||
        (collection.sharedWithTeam && user.team_id !== null && collection.ownerTeamId === user.team_id));
    if (!collection || !readable) throw notFound('Collection');
    if (mode === 'write' && collection.userId !== user.id) {
      throw forbidden('forbidden', 'Only the owner of this collection can change it');
    }
    return { user, collection };
  }

  async list(request: FastifyRequest) {
    const user = this.premiumUser(request);
    const rows = await this.collections.visibleTo(user.id, user.team_id);
    return { items: rows.map((row) => presentCollection(row, user.id)) };
  }

  async detail(request: FastifyRequest, uuid: string) {
    const { user, collection } = await this.find(request, uuid, 'read');
    const screens = await this.content.screensByIds(collection.screenIds);
    return {
      ...presentCollection(collection, user.id),
      screens: screens.map((screen) => presentScreen(screen, true)),
    };
  }

  async create(
    request: FastifyRequest,
    input: { name: string; description?: string | null | undefined; screenUuid?: string | undefined },
  ) {
    const user = this.premiumUser(request);
    const screen = input.screenUuid ? await this.content.screenByUuid(input.screenUuid) : undefined;
    if (input.screenUuid && !screen) throw notFound('Screen');
    const uuid = await this.collections.create(user.id, input.name, input.description ?? null, this.now());
    const created = await this.collections.byUuid(uuid);
    if (!created) throw notFound('Collection');
    if (screen) await this.collections.addScreen(created.id, screen.id, this.now());
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
    const { collection } = await this.find(request, uuid, 'write');
    await this.collections.update(collection.id, changes, this.now());
    return this.detail(request, uuid);
  }

  async remove(request: FastifyRequest, uuid: string) {
    const { collection } = await this.find(request, uuid, 'write');
    await this.collections.remove(collection.id);
  }

  async addScreen(request: FastifyRequest, uuid: string, screenUuid: string) {
    const { collection } = await this.find(request, uuid, 'write');
    const screen = await this.content.screenByUuid(screenUuid);
    if (!screen) throw notFound('Screen');
    await this.collections.addScreen(collection.id, screen.id, this.now());
    return this.detail(request, uuid);
  }

  async removeScreen(request: FastifyRequest, uuid: string, screenUuid: string) {
    const { collection } = await this.find(request, uuid, 'write');
    const screen = await this.content.screenByUuid(screenUuid);
    if (!screen) throw notFound('Screen');
    await this.collections.removeScreen(collection.id, screen.id, this.now());
    return this.detail(request, uuid);
  }
}
