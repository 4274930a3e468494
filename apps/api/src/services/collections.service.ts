import { randomBytes } from 'node:crypto';
import { type CollectionItemType, MAX_COLLECTION_ITEMS } from '@pageshelf/contracts/collections';
import {
  COLLECTION_ACCESS,
  type CollectionReader,
  type CollectionSharing,
  mayEditCollection,
  mayManageCollection,
  mayReadCollection,
} from '@pageshelf/domain/collections';
import { checkAccess } from '@pageshelf/domain/tiers';
import { HttpError } from '@pageshelf/http-errors';
import type { Actor, SignedInActor } from '../actor.js';
import type { MediaLinks, MediaView } from '../lib/media-links.js';
import type { MediaStore } from '../media/media-store.js';
import type { CollectionRecord, CollectionsRepository } from '../repositories/collections.repository.js';
import type { ContentRepositories } from '../repositories/content.js';
import { type CollectionArchive, collectionArchive } from './collection-export.js';
import type { CollectionSharingMail } from './collection-sharing.js';
import {
  countsOf,
  presentApp,
  presentCollection,
  presentComponent,
  presentFlow,
  presentScreen,
} from './presenters.js';

/** Where a request's warnings go (the request's logger). */
export interface WarningLog {
  warn(details: object, message: string): void;
}

/** An item of the library as a collection keeps it: its kind and id. */
export interface ItemRef {
  type: CollectionItemType;
  id: number;
}

/** What a collection route may need beyond reading it (see `find`). */
type CollectionNeed = 'read' | 'edit' | 'manage';

const readerOf = ({ user }: SignedInActor): CollectionReader => ({ userId: user.id, teamId: user.team_id });

/** What the domain's collection rules read of a collection. */
const sharingOf = (collection: CollectionRecord & { ownerTeamId: number | null }): CollectionSharing => ({
  ownerId: collection.userId,
  ownerTeamId: collection.ownerTeamId,
  sharedWithTeam: collection.sharedWithTeam,
});

/**
 * Collections: named sets of screens, flows, components and apps. Pro members create them and may share them with their workspace, whose members, free or
 * Pro, then read them (and get a `shared-collections` mail). Who may call which route is declared on the
 * routes (`COLLECTION_ACCESS`); who may read or change the collection at hand is the domain's
 * `mayReadCollection` and `mayEditCollection`. A collection the member may not read is not found.
 */
export class CollectionsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly content: ContentRepositories,
    private readonly now: () => Date,
    private readonly sharing: CollectionSharingMail,
    private readonly media: MediaLinks,
    private readonly store: MediaStore,
    /** The absolute address of a path of the product (the screens' pages in an export's manifest). */
    private readonly link: (path: string) => string,
  ) {}

  /**
   * A collection the member may read (own, or shared with their workspace), and may `edit` (name,
   * description, screens: also the workspace's members once shared) or `manage` (share, link, delete:
   * its owner) when asked; else not found, or owner only.
   */
  private async find(actor: SignedInActor, uuid: string, need: CollectionNeed) {
    const { user } = actor;
    const reader = readerOf(actor);
    const collection = await this.collections.byUuid(uuid);
    if (!collection || !mayReadCollection(reader, sharingOf(collection)))
      throw new HttpError('not_found', { params: { subject: 'Collection' } });
    if (
      (need === 'edit' && !mayEditCollection(reader, sharingOf(collection))) ||
      (need === 'manage' && !mayManageCollection(reader, sharingOf(collection)))
    )
      throw new HttpError('owner_only', { params: { subject: 'collection' } });
    return { user, collection };
  }

  /** Whether `actor` may edit a collection they read: the domain's rule, and Pro (`COLLECTION_ACCESS.change`). */
  private editable(actor: SignedInActor, collection: CollectionRecord & { ownerTeamId: number | null }) {
    return (
      checkAccess(COLLECTION_ACCESS.change, actor.policy).allowed &&
      mayEditCollection(readerOf(actor), sharingOf(collection))
    );
  }

  async list(actor: SignedInActor) {
    const { user } = actor;
    const [rows, media] = await Promise.all([
      this.collections.visibleTo(user.id, user.team_id),
      this.media.view(actor),
    ]);
    // Every collection listed is the member's own or one of their workspace's: its owner's workspace is theirs.
    return {
      items: rows.map((row) =>
        presentCollection(row, user.id, media, this.editable(actor, { ...row, ownerTeamId: user.team_id })),
      ),
    };
  }

  /**
   * A collection's items of each kind in its order, as `media`'s viewer sees them in the library's lists:
   * each screen as a grid shows it, each flow with its first steps, locked ones blurred.
   */
  private async items(collection: CollectionRecord, media: MediaView) {
    const { itemIds } = collection;
    const [screens, flows, components, apps] = await Promise.all([
      this.content.screens.screensByIds(itemIds.screens),
      this.content.flows.flowsByIds(itemIds.flows),
      this.content.components.componentsByIds(itemIds.components),
      this.content.apps.appsByIds(itemIds.apps),
    ]);
    return {
      screens: screens.map((screen) => presentScreen(screen, media)),
      flows: flows.map((flow) => presentFlow(flow, media, 'alongside')),
      components: components.map((component) => presentComponent(component, media)),
      apps: apps.map(presentApp),
    };
  }

  async detail(actor: SignedInActor, uuid: string) {
    const { user, collection } = await this.find(actor, uuid, 'read');
    const media = await this.media.view(actor);
    return {
      ...presentCollection(collection, user.id, media, this.editable(actor, collection)),
      ...(await this.items(collection, media)),
    };
  }

  /** Creates a collection, with its first item when `item` is given (404 when that item is unknown). */
  async create(
    actor: SignedInActor,
    input: { name: string; description?: string | null | undefined; item?: ItemRef | undefined },
  ) {
    const { user } = actor;
    const uuid = await this.collections.create(
      user.id,
      { name: input.name, description: input.description ?? null, firstItem: input.item ?? null },
      this.now(),
    );
    if (!uuid) throw notFoundItem(input.item?.type ?? 'screens');
    return this.detail(actor, uuid);
  }

  /** Changes a collection; a share's mail that cannot be sent is logged on `log`, not answered as a failure. */
  async update(
    actor: SignedInActor,
    uuid: string,
    changes: {
      name?: string | undefined;
      description?: string | null | undefined;
      sharedWithTeam?: boolean | undefined;
    },
    log: WarningLog,
  ) {
    const { user, collection } = await this.find(
      actor,
      uuid,
      changes.sharedWithTeam === undefined ? 'edit' : 'manage',
    );
    await this.collections.update(collection.id, changes, this.now());
    if (changes.sharedWithTeam === true && !collection.sharedWithTeam && user.team_id !== null) {
      // The share is done: a mail that cannot be sent is logged, not answered as a failure.
      await this.sharing
        .shared(actor, { uuid: collection.uuid, name: changes.name ?? collection.name })
        .catch((error: unknown) => log.warn({ err: error }, 'shared-collection mail not sent'));
    }
    return this.detail(actor, uuid);
  }

  /** Makes the collection's read-only link, or keeps the one it has (idempotent). */
  async shareLink(actor: SignedInActor, uuid: string) {
    const { collection } = await this.find(actor, uuid, 'manage');
    // 24 random bytes: the 32 characters of the domain's SHARE_TOKEN_PATTERN.
    await this.collections.keepShareToken(collection.id, randomBytes(24).toString('base64url'));
    return this.detail(actor, uuid);
  }

  /** Turns the collection's read-only link off: whoever has it no longer reads the collection. */
  async unshareLink(actor: SignedInActor, uuid: string) {
    const { collection } = await this.find(actor, uuid, 'manage');
    await this.collections.dropShareToken(collection.id);
    return this.detail(actor, uuid);
  }

  /**
   * A collection as anyone with its link reads it (signed in or not): its name, description and screens,
   * each as the viewer's plan shows it, and the owner's name if they gave one. Not found when no
   * collection has the token (never made, or turned off).
   */
  async shared(actor: Actor, token: string) {
    const collection = await this.collections.byShareToken(token);
    if (!collection) throw new HttpError('not_found', { params: { subject: 'Shared collection' } });
    const media = await this.media.view(actor);
    return {
      name: collection.name,
      description: collection.description,
      sharedBy: collection.ownerName,
      itemCount: collection.itemCount,
      counts: countsOf(collection),
      updatedAt: collection.updatedAt.toISOString(),
      ...(await this.items(collection, media)),
    };
  }

  /** A collection the member reads, as a ZIP of its screens' originals and a manifest (Pro: the route's need). */
  async export(actor: SignedInActor, uuid: string): Promise<CollectionArchive> {
    const { collection } = await this.find(actor, uuid, 'read');
    const { itemIds } = collection;
    // Flows whole (every step), not the first steps a list carries.
    const [screens, flows, components, apps] = await Promise.all([
      this.content.screens.screensByIds(itemIds.screens),
      this.content.flows.flowsByIds(itemIds.flows, { steps: 'all' }),
      this.content.components.componentsByIds(itemIds.components),
      this.content.apps.appsByIds(itemIds.apps),
    ]);
    return collectionArchive(this.store, {
      name: collection.name,
      description: collection.description,
      screens,
      flows,
      components,
      apps,
      exportedAt: this.now(),
      link: this.link,
    });
  }

  async remove(actor: SignedInActor, uuid: string) {
    const { collection } = await this.find(actor, uuid, 'manage');
    await this.collections.remove(collection.id);
  }

  /**
   * Saves an item first in the collection (idempotent); 404 when the item does not exist, 409
   * `collection_full` when the collection holds `MAX_COLLECTION_ITEMS` already.
   */
  async addItem(actor: SignedInActor, uuid: string, item: ItemRef) {
    const { collection } = await this.find(actor, uuid, 'edit');
    const outcome = await this.collections.addItem(collection.id, item, MAX_COLLECTION_ITEMS, this.now());
    if (outcome === 'missing') throw notFoundItem(item.type);
    if (outcome === 'full')
      throw new HttpError('collection_full', { params: { limit: String(MAX_COLLECTION_ITEMS) } });
    return this.detail(actor, uuid);
  }

  /** Takes an item out of the collection (idempotent: one not there is no error). */
  async removeItem(actor: SignedInActor, uuid: string, item: ItemRef) {
    const { collection } = await this.find(actor, uuid, 'edit');
    await this.collections.removeItem(collection.id, item, this.now());
    return this.detail(actor, uuid);
  }

  /**
   * Puts one kind's items in a new order: `ids` must be all of them, each once; 409 `collection_changed`
   * when they are not (an item was saved or removed meanwhile, by a teammate or another tab).
   */
  async reorder(actor: SignedInActor, uuid: string, order: { type: CollectionItemType; ids: number[] }) {
    const { collection } = await this.find(actor, uuid, 'edit');
    if (!(await this.collections.reorder(collection.id, order.type, order.ids, this.now())))
      throw new HttpError('collection_changed');
    return this.detail(actor, uuid);
  }
}

/** What the 404 of an unknown item names. */
const ITEM_SUBJECT: Record<CollectionItemType, string> = {
  screens: 'Screen',
  flows: 'Flow',
  components: 'Component',
  apps: 'App',
};
const notFoundItem = (type: CollectionItemType) =>
  new HttpError('not_found', { params: { subject: ITEM_SUBJECT[type] } });
